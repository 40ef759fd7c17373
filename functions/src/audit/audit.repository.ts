import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys, partitionKeys, tenantKey } from '../shared/data/keys.ts';
import { queryPage } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';

export const auditActions = [
  'login',
  'logout',
  'loginFailed',
  'register',
  'resetPassword',
  'addAccount',
  'freeze',
  'thaw',
  'addRole',
  'updateRole',
  'deleteRole',
  'logo',
  'customerCreate',
  'customerUpdate',
  // Registration review (group registration)
  'registrationApprove',
  'registrationReject',
  // API management (group api-manager)
  'apiKeyReset',
  'apiIpChange',
  'apiLimitChange',
  'apiSwitch',
  // Catalogue (groups plan, apn)
  'planChange',
  'apnChange',
] as const;
export type AuditAction = (typeof auditActions)[number];

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

/** Key condition of a tenant's entries within [from, to]: the sort key starts with the ISO time. */
function timeRange(pk: string, from?: string, to?: string) {
  const values: Record<string, string> = { ':pk': pk };
  if (from) values[':from'] = from;
  if (to) values[':to'] = `${to}\uffff`;
  const range = from && to ? ' AND sk BETWEEN :from AND :to' : from ? ' AND sk >= :from' : to ? ' AND sk <= :to' : '';
  return { KeyConditionExpression: `pk = :pk${range}`, values };
}

/** The account action log (spec §6): who did what, when and from where, kept under the tenant. */
export function createAuditRepository(db = documentClient(), table = () => config('tableName')) {
  return {
    async record(entry: AuditEntry, at: Date): Promise<void> {
      const iso = at.toISOString();
      await db.send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.audit(tenantKey(entry.channelCustId), iso, randomUUID()), ...entry, at: iso },
        }),
      );
    },
    /** One page of a tenant's entries, newest first; login name (prefix) and action filter the page. */
    async list(q: AuditQuery): Promise<Page<AuditListItem>> {
      const pk = partitionKeys.audit(q.tenant);
      const { KeyConditionExpression, values } = timeRange(pk, q.from, q.to);
      const filters: string[] = [];
      const names: Record<string, string> = {};
      if (q.loginName) {
        filters.push('begins_with(loginName, :login)');
        values[':login'] = q.loginName;
      }
      if (q.action) {
        filters.push('#action = :action');
        names['#action'] = 'action';
        values[':action'] = q.action;
      }
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression,
          ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
        },
        { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE, maxReads: 1, partition: { name: 'pk', value: pk } },
        (i) => ({
          at: i.at as string,
          loginName: i.loginName as string,
          action: i.action as AuditAction,
          detail: (i.detail as string | undefined) ?? '',
          sourceIp: (i.sourceIp as string | undefined) ?? '',
          userAgent: (i.userAgent as string | undefined) ?? '',
        }),
      );
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
