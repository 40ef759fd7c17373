import { describe, expect, it } from 'vitest';
import type { Tenant } from '../shared/auth/tenant.ts';
import { decodeCursor, encodeCursor } from '../shared/data/page-cursor.ts';
import { thrownBy } from '../shared/http/app-error.test-support.ts';
import { parseInput } from '../shared/http/schema.ts';
import { type CardFilter, cardFilterSchema, shanghaiDayEnd, shanghaiDayStart, validateCardFilter } from './card-filter.ts';
import {
  type IndexQueryPlan,
  cardMatches,
  cursorFits,
  cursorKeyOf,
  planCardQuery,
  routeOfCursor,
  subStateRoute,
} from './card-query.ts';

const acme: Tenant = { channelCustId: 'C1001', custId: null };
const east: Tenant = { channelCustId: 'C1001', custId: 'S2001' };
const A = '89860012345600000001';
const B = '89860012345600000099';
/** An active China Mobile card of Acme's own stock, for the point look-ups. */
const acmeCard = {
  iccid: A,
  msisdn: '1440100000001',
  imsi: '460001200000001',
  imei: '860000000000001',
  operator: 'CMCC',
  state: 64,
  channelCustId: 'C1001',
  custId: null,
  goodsReleaseId: 'G001',
  networkType: 2,
};

const index = (filter: CardFilter, tenant = acme, sort: 'asc' | 'desc' = 'asc'): IndexQueryPlan => {
  const plan = planCardQuery(tenant, filter, sort);
  if (plan.kind !== 'index') throw new Error(`expected an index plan, got ${plan.kind}`);
  return plan;
};
/** DynamoDB rejects declared names or values that no expression uses. */
function expectAllPlaceholdersUsed(plan: IndexQueryPlan) {
  const text = `${plan.keyCondition} ${plan.filterExpression ?? ''}`;
  for (const n of Object.keys(plan.names)) expect(text).toContain(n);
  for (const v of Object.keys(plan.values)) expect(text).toContain(v);
}

