/**
 * Query planning for the card list: which read answers a `CardFilter` for a tenant. Pure, so every
 * filter combination is unit-tested without AWS. Exact ICCID, MSISDN, IMSI and IMEI are point look-ups;
 * a label or a data pool is a Query of its membership items (ICCID range in the key condition)
 * whose cards are read with BatchGet and filtered in memory; an enterprise's ICCID range without a
 * state is a Query of its card directory entries by ICCID (those cards read with BatchGet, filtered in
 * memory), its MSISDN range a Query of its MSISDN entries and its activation days a Query of its
 * activation entries (the same way); everything else is one Query of the tenant's card index (state and
 * ICCID range in the key condition, the rest as a FilterExpression).
 * Never a Scan.
 */
import type { Tenant } from '../shared/auth/tenant.ts';
import {
  cardActivationEntity,
  cardAltIdEntity,
  cardDirectoryEntity,
  cardEntity,
  cardMsisdnEntity,
} from '../shared/data/entities/card.entity.ts';
import { labelCardEntity } from '../shared/data/entities/label.entity.ts';
import { poolCardEntity } from '../shared/data/entities/pool.entity.ts';
import { saleOrderCardEntity } from '../shared/data/entities/sale-order.entity.ts';
import type { CardAltIdKind } from '../shared/data/keys.ts';
import { type CardFilter, shanghaiDayEnd, shanghaiDayStart } from './card-filter.ts';

export type CardSort = 'asc' | 'desc';

export interface IndexQueryPlan {
  kind: 'index';
  indexName: 'byCustomerState' | 'bySubCustomerState';
  /** The index partition, re-checked against a cursor. */
  partition: { name: 'gsi1pk' | 'gsi3pk'; value: string };
  sortKeyName: 'gsi1sk' | 'gsi3sk';
  /** Attributes of a LastEvaluatedKey of this index (table key + index key). */
  keyAttributes: readonly string[];
  /** Inclusive bounds every sort key of the Query lies within (a cursor must too). */
  sortKeyRange: { from: string; to: string };
  keyCondition: string;
  filterExpression?: string;
  names: Record<string, string>;
  values: Record<string, string | number>;
  scanIndexForward: boolean;
  /**
   * The partitions of an enterprise index spread over several (card-shards.ts), set by the reader;
   * `partition` stays the unsharded key a cursor names.
   */
  shards?: string[];
  /**
   * The Query reads entries naming cards, not cards — the enterprise's card directory by ICCID
   * (`iccid`: `cardsOfEnterpriseByIccid`), its MSISDN entries by MSISDN (`msisdn`:
   * `cardsOfEnterpriseByMsisdn`) or its activation entries by activation time (`activation`:
   * `cardsOfEnterpriseByActivation`): the reader reads those cards under the tenant's key and applies
   * `cardMatches`.
   */
  directory?: 'iccid' | 'msisdn' | 'activation';
}

/**
 * Query a membership partition — a label's (`CUST#<c>#LABEL#<labelId>`) or a data pool's
 * (`CUST#<c>#POOL#<poolId>`), sort key `CARD#<iccid>` — read those cards with BatchGet under the
 * tenant's key, then `cardMatches` for every filter. Rows come in ICCID order; the cursor is a
 * membership key.
 */
export interface MemberQueryPlan {
  kind: 'members';
  via: 'label' | 'pool' | 'salesOrder';
  partition: { name: 'pk'; value: string };
  /** The sort-key prefix of a membership (the ICCID follows it). */
  memberPrefix: string;
  keyAttributes: readonly ['pk', 'sk'];
  sortKeyRange: { from: string; to: string };
  keyCondition: string;
  values: Record<string, string>;
  scanIndexForward: boolean;
}

/** The point look-ups: answered by reading the few cards that hold the id, not by a Query of the card index. */
export type PointQueryPlan = Extract<CardQueryPlan, { kind: 'iccid' | 'msisdn' | 'altId' }>;
export const isPointPlan = (plan: CardQueryPlan): plan is PointQueryPlan =>
  plan.kind === 'iccid' || plan.kind === 'msisdn' || plan.kind === 'altId';

