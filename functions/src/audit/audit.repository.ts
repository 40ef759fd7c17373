import { randomUUID } from 'node:crypto';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { auditEntity } from '../shared/data/entities/audit.entity.ts';
import { type EntityQuery, entityStore, within } from '../shared/data/entity-operations.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { allOf, attributeIs } from '../shared/data/list-filter.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import type { AuditAction } from './audit-actions.ts';

export { type AuditAction, auditActions } from './audit-actions.ts';

export interface AuditEntry {
  action: AuditAction;
  loginName: string;
  channelCustId: string | null;
  sourceIp: string;
  userAgent: string;
  detail?: string;
}

export interface AuditListItem {
  at: string;
  loginName: string;
  action: AuditAction;
  detail: string;
  sourceIp: string;
  userAgent: string;
}

export interface AuditQuery {
  /** `PLATFORM` or `CUST#<channelCustId>` (see tenantKey). */
  tenant: string;
  loginName?: string;
  action?: AuditAction;
  /** Inclusive ISO bounds on the entry time; a date-only `to` covers the whole day. */
  from?: string;
  to?: string;
  cursor?: string;
  pageSize?: number;
}

/** The sort-key range of a tenant's entries within [from, to]: the sort key starts with the ISO time. */
function timeRange(from?: string, to?: string): EntityQuery<never>['sk'] {
  const end = to && `${to}\uffff`;
  if (from && end) return { between: [from, end] };
  if (from) return { greaterOrEqual: from };
  return end ? { lessOrEqual: end } : undefined;
}

/** The account action log (spec §6): who did what, when and from where, kept under the tenant. */
export function createAuditRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    async record(entry: AuditEntry, at: Date): Promise<void> {
      const iso = at.toISOString();
      await store.put(auditEntity, { ...entry, tenant: tenantKey(entry.channelCustId), at: iso, id: randomUUID() });
    },
    /** One page of a tenant's entries, newest first; login name (prefix) and action filter the page. */
    async list(q: AuditQuery): Promise<Page<AuditListItem>> {
      const filter = allOf([
        q.loginName && { expression: 'begins_with(loginName, :login)', values: { ':login': q.loginName } },
        q.action && attributeIs('action', q.action),
      ]);
      const sk = timeRange(q.from, q.to);
      const page = await store.page(
        auditEntity,
        {
          pk: within(auditEntity, { tenant: q.tenant }).pk,
          ...(sk ? { sk } : {}),
          ...(filter ? { filter } : {}),
          backwards: true,
        },
        { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE, maxReads: 1 },
      );
      return {
        ...page,
        items: page.items.map((i) => ({
          at: i.at,
          loginName: i.loginName,
          action: i.action as AuditAction,
          detail: i.detail ?? '',
          sourceIp: i.sourceIp ?? '',
          userAgent: i.userAgent ?? '',
        })),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