describe('planCardQuery', () => {
  it('exact ICCID is a point look-up, whatever else is given', () => {
    expect(planCardQuery(acme, { iccid: A, state: 64, msisdn: '1440100000001' })).toEqual({ kind: 'iccid', iccid: A });
  });

  it('exact MSISDN is a byAlternateId look-up', () => {
    expect(planCardQuery(acme, { msisdn: '1440100000001', operator: 'CMCC' })).toEqual({
      kind: 'msisdn',
      msisdn: '1440100000001',
      gsi2pk: 'MSISDN#1440100000001',
    });
  });

  it.each([
    ['IMSI', { imsi: '460001200000001', operator: 'CMCC', state: 64 }, '460001200000001'],
    ['IMEI', { imei: '860000000000001', goodsReleaseId: 'G001' }, '860000000000001'],
    ['IMSI before IMEI', { imsi: '460001200000001', imei: '860000000000001' }, '460001200000001'],
  ] as const)('exact %s is a byAlternateId look-up of its entry, the other filters checked on the card', (_, filter, value) => {
    const kind = 'imsi' in filter ? 'IMSI' : 'IMEI';
    for (const tenant of [acme, east])
      expect(planCardQuery(tenant, filter)).toEqual({ kind: 'altId', altKind: kind, value, gsi2pk: `${kind}#${value}` });
  });

  it('exact ICCID and MSISDN come before IMSI and IMEI', () => {
    expect(planCardQuery(acme, { iccid: A, imsi: '460001200000001' }).kind).toBe('iccid');
    expect(planCardQuery(acme, { msisdn: '1440100000001', imei: '860000000000001' }).kind).toBe('msisdn');
  });

  it("an enterprise's activation days are a key condition on its activation entries, the day bounds in Shanghai time", () => {
    const plan = index({ activatedFrom: '2026-03-01', activatedTo: '2026-03-31', state: 64 });
    expect(plan).toEqual({
      kind: 'index',
      indexName: 'byCustomerState',
      partition: { name: 'gsi1pk', value: 'CUST#C1001#ACTIVATED' },
      sortKeyName: 'gsi1sk',
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      // Sort keys are `<activatedAt>#<iccid>`: the next day's first instant closes the range, exclusive.
      sortKeyRange: { from: '2026-02-28T16:00:00.000Z', to: '2026-03-31T16:00:00.000Z' },
      keyCondition: '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo',
      names: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      values: { ':pk': 'CUST#C1001#ACTIVATED', ':skFrom': '2026-02-28T16:00:00.000Z', ':skTo': '2026-03-31T16:00:00.000Z' },
      scanIndexForward: true,
      // The state is checked on the cards read.
      directory: 'activation',
    });
    expectAllPlaceholdersUsed(plan);
    expect(`2026-03-31T15:59:59.999Z#${A}` <= plan.sortKeyRange.to).toBe(true);
    expect(`2026-03-31T16:00:00.000Z#${A}` <= plan.sortKeyRange.to).toBe(false);
    expect(index({ activatedFrom: '2026-03-01' }).sortKeyRange).toEqual({ from: '2026-02-28T16:00:00.000Z', to: '~' });
    expect(index({ activatedTo: '2026-03-01' }).sortKeyRange).toEqual({ from: '0', to: '2026-03-01T16:00:00.000Z' });
    // An ICCID range keeps its own plan; a secondary customer filters its own index.
    expect(index({ activatedFrom: '2026-03-01', iccidFrom: A }).directory).toBe('iccid');
    expect(index({ activatedFrom: '2026-03-01' }, east).directory).toBeUndefined();
  });

  it('no filter: the whole enterprise partition, ascending, no FilterExpression', () => {
    const plan = index({});
    expect(plan).toMatchObject({
      indexName: 'byCustomerState',
      partition: { name: 'gsi1pk', value: 'CUST#C1001#CARDS' },
      keyCondition: '#pk = :pk',
      names: { '#pk': 'gsi1pk' },
      values: { ':pk': 'CUST#C1001#CARDS' },
      scanIndexForward: true,
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    });
    expect(plan.filterExpression).toBeUndefined();
    expectAllPlaceholdersUsed(plan);
  });

  it('a secondary customer reads its own sparse index, keyed by ICCID only: the state is a filter', () => {
    const plan = index({ state: 64 }, east);
    expect(plan).toMatchObject({
      indexName: 'bySubCustomerState',
      partition: { name: 'gsi3pk', value: 'CUST#C1001#SUB#S2001#CARDS' },
      keyCondition: '#pk = :pk',
      filterExpression: '#state = :state',
      values: { ':pk': 'CUST#C1001#SUB#S2001#CARDS', ':state': 64 },
      keyAttributes: ['pk', 'sk', 'gsi3pk', 'gsi3sk'],
      sortKeyRange: { from: '0', to: '~' },
    });
    expectAllPlaceholdersUsed(plan);
  });

  it("a secondary customer's ICCID range is its index's key condition", () => {
    const plan = index({ iccidFrom: A, iccidTo: B, state: 65 }, east);
    expect(plan.keyCondition).toBe('#pk = :pk AND #sk BETWEEN :skFrom AND :skTo');
    expect(plan.values).toMatchObject({ ':skFrom': A, ':skTo': B, ':state': 65 });
    expect(plan.names['#sk']).toBe('gsi3sk');
    expect(index({ iccidFrom: A }, east).values).toMatchObject({ ':skFrom': A, ':skTo': '~' });
    expectAllPlaceholdersUsed(plan);
  });

  it("routed to the enterprise's state range, a secondary customer's page keeps only its cards", () => {
    const plan = planCardQuery(east, { state: 64, operator: 'CMCC' }, 'asc', 'enterpriseRange') as IndexQueryPlan;
    expect(plan).toMatchObject({
      indexName: 'byCustomerState',
      partition: { name: 'gsi1pk', value: 'CUST#C1001#CARDS' },
      keyCondition: '#pk = :pk AND begins_with(#sk, :skPrefix)',
      values: { ':skPrefix': 'S#64#', ':custId': 'S2001', ':operator': 'CMCC' },
    });
    expect(plan.filterExpression).toContain('#custId = :custId');
    expectAllPlaceholdersUsed(plan);
    // Only a state filter can use the enterprise range; an enterprise user never gets the custId filter.
    expect(planCardQuery(east, { operator: 'CMCC' }, 'asc', 'enterpriseRange')).toMatchObject({
      indexName: 'bySubCustomerState',
    });
    expect((planCardQuery(acme, { state: 64 }, 'asc', 'enterpriseRange') as IndexQueryPlan).filterExpression).toBeUndefined();
  });

  it('subStateRoute reads whichever index holds fewer items to go through', () => {
    expect(subStateRoute(120, 5000)).toBe('enterpriseRange');
    expect(subStateRoute(400_000, 300)).toBe('ownCards');
  });

  it('routeOfCursor tells the index a cursor was made on, so paging never switches', () => {
    expect(routeOfCursor(encodeCursor({ pk: 'a', sk: 'b', gsi1pk: 'c', gsi1sk: 'd' })!)).toBe('enterpriseRange');
    expect(routeOfCursor(encodeCursor({ pk: 'a', sk: 'b', gsi3pk: 'c', gsi3sk: 'd' })!)).toBe('ownCards');
    expect(routeOfCursor('not a cursor')).toBeUndefined();
  });

  it('scope fields of the filter never choose the partition: the tenant does', () => {
    expect(index({ channelCustId: 'C1002', custId: 'S2003' }).partition.value).toBe('CUST#C1001#CARDS');
  });

  it('state goes into the key condition as a prefix', () => {
    const plan = index({ state: 64 });
    expect(plan.keyCondition).toBe('#pk = :pk AND begins_with(#sk, :skPrefix)');
    expect(plan.values[':skPrefix']).toBe('S#64#');
    expect(plan.filterExpression).toBeUndefined();
  });

  it('state with an ICCID range: BETWEEN on the sort key, open ends closed by the state', () => {
    const both = index({ state: 65, iccidFrom: A, iccidTo: B });
    expect(both.keyCondition).toBe('#pk = :pk AND #sk BETWEEN :skFrom AND :skTo');
    expect(both.values).toMatchObject({ ':skFrom': `S#65#${A}`, ':skTo': `S#65#${B}` });
    expect(index({ state: 65, iccidFrom: A }).values).toMatchObject({ ':skFrom': `S#65#${A}`, ':skTo': 'S#65#~' });
    expect(index({ state: 65, iccidTo: B }).values).toMatchObject({ ':skFrom': 'S#65#', ':skTo': `S#65#${B}` });
    expect(both.filterExpression).toBeUndefined();
    expectAllPlaceholdersUsed(both);
    expectAllPlaceholdersUsed(index({ state: 65 }));
  });

  it("an enterprise's ICCID range without a state is a key condition on its card directory entries by ICCID", () => {
    const plan = index({ iccidFrom: A, iccidTo: B, operator: 'CMCC' });
    expect(plan).toEqual({
      kind: 'index',
      indexName: 'byCustomerState',
      partition: { name: 'gsi1pk', value: 'CUST#C1001#ICCIDS' },
      sortKeyName: 'gsi1sk',
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      sortKeyRange: { from: A, to: B },
      keyCondition: '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo',
      names: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      values: { ':pk': 'CUST#C1001#ICCIDS', ':skFrom': A, ':skTo': B },
      scanIndexForward: true,
      // The operator is checked on the cards read (cardMatches), not in the plan.
      directory: 'iccid',
    });
    expectAllPlaceholdersUsed(plan);
    expect(index({ iccidFrom: A }).sortKeyRange).toEqual({ from: A, to: '~' });
    expect(index({ iccidTo: B }, acme, 'desc')).toMatchObject({ sortKeyRange: { from: '0', to: B }, scanIndexForward: false });
    // With a state the card index's key condition is narrower; a secondary customer has its own ICCID index.
    expect(index({ iccidFrom: A, state: 64 }).directory).toBeUndefined();
    expect(index({ iccidFrom: A }, east).directory).toBeUndefined();
  });

  it.each([
    [{ operator: 'CUCC' }, '#operator = :operator', { ':operator': 'CUCC' }],
    [{ goodsReleaseId: 'G002' }, '#goodsReleaseId = :goodsReleaseId', { ':goodsReleaseId': 'G002' }],
    [{ networkType: 5 }, '#networkType = :networkType', { ':networkType': 5 }],
    // A secondary customer's own index (an enterprise's MSISDN range and activation days are its entries' keys).
    [{ msisdnFrom: '1440100000001', custId: 'S2001' }, '#msisdn >= :msisdnFrom', { ':msisdnFrom': '1440100000001' }],
    [{ msisdnTo: '1440100000009', custId: 'S2001' }, '#msisdn <= :msisdnTo', { ':msisdnTo': '1440100000009' }],
    [
      { activatedFrom: '2026-03-01', custId: 'S2001' },
      '#activatedAt >= :activatedFrom',
      { ':activatedFrom': '2026-02-28T16:00:00.000Z' },
    ],
    [
      { activatedTo: '2026-03-31', custId: 'S2001' },
      '#activatedAt < :activatedBefore',
      { ':activatedBefore': '2026-03-31T16:00:00.000Z' },
    ],
  ] as [CardFilter, string, Record<string, unknown>][])('filter %o → %s', (filter, expression, values) => {
    const plan = index(filter, filter.custId ? east : acme);
    expect(plan.filterExpression).toBe(expression);
    expect(plan.values).toMatchObject(values);
    expect(plan.keyCondition).toBe('#pk = :pk');
    expectAllPlaceholdersUsed(plan);
  });

  it('combines every remaining filter with AND and keeps the state in the key', () => {
    const plan = index({ state: 64, operator: 'CMCC', goodsReleaseId: 'G001', networkType: 2 });
    expect(plan.keyCondition).toContain('begins_with');
    expect(plan.filterExpression).toBe(
      '#operator = :operator AND #goodsReleaseId = :goodsReleaseId AND #networkType = :networkType',
    );
    expectAllPlaceholdersUsed(plan);
    const own = index({ state: 64, operator: 'CMCC', msisdnFrom: '1440100000001', msisdnTo: '1440199999999' }, east);
    expect(own.filterExpression).toBe(
      '#state = :state AND #operator = :operator AND #msisdn >= :msisdnFrom AND #msisdn <= :msisdnTo',
    );
    expectAllPlaceholdersUsed(own);
  });

  it("an enterprise's MSISDN range is a key condition on its MSISDN entries, closed exactly like msisdn <= to", () => {
    const plan = index({ msisdnFrom: '1440100000001', msisdnTo: '1440100000009', state: 64, operator: 'CMCC' });
    expect(plan).toEqual({
      kind: 'index',
      indexName: 'byCustomerState',
      partition: { name: 'gsi1pk', value: 'CUST#C1001#MSISDNS' },
      sortKeyName: 'gsi1sk',
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      sortKeyRange: { from: '1440100000001', to: '1440100000009#~' },
      keyCondition: '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo',
      names: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      values: { ':pk': 'CUST#C1001#MSISDNS', ':skFrom': '1440100000001', ':skTo': '1440100000009#~' },
      scanIndexForward: true,
      // The state and the operator are checked on the cards read (cardMatches), not in the plan.
      directory: 'msisdn',
    });
    expectAllPlaceholdersUsed(plan);
    // The entries' sort key is `<msisdn>#<iccid>`: the bounds keep exactly the MSISDNs from <= m <= to.
    const within = (m: string) => `${m}#${A}` >= plan.sortKeyRange.from && `${m}#${A}` <= plan.sortKeyRange.to;
    for (const m of ['1440100000001', '1440100000005', '1440100000009'])
      expect([m, within(m)]).toEqual([m, m >= '1440100000001' && m <= '1440100000009']);
    for (const m of ['1440100000000', '14401000000091', '1440100000010', '144010000000'])
      expect([m, within(m)]).toEqual([m, m >= '1440100000001' && m <= '1440100000009']);
    expect(index({ msisdnFrom: '1440100000001' }).sortKeyRange).toEqual({ from: '1440100000001', to: '~' });
    expect(index({ msisdnTo: '1440100000009' }, acme, 'desc')).toMatchObject({
      sortKeyRange: { from: '0', to: '1440100000009#~' },
      scanIndexForward: false,
    });
    // An ICCID range keeps its own plan (the MSISDN checked on the cards); a secondary customer its own index.
    expect(index({ msisdnFrom: '1440100000001', iccidFrom: A }).directory).toBe('iccid');
    expect(index({ msisdnFrom: '1440100000001' }, east).directory).toBeUndefined();
    expect(index({ msisdnFrom: '1440100000001', activatedFrom: '2026-03-01' }).directory).toBe('msisdn');
  });

  it('desc sorts backwards', () => {
    expect(index({}, acme, 'desc').scanIndexForward).toBe(false);
  });
});

