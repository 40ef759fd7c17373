/**
 * Recharges in the table (shared/data/entities/recharge.entity.ts) and their voucher images in the
 * assets bucket (`vouchers/<channelCustId>/<uuid>.<ext>`). A recharge is written as two copies — the
 * platform's list and its enterprise's — in one transaction; a change (audit, refund) is the steps
 * `changeSteps` gives, conditioned on the state the service read, for the caller's own transaction
 * (with the ledger transfer: `ledger.transfer(request, steps)`).
 */
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { type ObjectStore, objectStore } from '../shared/aws/s3.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { rechargeEntity } from '../shared/data/entities/recharge.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { type TransactStep, isConditionFailure } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { uploads } from '../shared/files/uploads.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { RechargeRecord } from './recharge-model.ts';

/** The scopes a recharge is listed under: the platform's and its enterprise's. */
export const rechargeScopes = (channelCustId: string): string[] => [scopeKeys.platform, scopeKeys.enterprise(channelCustId)];

export interface RechargeQuery {
  /** `PLATFORM` or `CUST#<c>`. */
  scope: string;
  /** Sort-key bounds (filing time; recharge-model `filedRange`). */
  range?: readonly [string, string];
  filter?: Condition;
  cursor?: string;
  pageSize: number;
}

/** The prefix of an enterprise's voucher keys: an upload is accepted only under its own enterprise's. */
export const voucherPrefix = (channelCustId: string): string => `vouchers/${channelCustId}/`;

export function createRechargeRepository(
  db: DocumentClient = documentClient(),
  s3: ObjectStore = objectStore,
  table = () => config('tableName'),
) {
  const store = entityStore(db, table);
  const names = createCustomerNames(db, table);
  const vouchers = uploads(s3, () => config('assetsBucket'));
  return {
    /** The enterprise's copy (consistent: a change just made is seen). */
    get: (channelCustId: string, rechargeId: string) =>
      store.get(rechargeEntity, { scope: scopeKeys.enterprise(channelCustId), rechargeId }, true),

    /** Writes both copies of a new recharge (its id must be new). */
    async create(r: RechargeRecord): Promise<void> {
      await store.transact(
        rechargeScopes(r.channelCustId).map((scope) => entitySteps.put(table(), rechargeEntity, { ...r, scope }, 'absent')),
      );
    },

    /**
     * The steps that change both copies: the enterprise's on condition `condition` (the state the
     * change was decided on), the platform's on its existence. Step 0 is the conditioned one.
     */
    changeSteps(
      r: Pick<RechargeRecord, 'channelCustId' | 'rechargeId'>,
      set: Partial<RechargeRecord>,
      condition: Condition,
    ): TransactStep[] {
      const [platform, enterprise] = rechargeScopes(r.channelCustId);
      return [
        entitySteps.update(table(), rechargeEntity, { scope: enterprise!, rechargeId: r.rechargeId }, { set, condition }),
        entitySteps.update(table(), rechargeEntity, { scope: platform!, rechargeId: r.rechargeId }, { set, condition: 'exists' }),
      ];
    },

    /** Applies change steps alone (a rejection moves no money); false when the condition failed. */
    async change(steps: TransactStep[]): Promise<boolean> {
      try {
        await store.transact(steps);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** A page of a scope's recharges, newest first. */
    list(q: RechargeQuery): Promise<Page<RechargeRecord>> {
      const { pk } = within(rechargeEntity, { scope: q.scope });
      return store.page(
        rechargeEntity,
        { pk, ...(q.range ? { sk: { between: q.range } } : {}), backwards: true, ...(q.filter ? { filter: q.filter } : {}) },
        { cursor: q.cursor, pageSize: q.pageSize, maxReads: 5 },
      );
    },

    enterpriseExists: async (channelCustId: string): Promise<boolean> => !!(await store.get(enterpriseEntity, { channelCustId })),
    enterpriseNames: (channelCustIds: readonly string[], lang: Lang) => names.enterprises(channelCustIds, lang),

    voucherUploadUrl: (key: string, size: number, contentType: string) => vouchers.uploadUrl(key, size, contentType),
    inspectVoucher: (key: string) => vouchers.inspect(key),
    voucherUrl: (key: string) => vouchers.downloadUrl(key),
    removeVoucher: (key: string) => vouchers.remove(key),
  };
}

export type RechargeRepository = ReturnType<typeof createRechargeRepository>;
