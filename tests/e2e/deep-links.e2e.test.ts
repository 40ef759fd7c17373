/**
 * Platform deep links in Chromium against `npm start` (issue #10 item 3): the platform administrator
 * pastes the URL of each detail screen (no enterprise in it, as a bookmark or a shared link has) and
 * the page shows the record with no 4xx/5xx answer from the API; editing a retail plan (an
 * enterprise action) shows the platform the 403 page, adding a basic plan (the platform's catalogue)
 * shows an enterprise the 403 page; lists that need an enterprise open on a default one.
 * Ids come from the API: the batches and imports are created here, not taken from the demo history.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken, openPasted, pasteUrl } from '../support/e2e-api.ts';

interface Items<T> {
  items: T[];
}
interface CardRow {
  iccid: string;
  state: number;
  custId?: string | null;
  modeType?: string;
  poolId?: string;
}

const callAs = <T>(token: string, path: string, body: object = {}) => api<T>(path, body, token);
const tokenOf = apiToken;
/** Uploads a CSV through the presigned link and starts an import of `kind` for C1001; its id. */
async function startImport(token: string, kind: 'cards' | 'dsim', csv: string): Promise<string> {
  const base = kind === 'dsim' ? '/cmp/sim/cardImport/dsim' : '/cmp/sim/cardImport';
  const body = Buffer.from(csv, 'utf8');
  const link = await callAs<{ uploadId: string; uploadUrl: string }>(token, `${base}/uploadUrl`, {
    channelCustId: 'C1001',
    fileName: `${kind}.csv`,
    size: body.byteLength,
  });
  const put = await fetch(link.uploadUrl, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'text/csv' } });
  expect(put.status).toBe(200);
  const started = await callAs<{ batchId: string }>(token, `${base}/start`, {
    channelCustId: 'C1001',
    uploadId: link.uploadId,
    fileName: `${kind}.csv`,
  });
  return started.batchId;
}