describe('cursor', () => {
  const plan = index({ state: 64 });
  const item = { pk: `CUST#C1001#CARD#${A}`, sk: 'CARD', gsi1pk: 'CUST#C1001#CARDS', gsi1sk: `S#64#${A}`, iccid: A };

  it('round-trips the key of the last card of a page', () => {
    const key = cursorKeyOf(plan, item);
    expect(key).toEqual({ pk: item.pk, sk: 'CARD', gsi1pk: item.gsi1pk, gsi1sk: item.gsi1sk });
    const cursor = encodeCursor(key)!;
    expect(cursor).not.toContain('C1001'); // opaque
    expect(decodeCursor(cursor, plan.keyAttributes, plan.partition)).toEqual(key);
    expect(cursorFits(plan, key)).toBe(true);
  });

  it('refuses a cursor of another partition or outside the key range', () => {
    const other = { ...cursorKeyOf(plan, item), gsi1pk: 'CUST#C1002#CARDS' };
    expect(() => decodeCursor(encodeCursor(other)!, plan.keyAttributes, plan.partition)).toThrow();
    expect(cursorFits(plan, { ...cursorKeyOf(plan, item), gsi1sk: `S#65#${A}` })).toBe(false);
    expect(() => decodeCursor('not-a-cursor', plan.keyAttributes, plan.partition)).toThrow();
  });
});

