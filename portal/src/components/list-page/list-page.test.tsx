// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/testing';
import { session } from '../../app/services';
import { setLanguage } from '../../i18n';
import { fakeApi, renderPage, signInAs } from '../../lib/page-harness';
import type { ListDeclaration } from './declaration';
import { ListPage } from './list-page';

interface Row {
  id: string;
  name: string;
  state: 'on' | 'off';
  bytes: number;
}
const rows: Row[] = [
  { id: 'r1', name: 'Meters', state: 'on', bytes: 2048 },
  { id: 'r2', name: 'Trackers', state: 'off', bytes: 0 },
];
const LIST = 'card-label.list';
const remove = vi.fn(async (_id: string) => ({}));

const declaration: ListDeclaration<Row> = {
  title: 'test.title',
  source: LIST,
  scope: 'enterprise',
  rowKey: (r) => r.id,
  filters: [
    { kind: 'text', field: 'name', label: 'test.name', testId: 'filter-name' },
    { kind: 'select', field: 'state', label: 'test.state', options: ['on', 'off'], optionLabel: 'test.states' },
  ],
  columns: [
    { key: 'name', header: 'test.name', link: (r) => `/test/detail/${r.id}`, linkTestId: (r) => `link-${r.id}` },
    { key: 'state', header: 'test.state', state: { tones: { on: 'green', off: 'slate' }, label: 'test.states' } },
    { key: 'bytes', header: 'test.bytes', format: 'size' },
  ],
  rowActions: [
    {
      id: 'delete',
      label: 'test.delete',
      permission: featureCodes.labelDelete,
      testId: (r) => `delete-${r.id}`,
      confirm: { title: (r) => ['test.deleteTitle', { name: r.name }], run: (r) => remove(r.id), dialogTestId: 'delete-dialog' },
    },
  ],
  headerActions: [{ id: 'add', label: 'test.add', permission: featureCodes.labelEdit, to: () => '/test/new', testId: 'add' }],
  selection: {
    max: 3,
    tooMany: 'test.tooMany',
    count: 'test.count',
    selectRow: (r) => ['test.select', { name: r.name }],
    selectAll: 'test.selectAll',
    actions: [],
  },
  testIds: { table: 'table' },
};

let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.refresh();
  setLanguage('en-US');
  remove.mockClear();
  api$ = fakeApi({
    [LIST]: (b) => ({
      items: b.cursor
        ? [
            { ...rows[0], id: 'r3' },
            { ...rows[1], id: 'r4' },
          ]
        : rows,
      cursor: b.cursor ? null : 'c2',
    }),
    'customer.list': () => ({
      items: [
        { channelCustId: 'C1001', custId: null, name: 'Acme' },
        { channelCustId: 'C1002', custId: null, name: 'Beta' },
      ],
      cursor: null,
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = <ListPage declaration={declaration} />;

describe('ListPage', () => {
  it('sends the applied filters with the tenant scope, and formats the declared columns', async () => {
    signInAs('platform', [featureCodes.labelEdit]);
    renderPage(page, '/test/list');
    expect(await screen.findByTestId('link-r1')).toBeTruthy();
    // Platform staff open on the first listed enterprise (lib/default-enterprise.ts).
    expect(api$.bodiesOf(LIST)[0]).toEqual({ channelCustId: 'C1001', pageSize: 20 });
    expect(screen.getByTestId('table').textContent).toContain('2.00\u00a0KB');
    await userEvent.type(screen.getByTestId('filter-name'), '  Meters ');
    await userEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(api$.bodiesOf(LIST).at(-1)).toEqual({ name: 'Meters', channelCustId: 'C1001', pageSize: 20 }));
    await userEvent.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(api$.bodiesOf(LIST).at(-1)).toEqual({ channelCustId: 'C1001', pageSize: 20 }));
  });

  it('shows header and row actions only to holders of their permission codes', async () => {
    signInAs('enterprise', [featureCodes.labelEdit]);
    renderPage(page, '/test/list');
    await screen.findByTestId('link-r1');
    expect(screen.getByTestId('add')).toBeTruthy();
    expect(screen.queryByTestId('delete-r1')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    // An enterprise's own list: no enterprise in the body.
    expect(api$.bodiesOf(LIST)[0]).toEqual({ pageSize: 20 });
  });

  it('confirms a destructive row action before running it, then re-reads the list', async () => {
    signInAs('enterprise', [featureCodes.labelDelete]);
    renderPage(page, '/test/list');
    await userEvent.click(await screen.findByTestId('delete-r1'));
    expect(remove).not.toHaveBeenCalled();
    const dialog = await screen.findByTestId('delete-dialog');
    const reads = api$.bodiesOf(LIST).length;
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(remove).toHaveBeenCalledWith('r1');
    await waitFor(() => expect(api$.bodiesOf(LIST).length).toBeGreaterThan(reads));
    expect(screen.queryByTestId('delete-dialog')).toBeNull();
  });

  it('keeps a selection across pages up to its limit and says so beyond it', async () => {
    signInAs('enterprise', []);
    renderPage(page, '/test/list');
    await screen.findByTestId('link-r1');
    const count = () => screen.getByTestId('list-selection-count').getAttribute('data-count');
    await userEvent.click(screen.getByRole('checkbox', { name: 'test.selectAll' }));
    expect(count()).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('link-r3');
    const rowBox = (id: string) => screen.getByTestId(`link-${id}`).closest('tr')?.querySelector('input') as HTMLInputElement;
    await userEvent.click(rowBox('r3'));
    expect(count()).toBe('3');
    await userEvent.click(rowBox('r4'));
    expect(count()).toBe('3');
    expect(await screen.findByText('test.tooMany')).toBeTruthy();
  });
});