describe('platform deep links and route guards', () => {
  const browser = useChromium();
  let admin: string;
  const ids = {
    iccid: '',
    changeState: '',
    standardSim: '',
    recover: '',
    cardImport: '',
    dsimImport: '',
    retailId: '',
    retailName: '',
    tariffType: '',
  };

  beforeAll(async () => {
    admin = await tokenOf('admin');
    const cards = (state: number) =>
      callAs<Items<CardRow>>(admin, '/cmp/sim/card/list', { channelCustId: 'C1001', state, sort: 'desc', pageSize: 50 });
    const active = (await cards(64)).items;
    ids.iccid = active[0]!.iccid;
    // A cancelled card cannot be activated: the batch exists and fails, nothing changes.
    const cancelled = (await cards(67)).items[0]!;
    ids.changeState = (
      await callAs<{ batchId: string }>(admin, '/cmp/sim/batch/changeState', {
        channelCustId: 'C1001',
        iccids: [cancelled.iccid],
        targetState: 64,
      })
    ).batchId;
    const edition = active.find((c) => c.modeType !== '02' && !c.poolId && c.iccid !== ids.iccid)!;
    ids.standardSim = (
      await callAs<{ batchId: string }>(admin, '/cmp/sim/batch/standardSim', {
        channelCustId: 'C1001',
        iccids: [edition.iccid],
        modeType: '02',
      })
    ).batchId;
    const stock = (await cards(63)).items.find((c) => !c.custId)!;
    ids.recover = (
      await callAs<{ batchId: string }>(admin, '/cmp/sim/batch/dataRecovery', { channelCustId: 'C1001', iccids: [stock.iccid] })
    ).batchId;
    const stamp = String(Date.now()).slice(-8);
    ids.cardImport = await startImport(
      admin,
      'cards',
      [
        'iccid,msisdn,imsi,operator,imei,goodsReleaseId,state',
        `898602${stamp}000001,146${stamp}01,4602${stamp}001,CMCC,,G001,63`,
      ].join('\r\n'),
    );
    // Unknown ICCIDs: the import exists with a failed row, no pair changes.
    ids.dsimImport = await startImport(
      admin,
      'dsim',
      ['sn,iccid1,iccid2', `SN${stamp},898603${stamp}000001,898603${stamp}000002`].join('\r\n'),
    );
    const retail = (
      await callAs<Items<{ retailId: string; retailName: string; tariffType?: number }>>(admin, '/cmp/base/goods/retail/list', {
        channelCustId: 'C1001',
      })
    ).items[0]!;
    ids.retailId = retail.retailId;
    ids.retailName = retail.retailName;
    ids.tariffType = String(retail.tariffType ?? 0);
  });

  it('opens each of the ten detail screens from a pasted URL as the platform administrator', { timeout: 300_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    const screens: { path: string; shows: () => Promise<void> }[] = [
      {
        path: `/card/card-list/detail/${ids.iccid}`,
        shows: () => expect.poll(() => page.getByTestId('detail-iccid').textContent()).toBe(ids.iccid),
      },
      {
        path: `/shortcuts/diagnose/detail/${ids.iccid}`,
        shows: () => expect.poll(() => page.getByTestId('diagnose-result').count()).toBe(1),
      },
      ...[
        `/card/batchoperate/detail/${ids.changeState}/failed`,
        `/shortcuts/batchoperate/detail/${ids.changeState}/failed`,
        `/shortcuts/standardsim/detail/${ids.standardSim}`,
        `/shortcuts/data-recovery/detail/${ids.recover}`,
      ].map((path) => ({
        path,
        shows: async () => {
          await expect.poll(() => page.getByTestId('batch-status').count()).toBe(1);
          expect(await page.getByTestId('batch-total').textContent()).toBe('1');
          expect(await page.locator('main').textContent()).toContain(path.split('/')[4]);
        },
      })),
      ...[`/card/import-info/detail/${ids.cardImport}`, `/card/import-info/dsimdetail/${ids.dsimImport}`].map((path) => ({
        path,
        shows: async () => {
          await expect.poll(() => page.getByTestId('import-status').count()).toBe(1);
          expect(await page.locator('main').textContent()).toContain(path.split('/').pop());
        },
      })),
      {
        path: `/billing/package/retaildetail/${ids.retailId}/${ids.tariffType}`,
        shows: () => expect.poll(() => page.getByTestId('plan-structure').count()).toBe(1),
      },
      {
        path: `/billing/package/retailrecord/${ids.retailId}`,
        shows: () => expect.poll(() => page.getByTestId('record-table').locator('tbody tr').count()).toBeGreaterThan(0),
      },
    ];
    expect(screens.length).toBe(10);
    expect(await openPasted(page, screens)).toEqual([]);
    await context.close();
  });

  it(
    'opens pool, pool change, label and test-card screens of a non-default enterprise from a pasted URL',
    { timeout: 300_000 },
    async () => {
      // Everything here is Globex's (C1002) while the platform's default enterprise is C1001: the
      // screens must not send the default enterprise, the server finds the owner from the id.
      const stamp = String(Date.now()).slice(-8);
      const pool = await callAs<{ poolId: string; name: string }>(admin, '/cmp/sim/pool/add', {
        channelCustId: 'C1002',
        name: `Deep ${stamp}`,
        poolType: 'shared',
        operator: 'CMCC',
        modeType: '01',
        elementId: 'ZCN000001',
      });
      // A card of C1001 cannot join a C1002 pool: the change has one failure in its log.
      const change = await callAs<{ batchId: string; failed: number }>(admin, '/cmp/sim/pool/change', {
        channelCustId: 'C1002',
        poolId: pool.poolId,
        action: 'add',
        iccids: [ids.iccid],
      });
      expect(change.failed).toBe(1);
      const label = await callAs<{ labelId: string; name: string }>(admin, '/cmp/sim/label/save', {
        channelCustId: 'C1002',
        name: `Deep ${stamp}`,
        color: 'green',
      });
      const testCard = (await callAs<Items<CardRow>>(admin, '/cmp/sim/testCard/list', { channelCustId: 'C1002', pageSize: 10 }))
        .items[0];
      expect(testCard, 'C1002 has a test card').toBeTruthy();

      const { context, page } = await signedInPage(browser(), 'admin');
      const main = () => page.locator('main').textContent();
      const screens: { path: string; shows: () => Promise<void> }[] = [
        {
          path: `/card/pool/detail/${pool.poolId}`,
          shows: async () => {
            await expect.poll(() => page.getByTestId('pool-info').count()).toBe(1);
            expect(await main()).toContain(pool.poolId);
          },
        },
        {
          path: `/card/pool/blockhistory/${pool.poolId}`,
          shows: () => expect.poll(() => page.getByTestId('pool-history-empty').count()).toBe(1),
        },
        {
          path: `/card/pool/change/fail-log/${change.batchId}`,
          shows: async () => {
            await expect.poll(() => page.getByTestId('pool-fail-log').count()).toBe(1);
            expect(await page.getByTestId('pool-change-info').textContent()).toContain(pool.name);
          },
        },
        {
          path: `/card/label/detail/${label.labelId}`,
          shows: async () => {
            await expect.poll(() => page.getByTestId('label-info').count()).toBe(1);
            expect(await main()).toContain(label.name);
          },
        },
        {
          path: `/card/label/edit/${label.labelId}`,
          shows: () => expect.poll(() => page.getByTestId('label-name').inputValue()).toBe(label.name),
        },
        {
          path: `/card/testcard/detail/${testCard!.iccid}`,
          shows: () => expect.poll(() => main()).toContain(testCard!.iccid),
        },
      ];
      expect(await openPasted(page, screens)).toEqual([]);
      // Back from a screen opened by id alone goes to the owner's list, not the default enterprise's.
      await pasteUrl(page, `/card/label/detail/${label.labelId}`);
      await expect.poll(() => page.getByTestId('label-info').count()).toBe(1);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL('**/card/label/list?channelCustId=C1002');
      await expect.poll(() => page.getByTestId('label-table').textContent()).toContain(label.name);
      await context.close();
    },
  );

  it(
    'shows the 403 page to the wrong side: editretail to the platform, addbasic to an enterprise',
    { timeout: 120_000 },
    async () => {
      for (const [loginName, path] of [
        ['admin', `/billing/package/editretail/${ids.retailId}`],
        ['acme', '/billing/package/addbasic'],
      ] as const) {
        const { context, page } = await signedInPage(browser(), loginName);
        const { failures, status } = await pasteUrl(page, path);
        expect(status, `${loginName} ${path}`).toBe('403');
        expect(failures, `${loginName} ${path}`).toEqual([]);
        await context.close();
      }
    },
  );

  it('opens lists that need an enterprise on a default one for the platform administrator', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    // The shared enterprise scope (labels, SMS, VIP calls, pools…): data at once, no bare picker.
    const labels = await pasteUrl(page, '/card/label/list');
    expect(labels.failures).toEqual([]);
    expect(await page.getByTestId('pick-enterprise').count()).toBe(0);
    await expect.poll(() => page.getByTestId('enterprise-picker').textContent()).toContain('C1001');
    // Retail plans (on the same scope): the default enterprise's plans are listed.
    const retail = await pasteUrl(page, '/billing/package/list/retail');
    expect(retail.failures).toEqual([]);
    await expect.poll(() => page.getByTestId('retail-table').textContent()).toContain(ids.retailName);
    expect(await page.getByTestId('enterprise-picker').textContent()).toContain('C1001');
    // The last enterprise chosen in this session is the next default.
    const chosen = await pasteUrl(page, '/card/label/list?channelCustId=C1002');
    expect(chosen.failures).toEqual([]);
    const sms = await pasteUrl(page, '/card/sms/list');
    expect(sms.failures).toEqual([]);
    await expect.poll(() => page.getByTestId('enterprise-picker').textContent()).toContain('C1002');
    await pasteUrl(page, '/billing/package/list/retail');
    await expect.poll(() => page.getByTestId('enterprise-picker').textContent()).toContain('C1002');
    await context.close();
  });
});