describe('cardFilterSchema and validateCardFilter', () => {
  it('accepts a full filter', () => {
    const body = {
      channelCustId: 'C1001',
      state: 64,
      operator: 'CMCC',
      iccidFrom: A,
      iccidTo: B,
      msisdnFrom: '1440100000001',
      msisdnTo: '1440100000002',
      imsi: '460001200000001',
      imei: '860000000000001',
      goodsReleaseId: 'G001',
      networkType: 2,
      activatedFrom: '2026-01-01',
      activatedTo: '2026-01-31',
    };
    expect(validateCardFilter(parseInput(cardFilterSchema, body))).toEqual(body);
  });

  it.each([
    [{ state: 69 }, 'state'],
    [{ operator: 'VODA' }, 'operator'],
    [{ iccid: '123' }, 'iccid'],
    [{ iccidFrom: '8986abc' }, 'iccidFrom'],
    [{ imsi: '4600' }, 'imsi'],
    [{ networkType: 7 }, 'networkType'],
    [{ activatedFrom: '2026/01/01' }, 'activatedFrom'],
    [{ custid: 'x' }, 'custid'],
  ])('rejects %o on its field', (body, field) => {
    const e = thrownBy(() => parseInput(cardFilterSchema, body));
    expect(e.key).toBe('VALIDATION');
    expect(e.field).toBe(field);
  });

  it('rejects days that do not exist', () => {
    const e = thrownBy(() => validateCardFilter({ activatedTo: '2026-02-30' }));
    expect([e.key, e.field]).toEqual(['VALIDATION', 'activatedTo']);
  });

  it.each([
    [{ iccidFrom: B, iccidTo: A }, 'iccidTo'],
    [{ msisdnFrom: '1440100000009', msisdnTo: '1440100000001' }, 'msisdnTo'],
    [{ activatedFrom: '2026-02-01', activatedTo: '2026-01-31' }, 'activatedTo'],
  ] as [CardFilter, string][])('rejects a reversed range %o', (filter, field) => {
    const e = thrownBy(() => validateCardFilter(filter));
    expect(e.key).toBe('CARD_LIST_RANGE_ORDER');
    expect(e.field).toBe(field);
    expect(e.params.field).toBe(field);
  });

  it('accepts equal range ends and drops empty strings', () => {
    expect(
      validateCardFilter({ iccidFrom: A, iccidTo: A, imsi: '', activatedFrom: '2026-01-01', activatedTo: '2026-01-01' }),
    ).toEqual({
      iccidFrom: A,
      iccidTo: A,
      activatedFrom: '2026-01-01',
      activatedTo: '2026-01-01',
    });
  });

  it('Shanghai days map to UTC instants', () => {
    expect(shanghaiDayStart('2026-01-01')).toBe('2025-12-31T16:00:00.000Z');
    expect(shanghaiDayEnd('2026-01-01')).toBe('2026-01-01T16:00:00.000Z');
  });
});