export type CardQueryPlan =
  /** GetItem of the tenant's card by ICCID, then `cardMatches` for the other filters. */
  | { kind: 'iccid'; iccid: string }
  /** Query `byAlternateId` (gsi2pk = MSISDN#…), keep the tenant's directory entries, read those cards, then `cardMatches`. */
  | { kind: 'msisdn'; msisdn: string; gsi2pk: string }
  /**
   * Query `byAlternateId` (gsi2pk = IMSI#… or IMEI#…), keep the entries of the tenant's enterprise, read
   * those cards under its key, then `cardMatches` (the secondary customer and every other filter).
   */
  | { kind: 'altId'; altKind: CardAltIdKind; value: string; gsi2pk: string }
  | MemberQueryPlan
  | IndexQueryPlan;

/**
 * How a secondary customer's list filtered by state is read. Its own index is keyed by ICCID only
 * (card-record.ts `cardIndexKeys`), so either the enterprise's state range is read keeping its cards
 * (`enterpriseRange`: reads the enterprise's cards in that state) or its own cards keeping the state
 * (`ownCards`: reads all its cards). The per-scope counters say which reads fewer items.
 */
export type SubStateRoute = 'enterpriseRange' | 'ownCards';
export const subStateRoute = (enterpriseInState: number, subTotal: number): SubStateRoute =>
  enterpriseInState <= subTotal ? 'enterpriseRange' : 'ownCards';

/** The route a cursor was made on (its key names the index partition), so paging never switches index. */
export function routeOfCursor(cursor: string): SubStateRoute | undefined {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    return 'gsi1pk' in key ? 'enterpriseRange' : 'gsi3pk' in key ? 'ownCards' : undefined;
  } catch {
    return undefined;
  }
}

const enterprisePartition = (tenant: Tenant) => ({
  indexName: 'byCustomerState' as const,
  partition: { name: 'gsi1pk' as const, value: cardsOfEnterprise(tenant.channelCustId) },
  sortKeyName: 'gsi1sk' as const,
});

/** The index partition holding a tenant's cards: the secondary customer's when it has one, else the enterprise's. */
export function cardPartition(tenant: Tenant) {
  return tenant.custId
    ? {
        indexName: 'bySubCustomerState' as const,
        partition: {
          name: 'gsi3pk' as const,
          value: cardEntity.indexPrefix('cardsOfSubCustomer', { channelCustId: tenant.channelCustId, custId: tenant.custId }).pk,
        },
        sortKeyName: 'gsi3sk' as const,
      }
    : {
        indexName: 'byCustomerState' as const,
        partition: { name: 'gsi1pk' as const, value: cardsOfEnterprise(tenant.channelCustId) },
        sortKeyName: 'gsi1sk' as const,
      };
}

// '~' sorts after every digit and '#', so `S#<state>#~` closes a state's range and `S#~` the partition.
const HIGH = '~';

/** The byCustomerState partition of an enterprise's cards. */
const cardsOfEnterprise = (channelCustId: string) => cardEntity.indexPrefix('cardsOfCustomerByState', { channelCustId }).pk;
/** The byCustomerState sort-key prefix of one state's cards, or of every card. */
const statePrefix = (state?: number) =>
  cardEntity.indexPrefix('cardsOfCustomerByState', { channelCustId: '', ...(state === undefined ? {} : { state }) }).skPrefix;

/**
 * Plans the read for `filter` within `tenant` (scope fields of the filter are ignored: the tenant
 * decides). `subRoute` only matters for a secondary customer filtering by state (see `subStateRoute`).
 */
