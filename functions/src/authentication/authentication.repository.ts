import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { enterpriseAuthEntity } from '../shared/data/entities/authentication.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { uploads } from '../shared/files/uploads.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { AUDIT, type AuthAuditStatus, type EnterpriseAuthRecord, type decision, unauditedOnly } from './authentication-rules.ts';

export interface ApplicationListQuery {
  auditStatus?: AuthAuditStatus;
  /** Part of the enterprise name or the organisation code (filters the page). */
  keyword?: string;
  cursor?: string;
  pageSize?: number;
}

/** Where a licence image is kept in the assets bucket (as logos and vouchers are). */
export const licencePrefix = 'licences/';
const contentTypes = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** Only an unaudited application can be decided: the condition every decision writes under. */
const stillUnaudited = {
  expression: '#st = :unaudited',
  names: { '#st': 'auditStatus' },
  values: { ':unaudited': AUDIT.unaudited },
};

/** Applications, their licence images and the audit decisions; passing one for an existing enterprise marks it. */
export function createAuthenticationRepository(db = documentClient(), s3 = objectStore, table = () => config('tableName')) {
  const store = entityStore(db, table);
  const files = uploads(s3, () => config('assetsBucket'));
  const raced = new AppError('CONFLICT', {}, 'id');

  async function get(id: string): Promise<EnterpriseAuthRecord | undefined> {
    return store.get(enterpriseAuthEntity, { id }, true);
  }

  return {
    get,

    /** Whether an enterprise exists (an apply link names it); nothing else of it is read. */
    async enterpriseExists(channelCustId: string): Promise<boolean> {
      return (await store.get(enterpriseEntity, { channelCustId })) !== undefined;
    },

    /** Stores the licence image first, then the application (absent before); an application never points at a missing file. */
    async create(a: EnterpriseAuthRecord, licence: Buffer): Promise<void> {
      await s3.put(config('assetsBucket'), a.licenceKey, licence, contentTypes[a.licenceType]);
      await store.put(enterpriseAuthEntity, a, 'absent', new AppError('CONFLICT', {}, 'id'));
    },

    /** A short-lived link to an application's licence image. */
    licenceUrl: (key: string) => files.downloadUrl(key, 300),

    /**
     * One Query per page, newest first (ids sort by submission time): one status on `byAlternateId`
     * (`PLATFORM#ENTAUTHS#<status>`), or every status from the application partition.
     */
    async list(q: ApplicationListQuery): Promise<Page<EnterpriseAuthRecord>> {
      const page = { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE, maxReads: 1 };
      const partition =
        q.auditStatus === undefined
          ? within(enterpriseAuthEntity, {})
          : within(enterpriseAuthEntity, { auditStatus: q.auditStatus }, 'enterpriseAuthsOfStatus');
      const filter = q.keyword
        ? { expression: 'contains(enterpriseName, :kw) OR contains(orgCode, :kw)', values: { ':kw': q.keyword } }
        : undefined;
      return store.page(enterpriseAuthEntity, { ...partition, backwards: true, ...(filter ? { filter } : {}) }, page);
    },

    /**
     * Writes a decision on an application that is still unaudited, in one transaction with `also`
     * (passing one for an existing enterprise marks the enterprise). When another auditor decided it
     * meanwhile, answers as if it had been decided before (409 naming the decision).
     */
    async decide(a: EnterpriseAuthRecord, d: ReturnType<typeof decision>): Promise<void> {
      const steps: TransactStep[] = [
        entitySteps.update(table(), enterpriseAuthEntity, { id: a.id }, { set: d, condition: stillUnaudited }, raced),
      ];
      if (d.auditStatus === AUDIT.passed && a.enterpriseCustomerId) {
        steps.push(
          entitySteps.update(
            table(),
            enterpriseEntity,
            { channelCustId: a.enterpriseCustomerId },
            { set: { realNameAuthenticatedAt: d.auditedAt, realNameApplicationId: a.id }, condition: 'exists' },
            new AppError('AUTH_ENTERPRISE_UNKNOWN', {}, 'id'),
          ),
        );
      }
      try {
        await store.transact(steps);
      } catch (error) {
        if (error === raced) unauditedOnly(await get(a.id));
        throw error;
      }
    },
  };
}

export type AuthenticationRepository = ReturnType<typeof createAuthenticationRepository>;