describe('cardMatches (point look-ups)', () => {
  const card = {
    ...acmeCard,
    custId: 'S2001',
    activatedAt: '2026-01-01T15:59:59.000Z', // 2026-01-01 23:59:59 in Shanghai
  };

  it('enforces the tenant', () => {
    expect(cardMatches(card, acme, {})).toBe(true);
    expect(cardMatches(card, east, {})).toBe(true);
    expect(cardMatches(card, { channelCustId: 'C1001', custId: 'S2002' }, {})).toBe(false);
    expect(cardMatches(card, { channelCustId: 'C1002', custId: null }, {})).toBe(false);
  });

  it('applies the other filters', () => {
    expect(cardMatches(card, acme, { iccid: A, state: 64, operator: 'CMCC' })).toBe(true);
    expect(cardMatches(card, acme, { iccid: A, state: 65 })).toBe(false);
    expect(cardMatches(card, acme, { msisdn: card.msisdn, operator: 'CUCC' })).toBe(false);
    expect(cardMatches(card, acme, { iccid: A, networkType: 3 })).toBe(false);
    expect(cardMatches(card, acme, { iccid: A, activatedFrom: '2026-01-01', activatedTo: '2026-01-01' })).toBe(true);
    expect(cardMatches(card, acme, { iccid: A, activatedFrom: '2026-01-02' })).toBe(false);
    expect(cardMatches(card, acme, { iccid: A, activatedTo: '2025-12-31' })).toBe(false);
    expect(cardMatches({ ...card, activatedAt: null }, acme, { activatedTo: '2030-01-01' })).toBe(false);
  });
});