export function planCardQuery(
  tenant: Tenant,
  filter: CardFilter,
  sort: CardSort = 'asc',
  subRoute: SubStateRoute = 'ownCards',
): CardQueryPlan {
  if (filter.iccid) return { kind: 'iccid', iccid: filter.iccid };
  if (filter.msisdn)
    return {
      kind: 'msisdn',
      msisdn: filter.msisdn,
      gsi2pk: cardDirectoryEntity.indexPrefix('cardByMsisdn', { msisdn: filter.msisdn }).pk,
    };
  for (const [altKind, value] of [
    ['IMSI', filter.imsi],
    ['IMEI', filter.imei],
  ] as const)
    if (value)
      return { kind: 'altId', altKind, value, gsi2pk: cardAltIdEntity.indexPrefix('cardByAltId', { kind: altKind, value }).pk };
  // A sales order covers at most 10,000 cards, a label too: the order first (labels and pool are checked on the card).
  if (filter.salesOrderNumber) return planMemberQuery(tenant, 'salesOrder', filter.salesOrderNumber, filter, sort);
  if (filter.labelId) return planMemberQuery(tenant, 'label', filter.labelId, filter, sort);
  if (filter.poolId) return planMemberQuery(tenant, 'pool', filter.poolId, filter, sort);

  const iccidRange = filter.iccidFrom !== undefined || filter.iccidTo !== undefined;
  if (!tenant.custId && filter.state === undefined && iccidRange) return planIccidRange(tenant, filter, sort);
  if (!tenant.custId && !iccidRange && (filter.msisdnFrom !== undefined || filter.msisdnTo !== undefined))
    return planMsisdnRange(tenant, filter, sort);
  if (!tenant.custId && !iccidRange && (filter.activatedFrom !== undefined || filter.activatedTo !== undefined))
    return planActivation(tenant, filter, sort);

  const viaEnterprise = Boolean(tenant.custId) && filter.state !== undefined && subRoute === 'enterpriseRange';
  const { indexName, partition, sortKeyName } = viaEnterprise ? enterprisePartition(tenant) : cardPartition(tenant);
  const names: Record<string, string> = { '#pk': partition.name };
  const values: Record<string, string | number> = { ':pk': partition.value };
  let keyCondition: string;
  let sortKeyRange: { from: string; to: string };
  const filters: string[] = [];
  /** Filters on `#attribute <op> :placeholder` when the value is given. */
  const where = (attribute: string, op: '=' | '>=' | '<=' | '<', placeholder: string, value: string | number | undefined) => {
    if (value === undefined) return;
    names[`#${attribute}`] = attribute;
    values[`:${placeholder}`] = value;
    filters.push(`#${attribute} ${op} :${placeholder}`);
  };

  if (sortKeyName === 'gsi3sk') {
    // A secondary customer's own index: ICCID is the sort key, the state a filter.
    sortKeyRange = { from: filter.iccidFrom ?? '0', to: filter.iccidTo ?? HIGH };
    if (filter.iccidFrom !== undefined || filter.iccidTo !== undefined) {
      names['#sk'] = sortKeyName;
      keyCondition = '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo';
      values[':skFrom'] = sortKeyRange.from;
      values[':skTo'] = sortKeyRange.to;
    } else keyCondition = '#pk = :pk';
    where('state', '=', 'state', filter.state);
  } else if (filter.state !== undefined) {
    names['#sk'] = sortKeyName;
    const prefix = statePrefix(filter.state);
    sortKeyRange = { from: prefix + (filter.iccidFrom ?? ''), to: prefix + (filter.iccidTo ?? HIGH) };
    if (filter.iccidFrom !== undefined || filter.iccidTo !== undefined) {
      keyCondition = '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo';
      values[':skFrom'] = sortKeyRange.from;
      values[':skTo'] = sortKeyRange.to;
    } else {
      keyCondition = '#pk = :pk AND begins_with(#sk, :skPrefix)';
      values[':skPrefix'] = prefix;
    }
  } else {
    // (An ICCID range without a state is `planIccidRange`'s.)
    keyCondition = '#pk = :pk';
    sortKeyRange = { from: statePrefix(), to: statePrefix() + HIGH };
  }

  if (viaEnterprise) where('custId', '=', 'custId', tenant.custId!);
  for (const field of ['operator', 'goodsReleaseId', 'networkType'] as const) where(field, '=', field, filter[field]);
  where('msisdn', '>=', 'msisdnFrom', filter.msisdnFrom);
  where('msisdn', '<=', 'msisdnTo', filter.msisdnTo);
  // A card never activated holds NULL, which no string comparison matches: date filters leave it out.
  const { activatedFrom, activatedTo } = filter;
  where('activatedAt', '>=', 'activatedFrom', activatedFrom === undefined ? undefined : shanghaiDayStart(activatedFrom));
  where('activatedAt', '<', 'activatedBefore', activatedTo === undefined ? undefined : shanghaiDayEnd(activatedTo));

  return {
    kind: 'index',
    indexName,
    partition,
    sortKeyName,
    keyAttributes: ['pk', 'sk', partition.name, sortKeyName],
    sortKeyRange,
    keyCondition,
    ...(filters.length ? { filterExpression: filters.join(' AND ') } : {}),
    names,
    values,
    scanIndexForward: sort === 'asc',
  };
}

