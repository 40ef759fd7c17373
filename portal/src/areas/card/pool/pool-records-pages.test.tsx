// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Refusal, pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import PoolBlockHistoryPage from './pool-block-history-page';
import PoolFailLogPage from './pool-fail-log-page';

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
const api$ = pageTests(() => ({
  'card-pool.failLog': (b) => (b.batchId === 'gone' ? new Refusal(404, 0) : { items: failures, cursor: null, change }),
  'card-pool.detail': () => ({ poolId: 'P1', name: 'North', channelCustId: 'C1001' }),
  'card-pool.blockHistory': () => ({ items: [], cursor: null }),
}));

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
