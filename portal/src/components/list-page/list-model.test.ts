import { featureCodes } from '@cmp/functions/platform/permissions';
import { describe, expect, it } from 'vitest';
import { EMPTY, UNIT_SPACE } from '../../lib/format';
import type { FilterDeclaration } from './declaration';
import {
  addToSelection,
  emptyDraft,
  formatCell,
  holdsMore,
  invalidFilters,
  problemOf,
  toRequestBody,
  visibleActions,
  withoutRemoteChoices,
} from './list-model';

const filters: FilterDeclaration[] = [
  { kind: 'text', field: 'name', label: 'x.name', pattern: /^[a-z ]+$/ },
  { kind: 'exactOrRange', field: 'iccid', label: 'x.iccid' },
  { kind: 'select', field: 'state', label: 'x.state', options: [1, 2], optionLabel: 'x.states' },
  { kind: 'dateRange', field: 'date', label: 'x.date' },
];

describe('filters → request body', () => {
  it('starts from an empty draft with range filters in exact mode', () => {
    expect(emptyDraft(filters)).toEqual({
      name: '',
      iccid: '',
      iccidFrom: '',
      iccidTo: '',
      iccidMode: 'exact',
      state: '',
      dateFrom: '',
      dateTo: '',
    });
  });

  it('sends trimmed values, drops empty ones and sends only the active side of an exact/range filter', () => {
    const draft = { ...emptyDraft(filters), name: '  fleet ', iccid: '8986', iccidFrom: '1', state: 2, dateFrom: '2026-01-01' };
    expect(toRequestBody(filters, draft)).toEqual({ name: 'fleet', iccid: '8986', state: 2, dateFrom: '2026-01-01' });
    const range = { ...draft, iccidMode: 'range', iccidTo: ' 9 ' };
    expect(toRequestBody(filters, range)).toEqual({
      name: 'fleet',
      iccidFrom: '1',
      iccidTo: '9',
      state: 2,
      dateFrom: '2026-01-01',
    });
  });

  it('adds the fixed fields and the tenant scope last, so a filter cannot override them', () => {
    const draft = { ...emptyDraft(filters), name: 'x' };
    const body = toRequestBody(filters, draft, { channelCustId: 'C1001', custId: '', name: 'forced' });
    expect(body).toEqual({ name: 'forced', channelCustId: 'C1001' });
  });

  it('names the text filters that do not match their pattern (no search meanwhile)', () => {
    expect(invalidFilters(filters, { ...emptyDraft(filters), name: 'ok name' })).toEqual([]);
    expect(invalidFilters(filters, { ...emptyDraft(filters), name: 'no 1' })).toEqual(['name']);
    expect(invalidFilters(filters, emptyDraft(filters))).toEqual([]);
  });
});

