/**
 * Communication services in Chromium against `npm start`: the platform administrator adds a service
 * with two domain names, blocks it (after confirming) and sees it Blocked in the detail and the
 * list; the same screens render in both languages.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';

const base = () => inject('app').baseUrl;

describe('communication services', () => {
  const browser = useChromium();

  const name = `E2E service ${Date.now().toString(36)}`;

  it('lets the administrator add a service with two domains, block it and see it Blocked', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/operator/commserv-list/list`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.operator.commserv.menu.list }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('commserv-table').textContent()).toContain('Data — general');

    await page.getByTestId('commserv-add').click();
    await page.waitForURL('**/operator/commserv-list/add');
    await page.getByTestId('commserv-name').fill(name);
    await page.getByTestId('commserv-priority').fill('12');
    await page.getByTestId('commserv-domains').fill('api.example.com\nnot a domain');
    await page.getByTestId('commserv-save').click();
    // Caught before sending: priority 1-10 and the bad domain, each with its message.
    await expect.poll(() => page.getByText(enUS.operator.commserv.rules.priority).count()).toBe(1);
    await expect.poll(() => page.getByText('Not a valid domain name: not').count()).toBe(1);
    await page.getByTestId('commserv-priority').fill('7');
    await page.getByTestId('commserv-domains').fill('api.example.com\nota.example.com');
    await page.getByTestId('commserv-save').click();

    await page.waitForURL('**/operator/commserv-list/detail/*');
    const detail = page.getByTestId('commserv-detail');
    await expect.poll(() => detail.textContent()).toContain(name);
    const text = (await detail.textContent()) ?? '';
    expect(text).toContain('api.example.com');
    expect(text).toContain('ota.example.com');
    expect(text).toContain(enUS.operator.commserv.status[2]);
    const commservId = page.url().split('/').pop()!;
    expect(commservId).toMatch(/^\d{9}$/);

    // Block: asks first, then the status is Blocked.
    await page.getByTestId('detail-toggle').click();
    await expect.poll(() => page.getByTestId('status-confirm').count()).toBe(1);
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => detail.textContent()).toContain(enUS.operator.commserv.status[1]);

    // The list shows it Blocked too.
    await page.goto(`${base()}/operator/commserv-list/list`);
    await page.getByTestId('filter-name').fill(name);
    await page.getByTestId('filter-search').click();
    await expect
      .poll(() => page.getByTestId(`commserv-status-${commservId}`).textContent())
      .toBe(enUS.operator.commserv.status[1]);
    await context.close();
  });

  it('renders the service list and zones in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'admin', { lang: 'zh-CN' });
    await page.goto(`${base()}/operator/commserv-list/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.operator.commserv.menu.list }).count()).toBe(1);
    await page.getByTestId('filter-name').fill(name);
    await page.getByTestId('filter-search').click();
    await expect.poll(() => page.getByTestId('commserv-table').textContent()).toContain(zhCN.operator.commserv.status[1]);
    await page.getByRole('tab', { name: zhCN.operator.commserv.tabs.zones }).click();
    await expect.poll(() => page.getByTestId('zone-table').textContent()).toContain('China mainland');
    expect(await page.getByTestId('zone-table').textContent()).toContain(zhCN.operator.CMCC);
    await context.close();
  });
});
