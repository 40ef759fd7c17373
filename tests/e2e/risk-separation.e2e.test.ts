/**
 * Card–device separation in Chromium against `npm start` (issue #16 items 1 and 3), in both
 * languages: Acme binds a telecom card to a device on the separation page, the operator's session file
 * (sent through the local /dev/sessions page, as the simulator would) shows it in another device, and
 * the separations tab, the diagnosis (with the separation time) and the separation analysis with the
 * card's IMEI history show it. The seeded separations (history-separation.ts) are there too.
 */
import { describe, expect, it } from 'vitest';
import { formatShanghaiTime } from '../../functions/src/card-detail/time-format.ts';
import { imeiOf } from '../../functions/src/separation/imei.ts';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';
import { appUrl } from '../support/sign-in.ts';

const A = imeiOf('86555500000001');
const B = imeiOf('86555500000002');

describe('card–device separation', () => {
  const browser = useChromium();

  it(
    'Acme binds a card, the session file separates it, and every screen shows it, in English and Chinese',
    { timeout: 180_000 },
    async () => {
      const acmeToken = await apiToken('acme');
      const cards = await api<{ items: { iccid: string; operator: string; modeType: string }[] }>(
        '/cmp/sim/card/list',
        { state: 64, pageSize: 100 },
        acmeToken,
      );
      // The demo history separated a telecom and a mobile card of Acme (history-separation.ts).
      const seeded = await api<{ items: { operator: string }[] }>('/cmp/risk/separation/events', { pageSize: 100 }, acmeToken);
      expect(seeded.items.map((s) => s.operator).sort()).toEqual(expect.arrayContaining(['CMCC', 'CTCC']));
      const bound = await api<{ items: { iccid: string }[] }>('/cmp/risk/separation/list', { pageSize: 100 }, acmeToken);
      const taken = new Set(bound.items.map((b) => b.iccid));
      const free = cards.items.filter((c) => c.modeType !== '00' && !taken.has(c.iccid));
      const card = free.find((c) => c.operator === 'CTCC') ?? free[0];
      expect(card, `an active card of Acme among ${cards.items.length}`).toBeDefined();

      // English: bind the card to device A on the bound-cards tab.
      const en = enUS.risk.separation;
      const { page } = await signedInPage(browser(), 'acme', { lang: 'en-US' });
      const opened = await pasteUrl(page, '/risk/setCardSeparation/list/bound');
      expect(opened.failures).toEqual([]);
      await expect.poll(() => page.getByTestId('separation-bound-table').count()).toBe(1);
      await page.getByTestId('separation-bind').click();
      await page.getByRole('radio', { name: en.modes.imei }).click();
      await page.getByTestId('bind-lines').fill(`${card!.iccid} ${A}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByTestId('separation-bound-table').textContent()).toContain(card!.iccid);

      // The operator's session file: the card in its device, then in another one.
      const t = Date.now() + 1_000;
      const separatedAt = new Date(t + 1_000).toISOString();
      const csv = `start,iccid,imei,province,city\n${new Date(t).toISOString()},${card!.iccid},${A},31,3101\n${separatedAt},${card!.iccid},${B},44,4403\n`;
      const sent = await fetch(`${appUrl()}/dev/sessions`, { method: 'POST', body: csv });
      expect(sent.status).toBe(202);

      await pasteUrl(page, '/risk/setCardSeparation/list/separated');
      await expect
        .poll(
          async () => {
            await page.reload();
            return (await page.getByTestId('separation-separated-table').textContent()) ?? '';
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toContain(card!.iccid);
      expect(await page.getByTestId('separation-separated-table').textContent()).toContain(B);

      // Chinese: the diagnosis says when it was separated; the analysis lists the card with its devices.
      const zh = (await signedInPage(browser(), 'acme', { lang: 'zh-CN' })).page;
      await pasteUrl(zh, `/shortcuts/diagnose/detail/${card!.iccid}`);
      await expect
        .poll(() => zh.getByTestId('diagnose-advice').textContent(), { timeout: 20_000 })
        .toContain(formatShanghaiTime(separatedAt));
      expect(await zh.getByTestId('diagnose-advice').textContent()).toContain('机卡分离');

      await pasteUrl(zh, '/risk/setCardSeparation/list/separated');
      await expect.poll(() => zh.getByRole('tab', { name: zhCN.risk.separation.tabs.separated }).count()).toBe(1);

      await pasteUrl(zh, '/shortcuts/mobileSeparationAnalyse/list');
      await expect.poll(() => zh.getByTestId('separation-analyse-table').textContent()).toContain('艾克米物联');
      const month = new Date(Date.parse(separatedAt) + 8 * 3_600_000).toISOString().slice(0, 7);
      await zh.getByTestId(`separation-group-${month}_C1001_${card!.operator}`).click();
      await expect.poll(() => zh.getByTestId(`separation-history-${card!.iccid}`).textContent()).toContain(A);
      expect(await zh.getByTestId(`separation-history-${card!.iccid}`).textContent()).toContain(B);
      expect(await zh.getByTestId('separation-analyse-group').textContent()).toContain(
        zhCN.operator[card!.operator as keyof typeof zhCN.operator],
      );
    },
  );
});