describe('checked ranges, the "more" section and remote choices', () => {
  const checked: FilterDeclaration[] = [
    { kind: 'exactOrRange', field: 'iccid', label: 'x.iccid', pattern: /^\d{19,20}$/, invalid: 'x.bad', reversed: 'x.order' },
    { kind: 'dateRange', field: 'at', label: 'x.at', more: true },
    { kind: 'text', field: 'imsi', label: 'x.imsi', more: true },
    {
      kind: 'remoteSelect',
      field: 'labelId',
      label: 'x.label',
      source: 'card-label.list',
      option: () => ({ value: 1, label: '' }),
    },
  ];
  const A = '89860012345600000001';
  const B = '89860012345600000099';

  it('checks the exact value, or each side of a range and their order', () => {
    const draft = emptyDraft(checked);
    expect(problemOf(checked[0]!, { ...draft, iccid: '123' }, 'iccid')).toBe('x.bad');
    expect(invalidFilters(checked, { ...draft, iccid: ` ${A} ` })).toEqual([]);
    // In range mode the exact value no longer counts; each side is checked, then their order.
    const range = { ...draft, iccidMode: 'range', iccid: '123', iccidFrom: B, iccidTo: A };
    expect(problemOf(checked[0]!, range, 'iccidFrom')).toBeUndefined();
    expect(problemOf(checked[0]!, range, 'iccidTo')).toBe('x.order');
    expect(invalidFilters(checked, range)).toEqual(['iccid']);
    expect(invalidFilters(checked, { ...range, iccidTo: '1' })).toEqual(['iccid']);
    expect(toRequestBody(checked, { ...range, iccidTo: B })).toEqual({ iccidFrom: B, iccidTo: B });
    // A date range says the kit's own message unless it names one.
    expect(problemOf(checked[1]!, { ...draft, atFrom: '2026-02-01', atTo: '2026-01-01' }, 'atTo')).toBe('formRules.dateRange');
  });

  it('keeps "more filters" open while one of them holds a value', () => {
    const draft = emptyDraft(checked);
    expect(holdsMore(checked, draft)).toBe(false);
    expect(holdsMore(checked, { ...draft, iccid: '1' })).toBe(false);
    expect(holdsMore(checked, { ...draft, atTo: '2026-01-01' })).toBe(true);
    expect(holdsMore(checked, { ...draft, imsi: ' 4 ' })).toBe(true);
  });

  it('clears the remote choices (they belong to the enterprise) and nothing else', () => {
    const draft = { ...emptyDraft(checked), imsi: '4', labelId: 'L1' };
    expect(withoutRemoteChoices(checked, draft)).toEqual({ ...draft, labelId: '' });
    const none = emptyDraft(checked);
    expect(withoutRemoteChoices(checked, none)).toBe(none);
  });
});

describe('column formats', () => {
  const t = (key: string) => (key === 'common.platformActor' ? 'Platform' : key);
  it('prints each kind of value through lib/format', () => {
    expect(formatCell('date', '2026-03-05', t)).toBe('2026/03/05');
    expect(formatCell('dateTime', new Date(2026, 0, 2, 3, 4, 5).toISOString(), t)).toBe('2026/01/02 03:04:05');
    expect(formatCell('size', 1536, t)).toBe(`1.50${UNIT_SPACE}KB`);
    expect(formatCell('money', 123456, t)).toBe('¥1,234.56');
    expect(formatCell('count', 10000, t)).toBe('10,000');
    expect(formatCell('actor', 'platform', t)).toBe('Platform');
    expect(formatCell('code', '8986', t)).toBe('8986');
  });

  it('prints the one placeholder for an empty value, whatever the format', () => {
    for (const format of ['text', 'date', 'size', 'money', 'count', 'actor'] as const) {
      expect(formatCell(format, null, t)).toBe(EMPTY);
      expect(formatCell(format, '', t)).toBe(EMPTY);
    }
    expect(formatCell('date', 'not a date', t)).toBe(EMPTY);
  });
});

describe('row actions by permission', () => {
  const actions = [
    { id: 'view' },
    { id: 'edit', permission: featureCodes.labelEdit },
    { id: 'delete', permission: featureCodes.labelDelete, visible: (row: { used: boolean }) => !row.used },
  ];
  it('shows an action without a code to everyone and one with a code only to its holders', () => {
    const ids = (perms: string[], used = false) => visibleActions(actions, { used }, {}, perms).map((a) => a.id);
    expect(ids([])).toEqual(['view']);
    expect(ids([featureCodes.labelEdit])).toEqual(['view', 'edit']);
    expect(ids([featureCodes.labelEdit, featureCodes.labelDelete])).toEqual(['view', 'edit', 'delete']);
    expect(ids([featureCodes.labelDelete], true)).toEqual(['view']);
  });
});

describe('selection across pages', () => {
  it('keeps the union of the pages up to the limit and refuses more', () => {
    expect(addToSelection(['a', 'b'], ['b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(addToSelection(['a', 'b'], ['c', 'd'], 3)).toBeNull();
    const full = Array.from({ length: 10_000 }, (_, i) => String(i));
    expect(addToSelection(full, ['0'], 10_000)).toHaveLength(10_000);
    expect(addToSelection(full, ['new'], 10_000)).toBeNull();
  });
});
