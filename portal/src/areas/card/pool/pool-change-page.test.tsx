// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import PoolChangePage from './pool-change-page';

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
  createdBy: 'acme',
};
const CHANGES = 'card-pool.changeList';
const api$ = pageTests(() => ({
  [CHANGES]: () => ({ items: [change], cursor: null }),
  'card-pool.list': () => ({ items: [pool], cursor: null }),
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