describe('label and pool filters', () => {
  const L = 'L0123456789AB';
  const P = 'P0123456789AB';
  const label = (filter: CardFilter, tenant = acme, sort: 'asc' | 'desc' = 'asc') => {
    const plan = planCardQuery(tenant, { labelId: L, ...filter }, sort);
    if (plan.kind !== 'members') throw new Error(`expected a membership plan, got ${plan.kind}`);
    return plan;
  };

  it('a pool reads the pool memberships; with a label too, the label (the pool checked on the card)', () => {
    const pool = planCardQuery(east, { poolId: P, state: 64 });
    expect(pool).toMatchObject({
      kind: 'members',
      via: 'pool',
      partition: { name: 'pk', value: `CUST#C1001#POOL#${P}` },
      values: { ':pk': `CUST#C1001#POOL#${P}`, ':skPrefix': 'CARD#' },
    });
    expect(label({ poolId: P })).toMatchObject({ via: 'label', partition: { value: `CUST#C1001#LABEL#${L}` } });
  });

  it('queries the label memberships under the enterprise (a secondary customer too)', () => {
    const plan = label({ state: 64, operator: 'CMCC' }, east, 'desc');
    expect(plan).toMatchObject({
      via: 'label',
      partition: { name: 'pk', value: `CUST#C1001#LABEL#${L}` },
      keyCondition: 'pk = :pk AND begins_with(sk, :skPrefix)',
      values: { ':pk': `CUST#C1001#LABEL#${L}`, ':skPrefix': 'CARD#' },
      scanIndexForward: false,
    });
    expect(label({}, { channelCustId: 'C1002', custId: null }).partition.value).toBe(`CUST#C1002#LABEL#${L}`);
  });

  it('puts an ICCID range in the key condition', () => {
    const plan = label({ iccidFrom: A, iccidTo: B });
    expect(plan.keyCondition).toBe('pk = :pk AND sk BETWEEN :skFrom AND :skTo');
    expect(plan.values).toEqual({ ':pk': plan.partition.value, ':skFrom': `CARD#${A}`, ':skTo': `CARD#${B}` });
    expect(cursorFits(plan, { pk: plan.partition.value, sk: `CARD#${A}` })).toBe(true);
    expect(cursorFits(plan, { pk: plan.partition.value, sk: 'CARD#89860012345600000100' })).toBe(false);
    expect(cursorFits(plan, { pk: 'CUST#C1002#LABEL#L0123456789AB', sk: `CARD#${A}` })).toBe(false);
    expect(cursorKeyOf(plan, { pk: plan.partition.value, sk: `CARD#${A}`, iccid: A })).toEqual({
      pk: plan.partition.value,
      sk: `CARD#${A}`,
    });
  });

  it('exact ICCID and MSISDN stay point look-ups (the label checked on the card)', () => {
    expect(planCardQuery(acme, { labelId: L, iccid: A }).kind).toBe('iccid');
    expect(planCardQuery(acme, { labelId: L, msisdn: '1440100000001' }).kind).toBe('msisdn');
  });

  it('cardMatches checks the card label set', () => {
    const card = acmeCard;
    expect(cardMatches({ ...card, labels: new Set([L]) }, acme, { labelId: L })).toBe(true);
    expect(cardMatches({ ...card, labels: [L] }, acme, { labelId: L })).toBe(true);
    expect(cardMatches({ ...card, labels: new Set(['L000000000000']) }, acme, { labelId: L })).toBe(false);
    expect(cardMatches(card, acme, { labelId: L })).toBe(false);
    expect(cardMatches({ ...card, poolId: P }, acme, { poolId: P })).toBe(true);
    expect(cardMatches(card, acme, { poolId: P })).toBe(false);
  });

  it('the schema takes only label ids', () => {
    expect(parseInput(cardFilterSchema, { labelId: L })).toEqual({ labelId: L });
    expect(() => parseInput(cardFilterSchema, { labelId: 'x' })).toThrow();
  });
});
