import { describe, expect, it } from 'vitest';
import type { DetailContext, DetailDeclaration, DetailSectionDeclaration } from './declaration';
import { detailRequest, fieldText, formatValue, visibleDetailActions, visibleSections } from './detail-model';

interface Plan {
  id: string;
  name: string;
  status: 'on' | 'off';
  priceFen: number;
  quotaBytes: number;
  createdAt: string;
  month: string;
  taxRate: number;
  remark: string | null;
}
const plan: Plan = {
  id: 'P1',
  name: 'IoT 1 GB',
  status: 'on',
  priceFen: 123456,
  quotaBytes: 1024 * 1024 * 1024,
  createdAt: '2026-11-02T09:30:00',
  month: '2026-11',
  taxRate: 6,
  remark: null,
};

const ctxOf = (permissions: string[] = [], scope: Partial<DetailContext['scope']> = {}): DetailContext =>
  ({
    t: ((key: string) => `<${key}>`) as unknown as DetailContext['t'],
    session: { permissions } as unknown as DetailContext['session'],
    scope: { ready: true, body: {}, ...scope } as DetailContext['scope'],
    params: { id: 'P1' },
    search: new URLSearchParams(),
    reload: () => undefined,
    open: () => undefined,
    navigate: () => undefined,
  }) as DetailContext;

describe('detail fields', () => {
  it('print through the formats of lib/format.ts, an empty value as the one placeholder', () => {
    const t = (k: string) => k;
    expect(formatValue('money', 123456, t)).toBe('¥1,234.56');
    expect(formatValue('size', 1536, t)).toBe('1.50\u00a0KB');
    expect(formatValue('dateTime', '2026-11-02T09:30:00', t)).toBe('2026/11/02 09:30:00');
    expect(formatValue('date', '2026-11-02', t)).toBe('2026/11/02');
    expect(formatValue('month', '2026-11', t)).toBe('2026/11');
    expect(formatValue('percent', 6, t)).toBe('6%');
    expect(formatValue('count', 10000, t)).toBe('10,000');
    expect(formatValue('actor', 'platform', t)).toBe('common.platformActor');
    expect(formatValue('text', null, t)).toBe('—');
    expect(formatValue('money', '', t)).toBe('—');
  });

  it('show an enum or a state by its label key, their own value, or the record property of their key', () => {
    const ctx = ctxOf();
    expect(fieldText({ key: 'status', label: 'f.status', enumLabel: 'plan.status' }, plan, ctx)).toBe('<plan.status.on>');
    expect(fieldText({ key: 'status', label: 'f.status', state: { tones: { on: 'green' }, label: 's' } }, plan, ctx)).toBe(
      '<s.on>',
    );
    expect(fieldText({ key: 'price', label: 'f.price', format: 'money', value: (p) => p.priceFen }, plan, ctx)).toBe('¥1,234.56');
    expect(fieldText({ key: 'quotaBytes', label: 'f.quota', format: 'size' }, plan, ctx)).toBe('1.00\u00a0GB');
    expect(fieldText({ key: 'remark', label: 'f.remark', enumLabel: 'x' }, plan, ctx)).toBe('—');
  });
});

describe('detail sections and actions', () => {
  const sections: DetailSectionDeclaration<Plan>[] = [
    {
      id: 'basic',
      fields: [
        { key: 'name', label: 'f.name' },
        { key: 'priceFen', label: 'f.price', format: 'money', visible: (_, ctx) => ctx.session.permissions.includes('prices') },
      ],
    },
    { id: 'prices', fields: [{ key: 'taxRate', label: 'f.tax', visible: (p) => p.status === 'off' }] },
    { id: 'hidden', fields: [{ key: 'name', label: 'f.name' }], visible: () => false },
    { id: 'structure', content: () => null },
  ];

  it('show the fields a session may see and drop a section left empty (one with its own content stays)', () => {
    const shown = visibleSections(sections, plan, ctxOf());
    expect(shown.map((s) => [s.id, s.fields.map((f) => f.key)])).toEqual([
      ['basic', ['name']],
      ['structure', []],
    ]);
    expect(visibleSections(sections, plan, ctxOf(['prices']))[0]?.fields.map((f) => f.key)).toEqual(['name', 'priceFen']);
  });

  it('show an action to holders of its permission code whose own rule passes', () => {
    const actions: DetailDeclaration<Plan>['actions'] = [
      { id: 'edit', label: 'edit', permission: '2090001', to: (p) => `/plan/edit/${p.id}` },
      { id: 'switch', label: 'switch', visible: (p) => p.status === 'off', confirm: { title: 't', run: async () => null } },
      { id: 'history', label: 'history', to: () => '/history' },
    ];
    expect(visibleDetailActions(actions, plan, ctxOf()).map((a) => a.id)).toEqual(['history']);
    expect(visibleDetailActions(actions, plan, ctxOf(['2090001'])).map((a) => a.id)).toEqual(['edit', 'history']);
    expect(visibleDetailActions(actions, { ...plan, status: 'off' }, ctxOf()).map((a) => a.id)).toEqual(['switch', 'history']);
  });

  it('read by the URL, adding the tenant scope to a record found by id, and wait while the scope is not ready', () => {
    const declaration = { request: (ctx: { params: Record<string, string | undefined> }) => ({ id: ctx.params.id }) };
    expect(detailRequest(declaration, ctxOf([], { body: { channelCustId: 'C1002' } }))).toEqual({ id: 'P1' });
    expect(detailRequest({ ...declaration, scope: 'byId' }, ctxOf([], { body: { channelCustId: 'C1002' } }))).toEqual({
      id: 'P1',
      channelCustId: 'C1002',
    });
    expect(detailRequest({ ...declaration, scope: 'byId' }, ctxOf([], { ready: false }))).toBeNull();
    expect(detailRequest({ request: () => null }, ctxOf())).toBeNull();
  });
});
