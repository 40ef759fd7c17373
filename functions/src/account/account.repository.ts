import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { type RoleGrant, grantOf, isBuiltInRoleId } from '../role/role-rules.ts';
import { createRoleRepository } from '../role/role.repository.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { altKeys, keys, tenantKey } from '../shared/data/keys.ts';
import { conditionFailed } from '../shared/data/operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export interface AccountRecord {
  loginName: string;
  displayName: string;
  roleId: string;
  channelCustId: string | null;
  custId: string | null;
  customerName: string | null;
  status: 'active' | 'frozen' | 'pending' | 'rejected';
  /** Why the platform rejected the registration (status `rejected`), told at the next sign-in attempt. */
  rejectReason?: string;
  isResetPassword: boolean;
  failedLogins?: number;
  lockedUntil?: string;
  email?: string;
  phone?: string;
  createdAt: string;
  lastLoginAt?: string;
  /** Stored for custom roles (built-in role ids are their own type), so lists can filter by type. */
  roleType?: number;
  /** A custom role's grant, attached by `get` (not stored on the account). */
  role?: RoleGrant;
}

const strip = <T extends Record<string, unknown>>(item: T | undefined) => {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, gsi2pk: _g, gsi2sk: _s, ...rest } = item;
  return rest;
};

/** Accounts and the tokens revoked by logout. */
export function createAccountRepository(
  db = documentClient(),
  table = () => config('tableName'),
  roles = createRoleRepository(db, table),
) {
  return {
    /** The account; with a custom role, that role's grant too (one more read, under the account's tenant). */
    async get(loginName: string): Promise<AccountRecord | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.account(loginName) }));
      const account = strip(Item) as AccountRecord | undefined;
      if (account && !isBuiltInRoleId(account.roleId)) {
        const role = await roles.get(tenantKey(account.channelCustId), account.roleId);
        if (role) account.role = grantOf(role);
      }
      return account;
    },

    /** One round trip for every authenticated request: the account and whether this token was revoked. */
    async getForToken(loginName: string, jti: string): Promise<{ account?: AccountRecord; revoked: boolean }> {
      const accountKey = keys.account(loginName);
      const tokenKey = keys.revokedToken(jti);
      const { Responses } = await db.send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: [accountKey, tokenKey] } } }));
      const items = Responses?.[table()] ?? [];
      const account = items.find((i) => i.pk === accountKey.pk);
      return { account: strip(account) as AccountRecord | undefined, revoked: items.some((i) => i.pk === tokenKey.pk) };
    },

    async revokeToken(jti: string, expiresAtEpoch: number, loginName: string): Promise<void> {
      await db.send(
        new PutCommand({ TableName: table(), Item: { ...keys.revokedToken(jti), loginName, expiresAt: expiresAtEpoch } }),
      );
    },

    async recordFailedLogin(loginName: string, lockAfter: number, lockUntil: string): Promise<number> {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.account(loginName),
          UpdateExpression: 'ADD failedLogins :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const failed = Number(Attributes?.failedLogins ?? 0);
      if (failed >= lockAfter) {
        await db.send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.account(loginName),
            UpdateExpression: 'SET lockedUntil = :until, failedLogins = :zero',
            ExpressionAttributeValues: { ':until': lockUntil, ':zero': 0 },
          }),
        );
      }
      return failed;
    },

    async recordSuccessfulLogin(loginName: string, at: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.account(loginName),
          UpdateExpression: 'SET failedLogins = :zero, lastLoginAt = :at REMOVE lockedUntil',
          ExpressionAttributeValues: { ':zero': 0, ':at': at },
        }),
      );
    },

    /** Creates an account that is waiting for approval, with its registration request; a taken login name is a conflict. */
    async createPending(account: AccountRecord, registration: Record<string, unknown> & { id: string }): Promise<void> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table(),
                  Item: { ...keys.account(account.loginName), ...account },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: table(),
                  Item: {
                    ...keys.registration(registration.id),
                    ...altKeys.registrationOfStatus('pending', registration.id),
                    ...registration,
                  },
                },
              },
            ],
          }),
        );
      } catch (error) {
        conditionFailed(error, new AppError('CONFLICT', {}, 'loginName'));
      }
    },

    async removePending(loginName: string, registrationId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: table(), Key: keys.account(loginName) }));
      await db.send(new DeleteCommand({ TableName: table(), Key: keys.registration(registrationId) }));
    },

    async clearResetFlag(loginName: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.account(loginName),
          UpdateExpression: 'SET isResetPassword = :f',
          ExpressionAttributeValues: { ':f': false },
        }),
      );
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
