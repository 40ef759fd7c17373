import { config } from '../platform/config.ts';
import { type RoleGrant, grantOf, isBuiltInRoleId } from '../role/role-rules.ts';
import { createRoleRepository } from '../role/role.repository.ts';
import { BatchGetCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { accountEntity, revokedTokenEntity } from '../shared/data/entities/account.entity.ts';
import { registrationEntity } from '../shared/data/entities/registration.entity.ts';
import { entitySteps, entityStore } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export type AccountRecord = InferItem<typeof accountEntity> & {
  /** A custom role's grant, attached by `get` (not stored on the account). */
  role?: RoleGrant;
};
type Registration = InferItem<typeof registrationEntity>;

/** Accounts and the tokens revoked by logout. */
export function createAccountRepository(
  db = documentClient(),
  table = () => config('tableName'),
  roles = createRoleRepository(db, table),
) {
  const store = entityStore(db, table);
  return {
    /** The account; with a custom role, that role's grant too (one more read, under the account's tenant). */
    async get(loginName: string): Promise<AccountRecord | undefined> {
      const account: AccountRecord | undefined = await store.get(accountEntity, { loginName });
      if (account && !isBuiltInRoleId(account.roleId)) {
        const role = await roles.get(tenantKey(account.channelCustId), account.roleId);
        if (role) account.role = grantOf(role);
      }
      return account;
    },

    /** One round trip for every authenticated request: the account and whether this token was revoked. */
    async getForToken(loginName: string, jti: string): Promise<{ account?: AccountRecord; revoked: boolean }> {
      const accountKey = accountEntity.key({ loginName });
      const tokenKey = revokedTokenEntity.key({ jti });
      const { Responses } = await db.send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: [accountKey, tokenKey] } } }));
      const items = Responses?.[table()] ?? [];
      const account = items.find((i) => i.pk === accountKey.pk);
      return { account: account && accountEntity.parse(account), revoked: items.some((i) => i.pk === tokenKey.pk) };
    },

    async revokeToken(jti: string, expiresAtEpoch: number, loginName: string): Promise<void> {
      await store.put(revokedTokenEntity, { jti, loginName, expiresAt: expiresAtEpoch });
    },

    async recordFailedLogin(loginName: string, lockAfter: number, lockUntil: string): Promise<number> {
      const updated = await store.update(
        accountEntity,
        { loginName },
        { add: { failedLogins: 1 }, condition: 'exists', returnValues: 'UPDATED_NEW' },
      );
      const failed = Number(updated?.failedLogins ?? 0);
      if (failed >= lockAfter) {
        await store.update(accountEntity, { loginName }, { set: { lockedUntil: lockUntil, failedLogins: 0 } });
      }
      return failed;
    },

    async recordSuccessfulLogin(loginName: string, at: string): Promise<void> {
      await store.update(accountEntity, { loginName }, { set: { failedLogins: 0, lastLoginAt: at }, remove: ['lockedUntil'] });
    },

    /** Creates an account that is waiting for approval, with its registration request; a taken login name is a conflict. */
    async createPending(account: AccountRecord, registration: Registration): Promise<void> {
      await store.transact([
        entitySteps.put(table(), accountEntity, account, 'absent', new AppError('CONFLICT', {}, 'loginName')),
        entitySteps.put(table(), registrationEntity, registration),
      ]);
    },

    async removePending(loginName: string, registrationId: string): Promise<void> {
      await store.delete(accountEntity, { loginName });
      await store.delete(registrationEntity, { id: registrationId });
    },

    async clearResetFlag(loginName: string): Promise<void> {
      await store.update(accountEntity, { loginName }, { set: { isResetPassword: false } });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