/**
 * A key condition on one of an enterprise's entry lists on `byCustomerState` (its card directory entries
 * by ICCID, or its activation entries by activation time); the other filters are checked on the cards read.
 */
function entryPlan(
  pk: string,
  sortKeyRange: { from: string; to: string },
  sort: CardSort,
  directory: NonNullable<IndexQueryPlan['directory']>,
): IndexQueryPlan {
  return {
    kind: 'index',
    indexName: 'byCustomerState',
    partition: { name: 'gsi1pk', value: pk },
    sortKeyName: 'gsi1sk',
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    sortKeyRange,
    keyCondition: '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo',
    names: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
    values: { ':pk': pk, ':skFrom': sortKeyRange.from, ':skTo': sortKeyRange.to },
    scanIndexForward: sort === 'asc',
    directory,
  };
}

/** An enterprise's ICCID range without a state: its card directory entries by ICCID (every state at once, in ICCID order). */
function planIccidRange(tenant: Tenant, filter: CardFilter, sort: CardSort): IndexQueryPlan {
  const pk = cardDirectoryEntity.indexPrefix('cardsOfEnterpriseByIccid', { channelCustId: tenant.channelCustId }).pk;
  return entryPlan(pk, { from: filter.iccidFrom ?? '0', to: filter.iccidTo ?? HIGH }, sort, 'iccid');
}

/**
 * An enterprise's MSISDN range (no ICCID range): its MSISDN entries (`<msisdn>#<iccid>`); the state and
 * every other filter are checked on the cards read. Rows come in MSISDN order. `<to>#~` closes the range
 * exactly as `msisdn <= to` does (a longer MSISDN starting with `to` sorts after both).
 */
function planMsisdnRange(tenant: Tenant, filter: CardFilter, sort: CardSort): IndexQueryPlan {
  const pk = cardMsisdnEntity.indexPrefix('cardsOfEnterpriseByMsisdn', { channelCustId: tenant.channelCustId }).pk;
  const range = { from: filter.msisdnFrom ?? '0', to: filter.msisdnTo === undefined ? HIGH : `${filter.msisdnTo}#${HIGH}` };
  return entryPlan(pk, range, sort, 'msisdn');
}

/**
 * An enterprise's activation days (no ICCID or MSISDN range): its activation entries (a sparse list of the
 * activated cards by activation time, then ICCID); the state too is checked on the cards read. Rows come
 * in activation-time order.
 */
function planActivation(tenant: Tenant, filter: CardFilter, sort: CardSort): IndexQueryPlan {
  const pk = cardActivationEntity.indexPrefix('cardsOfEnterpriseByActivation', { channelCustId: tenant.channelCustId }).pk;
  // The end is the next day's first instant: every sort key of that instant (`<instant>#<iccid>`) sorts after it.
  const range = {
    from: filter.activatedFrom === undefined ? '0' : shanghaiDayStart(filter.activatedFrom),
    to: filter.activatedTo === undefined ? HIGH : shanghaiDayEnd(filter.activatedTo),
  };
  return entryPlan(pk, range, sort, 'activation');
}

/**
 * The membership plan: the partition lies under the enterprise (`CUST#<c>#…`), so another
 * enterprise's label or pool is simply empty; a secondary customer's cards are kept by `cardMatches`.
 */
