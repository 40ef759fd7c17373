/**
 * Contracts in the table (shared/data/entities/contract.entity.ts): an enterprise's contracts (one
 * Query), the platform's list of copies, the owner pointer that keeps numbers unique platform-wide,
 * each contract's change log, payments and access points; and the steps a change writes in one
 * transaction (the contract, its copy, its log entry, and for a payment the ledger transfer).
 */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import {
  accessPointEntity,
  contractChangeEntity,
  contractEntity,
  contractListEntity,
  contractPaymentEntity,
} from '../shared/data/entities/contract.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { createOwnerDirectory, ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { AccessPoint, Contract } from './contract-model.ts';

export type ContractChange = InferItem<typeof contractChangeEntity>;
export type ContractPayment = InferItem<typeof contractPaymentEntity>;

export function createContractRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const owners = createOwnerDirectory(db, table);
  const atVersion = (version: number): Condition => ({ expression: 'version = :v', values: { ':v': version } });
  return {
    get: (channelCustId: string, contractNumber: string) => store.get(contractEntity, { channelCustId, contractNumber }, true),
    /** The enterprise of a contract number (a deep link names only the number). */
    ownerOf: (contractNumber: string) => owners.ownerOf('CONTRACT', contractNumber),
    /** Every contract of an enterprise. */
    contracts: (channelCustId: string) => store.all(contractEntity, { ...within(contractEntity, { channelCustId }) }),
    /** A page of contracts by number: the platform's copies, or one enterprise's. */
    page(channelCustId: string | null, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<Contract>> {
      const q = channelCustId ? within(contractEntity, { channelCustId }) : within(contractListEntity, {});
      return store.page(
        channelCustId ? contractEntity : contractListEntity,
        { ...q, ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },
    changes: (channelCustId: string, contractNumber: string, page: { cursor?: string; pageSize: number }) =>
      store.page(
        contractChangeEntity,
        { ...within(contractChangeEntity, { channelCustId, contractNumber }), backwards: true },
        page,
      ),
    payments: (channelCustId: string, contractNumber: string) =>
      store.all(contractPaymentEntity, { ...within(contractPaymentEntity, { channelCustId, contractNumber }), consistent: true }),
    getPayment: (channelCustId: string, contractNumber: string, paymentId: string) =>
      store.get(contractPaymentEntity, { channelCustId, contractNumber, paymentId }, true),
    accessPoints: (channelCustId: string, contractNumber: string) =>
      store.all(accessPointEntity, { ...within(accessPointEntity, { channelCustId, contractNumber }), consistent: true }),
    getAccessPoint: (channelCustId: string, contractNumber: string, accessPointId: string) =>
      store.get(accessPointEntity, { channelCustId, contractNumber, accessPointId }, true),

    /**
     * Writes `after` with its copy and its change log entry in one transaction. A new contract claims
     * its number platform-wide (the owner pointer, absent-only: another enterprise's contract with the
     * number fails it); a changed one is written on condition that it is still at `version` and that
     * its value still covers what was paid.
     */
    async write(after: Contract, change: ContractChange, version: number | null): Promise<void> {
      const T = table();
      const taken = new AppError('CONTRACT_NUMBER_TAKEN', {}, 'contractNumber');
      const steps: TransactStep[] =
        version === null
          ? [
              entitySteps.put(T, contractEntity, after, 'absent', taken),
              {
                item: {
                  Put: {
                    ...ownerPointerPut(T, 'CONTRACT', after.contractNumber, after.channelCustId).Put!,
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                onFail: taken,
              },
            ]
          : [
              entitySteps.put(
                T,
                contractEntity,
                after,
                {
                  expression: 'version = :v AND (attribute_not_exists(paid) OR paid <= :amount)',
                  values: { ':v': version, ':amount': after.amount },
                },
                new AppError('CONTRACT_CHANGED'),
              ),
            ];
      await store.transact([
        ...steps,
        entitySteps.put(T, contractListEntity, after),
        entitySteps.put(T, contractChangeEntity, change),
      ]);
    },

    /**
     * The steps a payment writes beside its ledger transfer: the payment (absent-only), the contract
     * with its `paid` raised (`after`) on condition that it is still as read (`version`, so neither an
     * edit nor another payment came between) and not terminated, its copy, and the log entry.
     */
    paymentSteps(before: Contract, after: Contract, payment: ContractPayment, change: ContractChange): TransactStep[] {
      const T = table();
      return [
        entitySteps.put(T, contractPaymentEntity, payment, 'absent'),
        entitySteps.put(T, contractEntity, after, {
          expression: 'version = :v AND #state = :active',
          names: { '#state': 'state' },
          values: { ':v': before.version, ':active': 'active' },
        }),
        entitySteps.put(T, contractListEntity, after),
        entitySteps.put(T, contractChangeEntity, change),
      ];
    },

    /** Puts an access point: a new one absent-only, a changed one at its `version`. */
    putAccessPoint(ap: AccessPoint, version: number | null): Promise<void> {
      return store.put(
        accessPointEntity,
        ap,
        version === null ? 'absent' : atVersion(version),
        new AppError(version === null ? 'CONFLICT' : 'ACCESS_POINT_CHANGED'),
      );
    },
    deleteAccessPoint(ap: AccessPoint, version: number): Promise<void> {
      return store.delete(accessPointEntity, ap, atVersion(version), new AppError('ACCESS_POINT_CHANGED'));
    },
  };
}

export type ContractRepository = ReturnType<typeof createContractRepository>;
