// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../areas/card/i18n/en-US';
import { setLanguage } from '../../i18n';
import { type FakeApi, Refusal, fakeApi, pageTests, renderPage, signInAs } from '../../lib/page-harness';
import { textFilter } from './common-filters';
import type { ListDeclaration, ListDialogProps } from './declaration';
import { ListPage } from './list-page';
import { ListTabs } from './list-tabs';

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
    textFilter('name', 'test.name', { testId: 'filter-name' }),
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

const frame = pageTests(() => ({
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
}));
/** The fake API of the current test (a describe below answers with its own). */
let api$: FakeApi;
beforeEach(() => {
  remove.mockClear();
  api$ = frame();
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

  it('frames its table in a box of its own, except inside a panel that frames it (bare)', async () => {
    signInAs('enterprise', [featureCodes.labelEdit]);
    renderPage(page, '/test/list');
    await screen.findByTestId('link-r1');
    expect(screen.getByTestId('table').closest('section')?.className).toContain('rounded-xl');
    cleanup();
    renderPage(<ListPage embedded bare declaration={declaration} />, '/test/list');
    await screen.findByTestId('link-r1');
    expect(screen.getByTestId('table').closest('section')?.className ?? '').not.toContain('rounded-xl');
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

interface Card {
  iccid: string;
  labelId: string;
}
const cards = (from: number, n: number): Card[] =>
  Array.from({ length: n }, (_, i) => ({ iccid: `c${from + i}`, labelId: 'L1' }));
const CARDS = 'card.list';
const matching = vi.fn(async (_body: Record<string, unknown>) => ['c1', 'c2', 'c3', 'c4']);
/** Shows what the selection action handed over. */
function Handed({ payload }: ListDialogProps<Card>) {
  return <output data-testid="handed">{(payload as string[]).join(',')}</output>;
}
/** A part above the table, reading the list's context. */
function Panel({ ctx }: { ctx: { body: Record<string, unknown> } }) {
  return <output data-testid="panel">{JSON.stringify(ctx.body)}</output>;
}

const cardDeclaration: ListDeclaration<Card> = {
  title: 'test.cards',
  source: CARDS,
  scope: 'secondary',
  rowKey: (c) => c.iccid,
  fixed: ({ search }) => ({ poolId: search.get('poolId') ?? undefined }),
  sort: { column: 'iccid', field: 'sort', initial: 'asc' },
  filters: [
    {
      kind: 'remoteSelect',
      field: 'labelId',
      label: 'test.label',
      source: 'card-label.list',
      option: (l: { labelId: string; name: string }) => ({ value: l.labelId, label: l.name }),
      empty: 'test.noLabels',
      testId: 'filter-label',
    },
    {
      kind: 'text',
      field: 'imsi',
      label: 'test.imsi',
      pattern: /^\d{15}$/,
      invalid: 'test.badImsi',
      more: true,
      testId: 'filter-imsi',
    },
  ],
  columns: [{ key: 'iccid', header: 'test.iccid', format: 'code' }],
  selection: {
    max: 4,
    tooMany: 'test.tooMany',
    count: 'test.count',
    none: 'test.none',
    selectRow: (c) => ['test.select', { iccid: c.iccid }],
    selectAll: 'test.selectAll',
    selectPage: 'test.selectPage',
    matching: { label: 'test.matching', keys: matching, done: 'test.matched', failed: 'test.failed', tooManyCode: 40001 },
    actions: [{ id: 'hand', label: 'test.hand', run: (keys, ctx) => ctx.open('handed', null, keys), testId: 'hand' }],
    testId: 'cards',
  },
  dialogs: { handed: Handed },
  panel: Panel,
  heading: 'test.history',
  testIds: { table: 'cards' },
};

describe('ListPage: order, remote choices, selection helpers, panel', () => {
  beforeEach(() => {
    matching.mockClear();
    api$ = fakeApi({
      [CARDS]: (b) => ({ items: cards(b.cursor ? 3 : 1, 2), cursor: b.cursor ? null : 'c2' }),
      'card-label.list': (b) => ({ items: b.channelCustId === 'C1002' ? [] : [{ labelId: 'L1', name: 'Meters' }], cursor: null }),
      'customer.list': (b) => ({
        items: b.channelCustId
          ? [{ channelCustId: 'C1001', custId: 'S2001', name: 'Acme East' }]
          : [
              { channelCustId: 'C1001', custId: null, name: 'Acme' },
              { channelCustId: 'C1002', custId: null, name: 'Beta' },
            ],
        cursor: null,
      }),
    });
  });
  const page = (url = '/test/cards') => renderPage(<ListPage declaration={cardDeclaration} />, '/test/cards', url);
  const lastBody = () => api$.bodiesOf(CARDS).at(-1);
  const option = async (testId: string, name: string) => {
    await userEvent.click(screen.getByTestId(testId));
    await userEvent.click(await screen.findByRole('option', { name }));
  };

  it("sends the order with the list request only, and the URL's fixed fields with both", async () => {
    signInAs('enterprise', []);
    page('/test/cards?poolId=P1');
    await screen.findByText('c1');
    expect(lastBody()).toEqual({ poolId: 'P1', sort: 'asc', pageSize: 20 });
    expect(screen.getByTestId('panel').textContent).toBe('{"poolId":"P1"}');
    expect(screen.getByRole('heading', { name: 'test.history' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'test.iccid' }));
    await waitFor(() => expect(lastBody()).toEqual({ poolId: 'P1', sort: 'desc', pageSize: 20 }));
  });

  it("offers the enterprise's remote choices, clears them when another enterprise is chosen, and narrows to a secondary customer", async () => {
    signInAs('platform', [featureCodes.customerButtons]);
    page();
    await screen.findByText('c1');
    expect(api$.bodiesOf('card-label.list')).toEqual([{ pageSize: 100, channelCustId: 'C1001' }]);
    await option('filter-label', 'Meters');
    await userEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastBody()).toMatchObject({ labelId: 'L1', channelCustId: 'C1001' }));
    await option('customer-picker', 'Acme East');
    await waitFor(() => expect(lastBody()).toMatchObject({ labelId: 'L1', channelCustId: 'C1001', custId: 'S2001' }));
    await option('enterprise-picker', 'Beta (C1002)');
    await waitFor(() => expect(lastBody()).toEqual({ channelCustId: 'C1002', sort: 'asc', pageSize: 20 }));
    await userEvent.click(screen.getByTestId('filter-label'));
    expect(await screen.findByRole('option', { name: 'test.noLabels' })).toBeTruthy();
  });

  it('keeps the filters behind "More filters", and checks them before searching', async () => {
    signInAs('enterprise', []);
    page();
    await screen.findByText('c1');
    expect(screen.queryByTestId('filter-imsi')).toBeNull();
    await userEvent.click(screen.getByTestId('filter-more'));
    await userEvent.type(screen.getByTestId('filter-imsi'), '123');
    expect(await screen.findByText('test.badImsi')).toBeTruthy();
    const reads = api$.bodiesOf(CARDS).length;
    await userEvent.click(screen.getByTestId('filter-search'));
    expect(api$.bodiesOf(CARDS).length).toBe(reads);
    // A value behind the button keeps the section open.
    await userEvent.click(screen.getByTestId('filter-more'));
    expect(screen.getByTestId('filter-imsi')).toBeTruthy();
  });

  it('selects the page and every matching row within the limit, and hands the selection to an action', async () => {
    signInAs('enterprise', []);
    page();
    await screen.findByText('c1');
    const count = () => screen.getByTestId('cards-selection-count');
    expect(count().textContent).toBe('test.none');
    expect((screen.getByTestId('hand') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('cards-select-page'));
    expect(count().getAttribute('data-count')).toBe('2');
    // Every matching row (the server answers at most the limit), then a refusal of more: the selection stays.
    await userEvent.click(screen.getByTestId('cards-select-all'));
    expect(matching).toHaveBeenCalledWith({}, expect.anything());
    expect(await screen.findByText('test.matched')).toBeTruthy();
    expect(count().getAttribute('data-count')).toBe('4');
    matching.mockRejectedValueOnce({ type: 'logic', status: 422, errorCode: 40001, msg: 'too many' });
    await userEvent.click(screen.getByTestId('cards-select-all'));
    expect(await screen.findByText('test.tooMany')).toBeTruthy();
    expect(screen.queryByText('test.failed')).toBeNull();
    expect(count().getAttribute('data-count')).toBe('4');
    await userEvent.click(screen.getByTestId('hand'));
    expect((await screen.findByTestId('handed')).textContent).toBe('c1,c2,c3,c4');
    await userEvent.click(screen.getByTestId('cards-select-clear'));
    expect(count().textContent).toBe('test.none');
  });
});

describe('ListPage: a list answered whole', () => {
  const NAMES = 'operator-config.nameList';
  interface Code {
    operator: string;
    code: string;
  }
  const names: ListDeclaration<Code> = {
    title: 'test.names',
    source: NAMES,
    paged: false,
    localized: true,
    rows: (answer: { items: { operator: string; statusCodes: { code: string }[] }[] }) =>
      answer.items.flatMap((o) => o.statusCodes.map((s) => ({ operator: o.operator, code: s.code }))),
    rowKey: (c) => `${c.operator}/${c.code}`,
    columns: [
      { key: 'operator', header: 'test.operator' },
      { key: 'code', header: 'test.code', format: 'code' },
    ],
    testIds: { table: 'names' },
  };

  it('reads every row at once (no page size, no pagination), again in another language', async () => {
    signInAs('platform', []);
    api$ = fakeApi({
      [NAMES]: () => ({
        items: [
          { operator: 'CMCC', statusCodes: [{ code: '1' }, { code: 'J' }] },
          { operator: 'CUCC', statusCodes: [{ code: 'T' }] },
        ],
      }),
    });
    renderPage(<ListPage declaration={names} />, '/test/names');
    await screen.findByText('J');
    expect(within(screen.getByTestId('names')).getAllByRole('row')).toHaveLength(4);
    expect(api$.bodiesOf(NAMES)).toEqual([{}]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    setLanguage('zh-CN');
    await waitFor(() => expect(api$.bodiesOf(NAMES)).toHaveLength(2));
  });

  it('says when the list could not be read', async () => {
    signInAs('platform', []);
    api$ = fakeApi({ [NAMES]: () => new Refusal(500, 0, 'down') });
    renderPage(<ListPage declaration={names} />, '/test/names');
    expect(await screen.findByTestId('load-error')).toBeTruthy();
  });
});

describe('ListPage: texts prefix, row key field, a header action with its own dialog, lists in tabs', () => {
  const TEXTS_LIST = 'card-label.list';
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi({ [TEXTS_LIST]: () => ({ items: rows, cursor: null }) });
  });
  function Adding({ close }: ListDialogProps<Row>) {
    return (
      <button type="button" data-testid="adding" onClick={close}>
        adding
      </button>
    );
  }
  const prefixed: ListDeclaration<Row> = {
    texts: 'card.label',
    source: TEXTS_LIST,
    rowKey: 'id',
    columns: [{ key: 'name' }, { key: 'bytes', header: 'test.bytes' }],
    headerActions: [{ id: 'add', label: 'test.add', open: Adding, testId: 'add' }],
    testIds: { table: 'prefixed' },
  };

  it('names the title, subtitle and headers from the texts prefix, and keys rows by the named field', async () => {
    signInAs('enterprise', []);
    renderPage(<ListPage declaration={prefixed} />, '/test/prefixed');
    const table = await screen.findByTestId('prefixed');
    await waitFor(() => expect(table.textContent).toContain('Trackers'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(enUS.card.label.title);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([enUS.card.label.fields.name, 'test.bytes']);
    expect(api.bodiesOf(TEXTS_LIST)).toEqual([{ pageSize: 20 }]);
  });

  it('opens the dialog a header action brings, and closes it', async () => {
    signInAs('enterprise', []);
    renderPage(<ListPage declaration={prefixed} />, '/test/prefixed');
    await userEvent.click(await screen.findByTestId('add'));
    await userEvent.click(await screen.findByTestId('adding'));
    await waitFor(() => expect(screen.queryByTestId('adding')).toBeNull());
  });

  it('shows declared lists in tabs under one header', async () => {
    signInAs('enterprise', []);
    const other: ListDeclaration<Row> = { ...prefixed, title: 'test.other', testIds: { table: 'other' } };
    function Tabbed() {
      const [tab, setTab] = useState('a');
      return (
        <ListTabs
          title="test.tabs"
          tabs={[
            { id: 'a', label: 'test.a', declaration: prefixed },
            { id: 'b', label: 'test.b', declaration: other },
          ]}
          selected={tab}
          onChange={setTab}
        />
      );
    }
    renderPage(<Tabbed />, '/test/tabs');
    expect(await screen.findByTestId('prefixed')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'test.b' }));
    expect(await screen.findByTestId('other')).toBeTruthy();
  });
});