function planMemberQuery(
  tenant: Tenant,
  via: MemberQueryPlan['via'],
  id: string,
  filter: CardFilter,
  sort: CardSort,
): MemberQueryPlan {
  const members =
    via === 'label'
      ? labelCardEntity.prefix({ channelCustId: tenant.channelCustId, labelId: id })
      : via === 'salesOrder'
        ? saleOrderCardEntity.prefix({ channelCustId: tenant.channelCustId, salesOrderNumber: id })
        : poolCardEntity.prefix({ channelCustId: tenant.channelCustId, poolId: id });
  const pk = members.pk;
  const sortKeyRange = { from: members.skPrefix + (filter.iccidFrom ?? ''), to: members.skPrefix + (filter.iccidTo ?? HIGH) };
  const ranged = filter.iccidFrom !== undefined || filter.iccidTo !== undefined;
  return {
    kind: 'members',
    via,
    partition: { name: 'pk', value: pk },
    memberPrefix: members.skPrefix,
    keyAttributes: ['pk', 'sk'],
    sortKeyRange,
    keyCondition: ranged ? 'pk = :pk AND sk BETWEEN :skFrom AND :skTo' : 'pk = :pk AND begins_with(sk, :skPrefix)',
    values: ranged
      ? { ':pk': pk, ':skFrom': sortKeyRange.from, ':skTo': sortKeyRange.to }
      : { ':pk': pk, ':skPrefix': members.skPrefix },
    scanIndexForward: sort === 'asc',
  };
}

/** Whether a decoded cursor key can start this plan's Query (inside its partition and sort-key range). */
export function cursorFits(plan: IndexQueryPlan | MemberQueryPlan, key: Record<string, string>): boolean {
  const sk = key[plan.kind === 'members' ? 'sk' : plan.sortKeyName];
  return (
    key[plan.partition.name] === plan.partition.value &&
    typeof sk === 'string' &&
    sk >= plan.sortKeyRange.from &&
    sk <= plan.sortKeyRange.to
  );
}

/** The LastEvaluatedKey a Query would give after `item` (to resume right after a trimmed page). */
export const cursorKeyOf = (plan: IndexQueryPlan | MemberQueryPlan, item: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(plan.keyAttributes.map((a) => [a, String(item[a])]));

interface CardFields {
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string;
  operator: string;
  state: number;
  channelCustId: string;
  custId?: string | null;
  goodsReleaseId: string;
  networkType: number;
  activatedAt?: string | null;
  poolId?: string | null;
  /** The card's labels: a string set as stored (or a list). */
  labels?: ReadonlySet<string> | readonly string[] | null;
}

const hasLabel = (labels: CardFields['labels'], labelId: string): boolean =>
  labels instanceof Set ? labels.has(labelId) : Array.isArray(labels) ? labels.includes(labelId) : false;

/** The same filter, applied in memory to one card (for the point look-ups), tenant included. */
export function cardMatches(card: CardFields, tenant: Tenant, filter: CardFilter): boolean {
  if (card.channelCustId !== tenant.channelCustId) return false;
  if (tenant.custId && card.custId !== tenant.custId) return false;
  const f = filter;
  if (f.iccid !== undefined && card.iccid !== f.iccid) return false;
  if (f.msisdn !== undefined && card.msisdn !== f.msisdn) return false;
  if (f.state !== undefined && card.state !== f.state) return false;
  if (f.iccidFrom !== undefined && card.iccid < f.iccidFrom) return false;
  if (f.iccidTo !== undefined && card.iccid > f.iccidTo) return false;
  if (f.msisdnFrom !== undefined && card.msisdn < f.msisdnFrom) return false;
  if (f.msisdnTo !== undefined && card.msisdn > f.msisdnTo) return false;
  if (f.operator !== undefined && card.operator !== f.operator) return false;
  if (f.imsi !== undefined && card.imsi !== f.imsi) return false;
  if (f.imei !== undefined && card.imei !== f.imei) return false;
  if (f.goodsReleaseId !== undefined && card.goodsReleaseId !== f.goodsReleaseId) return false;
  if (f.networkType !== undefined && card.networkType !== f.networkType) return false;
  if (f.poolId !== undefined && card.poolId !== f.poolId) return false;
  if (f.labelId !== undefined && !hasLabel(card.labels, f.labelId)) return false;
  if (f.activatedFrom !== undefined || f.activatedTo !== undefined) {
    if (typeof card.activatedAt !== 'string') return false;
    if (f.activatedFrom !== undefined && card.activatedAt < shanghaiDayStart(f.activatedFrom)) return false;
    if (f.activatedTo !== undefined && card.activatedAt >= shanghaiDayEnd(f.activatedTo)) return false;
  }
  return true;
}
