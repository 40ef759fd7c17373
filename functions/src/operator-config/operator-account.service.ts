import type { Operator } from '../card/card-record.ts';
import type { CatalogueStore } from '../commserv/catalogue-store.ts';
import { isHttpUrl } from '../commserv/commserv-rules.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { operatorAccountEntity } from '../shared/data/entities/catalogue.entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { SECRET_MASK, decryptSecret, encryptSecret } from './secret-box.ts';

export const OPERATOR_ACCOUNT_PK = operatorAccountEntity.prefix({}).pk;
export const accountStatuses = ['enabled', 'disabled'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** As stored: the secret only sealed (AES-256-GCM). */
export interface OperatorAccountRecord {
  operAccountId: string;
  operator: Operator;
  accountName: string;
  endpoint: string;
  appId: string;
  secretSealed: string;
  status: AccountStatus;
  remark?: string;
  createdAt: string;
  updatedAt: string;
}

/** As answered: never the secret, sealed or clear; a fixed mask tells the screen one is set. */
export type OperatorAccountView = Omit<OperatorAccountRecord, 'secretSealed'> & { secretMask: string };

export interface OperatorAccountInput {
  operator: Operator;
  accountName: string;
  endpoint: string;
  appId: string;
  /** Required on add; on edit an empty or missing secret keeps the stored one. */
  secret?: string;
  remark?: string;
}

export const toView = ({ secretSealed: _s, ...rest }: OperatorAccountRecord): OperatorAccountView => ({
  ...rest,
  secretMask: SECRET_MASK,
});

/** Operator accounts (API endpoint and credentials) — platform roles only. */
export function createOperatorAccountService(deps: {
  store: CatalogueStore;
  clock: () => Date;
  /** The base64 AES-256 key (operator-config/secret-key.ts: the environment locally, Secrets Manager in the cloud). */
  secretKey: () => string | Promise<string>;
  newId: () => string;
}) {
  const { store, clock } = deps;
  const guard = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };
  async function load(operAccountId: string): Promise<OperatorAccountRecord> {
    const found = await store.get<OperatorAccountRecord>(operatorAccountEntity.key({ operAccountId }));
    if (!found) throw new AppError('OPERATOR_ACCOUNT_NOT_FOUND', {}, 'operAccountId');
    return found;
  }
  const checkEndpoint = (endpoint: string) => {
    if (!isHttpUrl(endpoint.trim())) throw new AppError('OPERATOR_ENDPOINT', {}, 'endpoint');
    return endpoint.trim();
  };

  return {
    async list(p: Principal, o: { operator?: Operator; status?: AccountStatus }): Promise<OperatorAccountView[]> {
      guard(p);
      const all = await store.all<OperatorAccountRecord>(OPERATOR_ACCOUNT_PK, {
        equals: { operator: o.operator, status: o.status },
      });
      return all.map(toView);
    },
    async detail(p: Principal, operAccountId: string): Promise<OperatorAccountView> {
      guard(p);
      return toView(await load(operAccountId));
    },
    async add(p: Principal, input: OperatorAccountInput): Promise<OperatorAccountView> {
      guard(p);
      if (!input.secret?.trim()) throw new AppError('OPERATOR_SECRET_REQUIRED', {}, 'secret');
      const at = clock().toISOString();
      const record: OperatorAccountRecord = {
        operAccountId: deps.newId(),
        operator: input.operator,
        accountName: input.accountName.trim(),
        endpoint: checkEndpoint(input.endpoint),
        appId: input.appId.trim(),
        secretSealed: encryptSecret(input.secret, await deps.secretKey()),
        status: 'enabled',
        ...(input.remark ? { remark: input.remark } : {}),
        createdAt: at,
        updatedAt: at,
      };
      await store.create(operatorAccountEntity.key(record), record);
      return toView(record);
    },
    async edit(p: Principal, operAccountId: string, input: OperatorAccountInput): Promise<OperatorAccountView> {
      guard(p);
      const current = await load(operAccountId);
      const record: OperatorAccountRecord = {
        ...current,
        operator: input.operator,
        accountName: input.accountName.trim(),
        endpoint: checkEndpoint(input.endpoint),
        appId: input.appId.trim(),
        secretSealed: input.secret?.trim() ? encryptSecret(input.secret, await deps.secretKey()) : current.secretSealed,
        remark: input.remark ?? current.remark,
        updatedAt: clock().toISOString(),
      };
      await store.replace(operatorAccountEntity.key({ operAccountId }), record, 'OPERATOR_ACCOUNT_NOT_FOUND');
      return toView(record);
    },
    async setStatus(p: Principal, operAccountId: string, status: AccountStatus): Promise<OperatorAccountView> {
      guard(p);
      const record = { ...(await load(operAccountId)), status, updatedAt: clock().toISOString() };
      await store.replace(operatorAccountEntity.key({ operAccountId }), record, 'OPERATOR_ACCOUNT_NOT_FOUND');
      return toView(record);
    },
    /** The clear credentials, for an operator adapter only: never exposed through a route. */
    async credentials(operAccountId: string): Promise<{ endpoint: string; appId: string; secret: string }> {
      const r = await load(operAccountId);
      return { endpoint: r.endpoint, appId: r.appId, secret: decryptSecret(r.secretSealed, await deps.secretKey()) };
    },
  };
}
