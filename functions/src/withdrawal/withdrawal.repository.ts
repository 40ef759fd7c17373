/**
 * Withdrawals in the table (shared/data/entities/withdrawal.entity.ts). The writes that move money
 * are not made here: this file gives the transaction steps of a new request (the record and the
 * enterprise's open-withdrawal claim, both absent-only) and of a state change (the record conditioned
 * on its current state, the claim deleted when the request closes), and the service hands them to the
 * ledger as `extra`, so a request and its reservation (or its release, or its payment) are ONE
 * transaction. An examination moves no money and is a plain conditioned update.
 */
import { displayName } from '../customer/customer-names.repository.ts';
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { openWithdrawalEntity, withdrawalEntity } from '../shared/data/entities/withdrawal.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { type TransactStep, tryCondition } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { WithdrawalRecord, WithdrawalState } from './withdrawal-model.ts';

export interface WithdrawalQuery {
  /** One enterprise's requests (its partition); every enterprise's when absent (the platform's index). */
  channelCustId?: string;
  /** UTC instants bounding the submission time. */
  range?: readonly [string, string];
  filter?: Condition;
  cursor?: string;
  pageSize: number;
}

/** The condition that the record is still in one of `states`. */
const inStates = (states: readonly WithdrawalState[]): Condition => ({
  expression: `#state IN (${states.map((_, i) => `:st${i}`).join(', ')})`,
  names: { '#state': 'state' },
  values: Object.fromEntries(states.map((s, i) => [`:st${i}`, s])),
});

export function createWithdrawalRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const key = (w: Pick<WithdrawalRecord, 'channelCustId' | 'withdrawalId'>) => ({
    channelCustId: w.channelCustId,
    withdrawalId: w.withdrawalId,
  });
  return {
    get: (channelCustId: string, withdrawalId: string) => store.get(withdrawalEntity, { channelCustId, withdrawalId }, true),
    /** The enterprise's request in process, if any (its claim). */
    open: (channelCustId: string) => store.get(openWithdrawalEntity, { channelCustId }, true),

    /** The steps of a new request: the record, and the enterprise's claim (absent-only: one request in process). */
    createSteps(w: WithdrawalRecord): TransactStep[] {
      const T = table();
      return [
        entitySteps.put(T, withdrawalEntity, w, 'absent'),
        entitySteps.put(
          T,
          openWithdrawalEntity,
          { channelCustId: w.channelCustId, withdrawalId: w.withdrawalId, createdAt: w.createdAt },
          'absent',
        ),
      ];
    },

    /**
     * The steps of a state change: the record set to `set` if it is still in one of `from`; when the
     * change closes the request, the enterprise's claim deleted (if it is this request's).
     */
    changeSteps(w: WithdrawalRecord, from: readonly WithdrawalState[], set: Partial<WithdrawalRecord>, closes: boolean) {
      const T = table();
      return [
        entitySteps.update(T, withdrawalEntity, key(w), { set, current: w, condition: inStates(from) }),
        ...(closes
          ? [
              entitySteps.delete(
                T,
                openWithdrawalEntity,
                { channelCustId: w.channelCustId },
                {
                  expression: 'withdrawalId = :w',
                  values: { ':w': w.withdrawalId },
                },
              ),
            ]
          : []),
      ];
    },

    /** Moves the record to `set` if it is still in one of `from` (no money moves); false when it is not. */
    change: (w: WithdrawalRecord, from: readonly WithdrawalState[], set: Partial<WithdrawalRecord>): Promise<boolean> =>
      tryCondition(store.update(withdrawalEntity, key(w), { set, current: w, condition: inStates(from) })),

    /** A page of requests, newest first: one enterprise's (its partition) or every enterprise's (the platform's index). */
    list(q: WithdrawalQuery): Promise<Page<WithdrawalRecord>> {
      const base = q.channelCustId
        ? within(withdrawalEntity, { channelCustId: q.channelCustId })
        : within(withdrawalEntity, {}, 'withdrawalsOfPlatform');
      const filters = [
        ...(q.filter ? [q.filter] : []),
        ...(q.channelCustId && q.range
          ? [{ expression: 'createdAt BETWEEN :from AND :to', values: { ':from': q.range[0], ':to': q.range[1] } }]
          : []),
      ];
      const filter: Condition | undefined = filters.length
        ? {
            expression: filters.map((f) => `(${f.expression})`).join(' AND '),
            names: Object.assign({}, ...filters.map((f) => f.names ?? {})),
            values: Object.assign({}, ...filters.map((f) => f.values ?? {})),
          }
        : undefined;
      return store.page(
        withdrawalEntity,
        {
          ...base,
          ...(!q.channelCustId && q.range ? { sk: { between: q.range } } : {}),
          backwards: true,
          ...(filter ? { filter } : {}),
        },
        { cursor: q.cursor, pageSize: q.pageSize, maxReads: 5 },
      ) as Promise<Page<WithdrawalRecord>>;
    },

    /** Every request the run pays: examined, or left applying by a run that stopped halfway. */
    due: () =>
      // The index key is computed from an examined request: the partition of the due ones.
      store.all(withdrawalEntity, within(withdrawalEntity, { state: 'examined' }, 'withdrawalsDue')) as Promise<
        WithdrawalRecord[]
      >,

    /** The enterprise's profile: its display name and bank (the payee a request defaults to). */
    async enterprise(channelCustId: string) {
      return store.get(enterpriseEntity, { channelCustId });
    },

    /** Display names of enterprises in the reader's language. */
    async names(channelCustIds: string[], lang: Lang): Promise<Map<string, string>> {
      const ids = [...new Set(channelCustIds)];
      const items = ids.length
        ? await batchGetAll(
            db,
            table(),
            ids.map((c) => enterpriseEntity.key({ channelCustId: c })),
          )
        : [];
      const out = new Map<string, string>();
      for (const i of items) {
        const name = displayName(i, lang);
        if (name) out.set(String(i.channelCustId), name);
      }
      return out;
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
