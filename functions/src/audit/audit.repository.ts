import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys, tenantKey } from '../shared/data/keys.ts';

export type AuditAction =
  | 'login'
  | 'logout'
  | 'loginFailed'
  | 'register'
  | 'resetPassword'
  | 'addAccount'
  | 'freeze'
  | 'thaw'
  | 'addRole'
  | 'updateRole'
  | 'deleteRole'
  | 'logo';

export interface AuditEntry {
  action: AuditAction;
  loginName: string;
  channelCustId: string | null;
  sourceIp: string;
  userAgent: string;
  detail?: string;
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
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
