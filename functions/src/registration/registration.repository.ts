import { config } from '../platform/config.ts';
import { roleCounterStep } from '../role/role.repository.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { accountEntity } from '../shared/data/entities/account.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { registrationEntity } from '../shared/data/entities/registration.entity.ts';
import { type EntityUpdate, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { Entity } from '../shared/data/entity.ts';
import { tenantKey } from '../shared/data/keys.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import {
  type RegistrationRecord,
  type RegistrationStatus,
  type approval,
  pendingOnly,
  type rejection,
} from './registration-rules.ts';

export interface RegistrationListQuery {
  status?: RegistrationStatus;
  /** Part of the company or login name (filters the page). */
  keyword?: string;
  cursor?: string;
  pageSize?: number;
}

/** Only a registration (and its account) still pending can be decided. */
const stillPending = { expression: '#st = :pending', names: { '#st': 'status' }, values: { ':pending': 'pending' } };

/** Registration requests and their decisions; a decision moves the applicant's account in the same transaction. */
export function createRegistrationRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  /** An update of an item whose status is still pending; `onFail` when it is not. */
  const decide = <I, P extends object, X extends string>(e: Entity<I, P, X>, key: P, u: EntityUpdate<I>, onFail: AppError) =>
    entitySteps.update(table(), e, key, { ...u, condition: stillPending }, onFail);
  const raced = new AppError('CONFLICT', {}, 'id');

  async function get(id: string): Promise<RegistrationRecord | undefined> {
    return store.get(registrationEntity, { id }, true);
  }

  /** Runs a decision; when the registration was decided meanwhile, answers as if it had been decided before. */
  async function run(id: string, steps: TransactStep[]): Promise<void> {
    try {
      await store.transact(steps);
    } catch (error) {
      if (error === raced) pendingOnly(await get(id));
      throw error;
    }
  }

  return {
    get,

    /**
     * One Query per page, newest first (ids sort by submission time): one status on `byAlternateId`
     * (`PLATFORM#REGISTRATIONS#<status>`), or every status from the registration partition.
     */
    async list(q: RegistrationListQuery): Promise<Page<RegistrationRecord>> {
      const page = { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE, maxReads: 1 };
      const partition = q.status
        ? within(registrationEntity, { status: q.status }, 'registrationsOfStatus')
        : within(registrationEntity, {});
      const filter = q.keyword
        ? { expression: 'contains(companyName, :kw) OR contains(loginName, :kw)', values: { ':kw': q.keyword } }
        : undefined;
      return store.page(registrationEntity, { ...partition, backwards: true, ...(filter ? { filter } : {}) }, page);
    },

    /**
     * Approves in one transaction: the registration and the account must both still be pending,
     * the enterprise must exist (or is created by `enterpriseSteps`), and a custom role counts the account.
     */
    async approve(
      r: RegistrationRecord,
      a: ReturnType<typeof approval>,
      enterpriseSteps: TransactStep[],
      customRoleId?: string,
    ): Promise<void> {
      const { channelCustId } = a.account;
      const tenant = tenantKey(channelCustId);
      const steps: TransactStep[] = [
        decide(registrationEntity, { id: r.id }, { set: a.registration }, raced),
        decide(accountEntity, { loginName: a.loginName }, { set: a.account }, new AppError('ACCOUNT_STATUS', {}, 'id')),
        ...(enterpriseSteps.length
          ? enterpriseSteps
          : [
              entitySteps.check(
                table(),
                enterpriseEntity,
                { channelCustId },
                'exists',
                new AppError('NOT_FOUND', {}, 'channelCustId'),
              ),
            ]),
        ...(customRoleId
          ? [
              {
                item: roleCounterStep(table(), tenant, customRoleId, 1),
                onFail: new AppError('REGISTRATION_ROLE', {}, 'roleId'),
              },
            ]
          : []),
      ];
      await run(r.id, steps);
    },

    /** Rejects in one transaction: the registration records the reason, the account stays unable to sign in. */
    async reject(r: RegistrationRecord, x: ReturnType<typeof rejection>): Promise<void> {
      await run(r.id, [
        decide(registrationEntity, { id: r.id }, { set: x.registration }, raced),
        // A rejected applicant stays out of every tenant's account list (it never had an enterprise).
        decide(
          accountEntity,
          { loginName: x.loginName },
          { set: x.account, current: { channelCustId: null } },
          new AppError('ACCOUNT_STATUS', {}, 'id'),
        ),
      ]);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
