// @vitest-environment jsdom
import { jobViews } from '@cmp/functions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DownloadTaskPage from '../../areas/card/download-task/download-task-page';
import enUS from '../../areas/card/i18n/en-US';
import DsimImportDetailPage from '../../areas/card/import/dsim-detail-page';
import ImportListPage from '../../areas/card/import/import-list-page';
import { pageTests, renderPage, signInAs } from '../../lib/page-harness';
import BatchDetailPage from '../card-batch/batch-detail-page';
import BatchListPage from '../card-batch/batch-list-page';
import { jobListDeclaration } from './job-list';

const texts = enUS.card;
const job = {
  channelCustId: 'C1001',
  total: 3,
  succeeded: 2,
  failed: 1,
  createdBy: 'alice',
  createdAt: '2026-11-20T08:00:00.000Z',
  progress: 100,
};
const batch = { ...job, batchId: 'B1', type: 'allocate', targetCustId: 'S2001', targetCustName: 'Shop', status: 'succeeded' };
const cardResults = [
  { iccid: '89860000000000000001', status: 'succeeded', fromCustId: 'S9' },
  { iccid: '89860000000000000002', status: 'failed', reason: 'Card not found or not yours' },
];
const dsimImport = { ...job, importId: 'I1', kind: 'dsim', fileName: 'pairs.csv', status: 'processing', progress: 40 };
const dsimRows = [
  { line: 2, sn: 'DEV-1', iccid1: '8986000000000000000001', iccid2: '8986000000000000000002', status: 'succeeded' },
];

let importState = dsimImport;
const api = pageTests(() => ({
  'batch.list': () => ({ items: [batch], cursor: null }),
  'batch.detail': () => batch,
  'batch.results': (body) => ({ items: cardResults.filter((r) => !body.status || r.status === body.status), cursor: null }),
  'card-import.list': () => ({ items: [dsimImport], cursor: null }),
  'card-import.detail': () => importState,
  'card-import.results': () => ({ items: dsimRows, cursor: null }),
  'download.list': () => ({
    items: [{ taskId: 'T1', fileName: 'cards.csv', rows: 10, status: 'failed', progress: 100, failureReason: 'Export failed' }],
    cursor: null,
  }),
}));

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('job lists declared from the contract’s job views', () => {
  it('take the view’s list route, filters and columns in order, with a View action per job', () => {
    const d = jobListDeclaration({ view: jobViews.batch, ns: 'card.batch', testId: 'batch', title: 't', detail: () => '/x' });
    expect(d.source).toBe('batch.list');
    expect(d.columns.map((c) => c.key)).toEqual(jobViews.batch.listColumns);
    expect(d.filters?.map((f) => f.field)).toEqual(['status', 'type']);
    expect(d.rowActions?.map((a) => a.id)).toEqual(['view']);
    // A list of one type sends it and offers no type filter.
    const recover = jobListDeclaration({ view: jobViews.batch, ns: 'card.batch', testId: 'batch', title: 't', type: 'recover' });
    expect(recover.filters?.map((f) => f.field)).toEqual(['status']);
    expect(recover.fixed?.({} as never)).toEqual({ type: 'recover' });
  });

  it('show a batch list with the common cells and the batch’s own target', async () => {
    signInAs('platform', []);
    renderPage(<BatchListPage />, '/card/batchoperate/list/:type?', '/card/batchoperate/list');
    const table = await screen.findByTestId('batch-table');
    await waitFor(() => expect(table.textContent).toContain('Shop'));
    expect(headers(table)).toContain(texts.batch.fields.enterprise);
    expect(screen.getByTestId('batch-status-B1').getAttribute('data-status')).toBe('succeeded');
    expect(screen.getByTestId('batch-view-B1').getAttribute('href')).toBe(
      '/card/batchoperate/detail/B1/allocate?channelCustId=C1001',
    );
  });

  it('show why a download task failed in the list itself (it has no detail page)', async () => {
    signInAs('enterprise', []);
    renderPage(<DownloadTaskPage />, '/card/downloadtask/list');
    const status = await screen.findByTestId('task-status-T1');
    expect(status.getAttribute('data-status')).toBe('failed');
    expect(status.textContent).toContain('Export failed');
    expect(api().bodiesOf('download.list')[0]).toEqual({ pageSize: 20 });
  });

  it('show an import list with its kind and a link to the dual-SIM detail', async () => {
    signInAs('enterprise', []);
    renderPage(<ImportListPage />, '/card/import-info/list');
    expect((await screen.findByTestId('import-kind-I1')).textContent).toBe(texts.import.kind.dsim);
    expect(screen.getByTestId('import-view-I1').getAttribute('href')).toBe('/card/import-info/dsimdetail/I1');
  });
});

describe('job details declared from the contract’s job views', () => {
  it('show the summary, and the result columns of the batch’s type', async () => {
    signInAs('enterprise', []);
    renderPage(<BatchDetailPage />, '/card/batchoperate/detail/:batchId/:state', '/card/batchoperate/detail/B1/allocate');
    expect((await screen.findByTestId('batch-total')).textContent).toBe('3');
    expect(screen.getByTestId('batch-status').getAttribute('data-status')).toBe('succeeded');
    expect(screen.getByTestId('batch-target').textContent).toBe('Shop');
    const results = await screen.findByTestId('batch-results');
    await waitFor(() => expect(results.textContent).toContain('S9'));
    expect(headers(results)).toEqual([
      texts.batch.fields.iccid,
      texts.batch.fields.result,
      texts.batch.fields.fromCustomer,
      texts.batch.fields.reason,
    ]);
    expect(api().bodiesOf('batch.results')[0]).toEqual({ batchId: 'B1', pageSize: 20 });
  });

  it('keep a standard-SIM detail’s results filter in the URL', async () => {
    signInAs('enterprise', []);
    const router = renderPage(
      <BatchDetailPage />,
      '/shortcuts/standardsim/detail/:batchId/:state?',
      '/shortcuts/standardsim/detail/B1/failed',
    );
    const results = await screen.findByTestId('batch-results');
    await waitFor(() => expect(api().bodiesOf('batch.results')[0]).toMatchObject({ status: 'failed' }));
    await waitFor(() => expect(results.querySelectorAll('tbody tr')).toHaveLength(1));
    await userEvent.click(screen.getByTestId('batch-results-filter'));
    await userEvent.click(await screen.findByRole('option', { name: texts.batch.resultStatus.succeeded }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shortcuts/standardsim/detail/B1/succeeded'));
  });

  it('poll a running import and read its results again when it ends', async () => {
    importState = dsimImport;
    signInAs('enterprise', []);
    renderPage(<DsimImportDetailPage />, '/card/import-info/dsimdetail/:batchId', '/card/import-info/dsimdetail/I1');
    expect((await screen.findByTestId('import-status')).getAttribute('data-status')).toBe('processing');
    expect(screen.getByTestId('import-progress').getAttribute('value')).toBe('40');
    const results = await screen.findByTestId('import-results');
    await waitFor(() => expect(results.textContent).toContain('DEV-1'));
    expect(headers(results)).toContain(texts.import.dsim.sn);
    importState = { ...dsimImport, status: 'succeeded', progress: 100 };
    await waitFor(() => expect(screen.getByTestId('import-status').getAttribute('data-status')).toBe('succeeded'), {
      timeout: 4000,
    });
    await waitFor(() => expect(api().bodiesOf('card-import.results').length).toBeGreaterThan(1));
  });
});
