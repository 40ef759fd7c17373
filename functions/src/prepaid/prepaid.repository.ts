/**
 * Prepaid-card funds and prepaid cost in the table (shared/data/entities/prepaid.entity.ts): the
 * steps a bill's publication adds to its transaction (group and month roll-ups: ADDs only, so they
 * need no read), the card rows written beside it, and the reads of the screens.
 */
import type { BasicPlan } from '../plan/plan-model.ts';
import { createPlanRepository } from '../plan/plan.repository.ts';
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { contractEntity } from '../shared/data/entities/contract.entity.ts';
import {
  prepaidCardEntity,
  prepaidCostCustomerEntity,
  prepaidCostEntity,
  prepaidGroupEntity,
} from '../shared/data/entities/prepaid.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import type { CardRow, CostDelta, GroupDelta, GroupKey, StoredGroup } from './prepaid-model.ts';

/** Card rows written in flight at once after a publication. */
const CARD_WRITES_IN_FLIGHT = 8;

const costAdd = (c: CostDelta) => ({ received: c.received, recognised: c.recognised, unconsumed: c.unconsumed });

export function createPrepaidRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const plans = createPlanRepository(db, table);

  return {
    /**
     * The roll-up steps of one bill's prepaid terms: each group (its key attributes set, cards, fee
     * and monthly parts added) and each month of prepaid cost of the payer; the enterprise's own
     * months also in the platform's totals and its row of the platform's month.
     */
    rollUpSteps(channelCustId: string, groups: GroupDelta[], costs: CostDelta[]): TransactStep[] {
      const t = table();
      const steps: TransactStep[] = groups.map(({ parts, cards, fee, ...key }) =>
        entitySteps.update(t, prepaidGroupEntity, key, {
          set: { ...key, months: key.months },
          add: { cards, fee, ...parts },
        }),
      );
      for (const c of costs) {
        const add = costAdd(c);
        const scope = scopeKeys.customer(channelCustId, c.custId);
        steps.push(entitySteps.update(t, prepaidCostEntity, { scope, month: c.month }, { set: { month: c.month }, add }));
        if (c.custId !== null) continue;
        steps.push(
          entitySteps.update(
            t,
            prepaidCostEntity,
            { scope: scopeKeys.platform, month: c.month },
            { set: { month: c.month }, add },
          ),
          entitySteps.update(
            t,
            prepaidCostCustomerEntity,
            { month: c.month, channelCustId },
            { set: { month: c.month, channelCustId }, add },
          ),
        );
      }
      return steps;
    },
    /** Writes the card rows (the same row again on a retry: puts of the same content). */
    async putCards(cards: CardRow[]): Promise<void> {
      await mapLimit(cards, CARD_WRITES_IN_FLIGHT, (c) => store.put(prepaidCardEntity, c));
    },
    /** The enterprise's contracts (one Query): the one in force on a term's first day files it. */
    contracts: (channelCustId: string) => store.all(contractEntity, within(contractEntity, { channelCustId })),
    /** Plans by id (their names, zones and terms): the plan area's BatchGet. */
    plans: (ids: string[]): Promise<Map<string, BasicPlan>> => plans.basics(ids),

    /** A page of a payer's groups, newest cycle first. */
    groups: (payer: { channelCustId: string; custId: string | null }, page: { cursor?: string; pageSize: number }) =>
      store.page(
        prepaidGroupEntity,
        { ...within(prepaidGroupEntity, payer), backwards: true },
        { ...page, maxReads: 5 },
      ) as Promise<{ items: StoredGroup[]; cursor: string | null }>,
    /** A payer's groups whose terms began in `month` or before (at most `max`). */
    groupsUntil: async (payer: { channelCustId: string; custId: string | null }, month: string, max = 2000) =>
      (await store.all(
        prepaidGroupEntity,
        { pk: prepaidGroupEntity.prefix(payer).pk, sk: { lessOrEqual: `${month}#\uffff` } },
        max,
      )) as StoredGroup[],
    group: (key: GroupKey) => store.get(prepaidGroupEntity, key) as Promise<StoredGroup | undefined>,
    cards: (key: GroupKey, page: { cursor?: string; pageSize: number }) =>
      store.page(prepaidCardEntity, within(prepaidCardEntity, key), { ...page, maxReads: 5 }),

    /** A page of a scope's months of prepaid cost, newest first. */
    costs: (scope: string, page: { cursor?: string; pageSize: number }) =>
      store.page(prepaidCostEntity, { ...within(prepaidCostEntity, { scope }), backwards: true }, { ...page, maxReads: 5 }),
    cost: (scope: string, month: string) => store.get(prepaidCostEntity, { scope, month }),
    /** The enterprises' rows of the platform's month (bounded by the number of enterprises with prepaid terms). */
    costCustomers: (month: string) => store.all(prepaidCostCustomerEntity, within(prepaidCostCustomerEntity, { month })),
  };
}

export type PrepaidRepository = ReturnType<typeof createPrepaidRepository>;
