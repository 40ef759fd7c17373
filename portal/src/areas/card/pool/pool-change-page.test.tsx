// @vitest-environment jsdom
// The pool change list and the pages it leads to: a change's fail log, a pool's block history.
import { featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Refusal, pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import PoolBlockHistoryPage from './pool-block-history-page';
import PoolChangePage from './pool-change-page';
import PoolFailLogPage from './pool-fail-log-page';

const pool = { poolId: 'P1', name: 'North', operator: 'CMCC', modeType: '01', elementName: 'China' };
const change = {
  batchId: 'PC1',
  poolId: 'P1',
  poolName: 'North',
  action: 'add',
  status: 'done',
  total: 3,
  succeeded: 2,
  unchanged: 0,
  failed: 1,
  createdAt: '2026-01-02T03:04:05Z',
  createdBy: 'platform',
};
let failures = [{ iccid: '89860012345600000001', reason: 'inOtherPool' }];
const CHANGES = 'card-pool.changeList';
const api$ = pageTests(() => ({
  [CHANGES]: () => ({ items: [change], cursor: null }),
  'card-pool.list': () => ({ items: [pool], cursor: null }),
  'card-pool.failLog': (b) => (b.batchId === 'gone' ? new Refusal(404, 0) : { items: failures, cursor: null, change }),
  'card-pool.detail': () => ({ ...pool, channelCustId: 'C1001' }),
  'card-pool.blockHistory': () => ({ items: [], cursor: null }),
}));

const open = (url = '/card/pool/change/list') => renderPage(<PoolChangePage />, '/card/pool/change/list/:salesOrder?', url);

describe('pool changes', () => {
  it('lists the changes of the pool chosen in the form, linking each fail log', async () => {
    signInAs('enterprise', [featureCodes.poolAdd]);
    const router = open();
    expect(await screen.findByTestId('pool-fail-log-PC1')).toBeTruthy();
    expect(api$().bodiesOf(CHANGES)[0]).toEqual({ pageSize: 20 });
    await userEvent.click(screen.getByTestId('pool-change-pool'));
    await userEvent.click(await screen.findByRole('option', { name: 'North (P1)' }));
    await waitFor(() => expect(api$().bodiesOf(CHANGES).at(-1)).toEqual({ poolId: 'P1', pageSize: 20 }));
    expect(router.state.location.search).toBe('?poolId=P1');
    expect(screen.getByRole('heading', { name: 'Operations' })).toBeTruthy();
  });

  it('shows the history without the form to those who may not change pools, and nothing to a secondary customer', async () => {
    signInAs('enterprise', []);
    open('/card/pool/change/list?poolId=P1');
    await screen.findByTestId('pool-fail-log-PC1');
    expect(api$().bodiesOf(CHANGES)[0]).toEqual({ poolId: 'P1', pageSize: 20 });
    expect(screen.queryByTestId('pool-change-panel')).toBeNull();
    cleanup();
    signInAs('secondary', [featureCodes.poolAdd]);
    open();
    expect(await screen.findByTestId('pool-no-access')).toBeTruthy();
  });
});

describe('pool record pages', () => {
  it("shows a change's refusals under its summary, reading the answer once", async () => {
    signInAs('enterprise', []);
    renderPage(<PoolFailLogPage />, '/card/pool/change/fail-log/:batchId', '/card/pool/change/fail-log/PC1');
    expect(await screen.findByText('The card is already in another pool')).toBeTruthy();
    expect(screen.getByTestId('pool-change-info').textContent).toContain('North (P1)');
    expect(screen.getByTestId('pool-change-info').textContent).toContain('Platform');
    expect(api$().bodiesOf('card-pool.failLog')).toEqual([{ batchId: 'PC1', pageSize: 20 }]);
  });

  it('says when a change refused nothing, and when it does not exist', async () => {
    signInAs('enterprise', []);
    failures = [];
    renderPage(<PoolFailLogPage />, '/card/pool/change/fail-log/:batchId', '/card/pool/change/fail-log/PC1');
    expect(await screen.findByTestId('pool-fail-log-empty')).toBeTruthy();
    renderPage(<PoolFailLogPage />, '/card/pool/change/fail-log/:batchId', '/card/pool/change/fail-log/gone');
    expect(await screen.findByTestId('pool-change-not-found')).toBeTruthy();
  });

  it("titles a pool's block history with its name and says when it has none", async () => {
    signInAs('platform', []);
    renderPage(<PoolBlockHistoryPage />, '/card/pool/blockhistory/:poolId', '/card/pool/blockhistory/P1');
    expect(await screen.findByTestId('pool-history-empty')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /North/ })).toBeTruthy();
    expect(api$().bodiesOf('card-pool.blockHistory')).toEqual([{ poolId: 'P1', pageSize: 20 }]);
  });
});
