import { randomUUID } from 'node:crypto';
import { createCatalogueStore } from '../commserv/catalogue-store.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { flowUnits } from './flow-units.ts';
import { accountStatuses, createOperatorAccountService } from './operator-account.service.ts';
import { operatorNameList, operators } from './operator-catalogue.ts';
import { operatorCommList } from './operator-comm.ts';
import { createOperatorGoodsService, goodsKinds, goodsStatuses } from './operator-goods.service.ts';
import { operatorSecretKeyResolver } from './secret-key.ts';

const store = createCatalogueStore();
const clock = () => new Date();
const accounts = createOperatorAccountService({
  store,
  clock,
  secretKey: operatorSecretKeyResolver(),
  newId: () => `OA${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
});
const goods = createOperatorGoodsService({ store, clock });

const operator = oneOf(operators);
const id = str({ max: 64 });
const accountFields = {
  operator,
  accountName: str({ max: 64 }),
  endpoint: str({ max: 500 }),
  appId: str({ max: 128 }),
  secret: optional(str({ max: 512 })),
  remark: optional(str({ max: 200 })),
};
const platformOnly = (p: Parameters<typeof isPlatformRole>[0]) => {
  if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
};

export const handler = createApiHandler('operator-config', {
  accountList: route({
    input: { operator: optional(operator), status: optional(oneOf(accountStatuses)) },
    run: async ({ principal, body }) => ({ items: await accounts.list(principal, body), cursor: null }),
  }),
  accountDetail: route({
    input: { operAccountId: id },
    run: ({ principal, body }) => accounts.detail(principal, body.operAccountId),
  }),
  accountAdd: route({
    input: accountFields,
    run: async ({ principal, body }) => new Reply(await accounts.add(principal, body), 201),
  }),
  accountEdit: route({
    input: { operAccountId: id, ...accountFields },
    run: ({ principal, body }) => {
      const { operAccountId, ...rest } = body;
      return accounts.edit(principal, operAccountId, rest);
    },
  }),
  accountStatus: route({
    input: { operAccountId: id, status: oneOf(accountStatuses) },
    run: ({ principal, body }) => accounts.setStatus(principal, body.operAccountId, body.status),
  }),
  nameList: route({
    run: async ({ principal, lang }) => {
      platformOnly(principal);
      return { items: operatorNameList(lang) };
    },
  }),
  commList: route({
    input: { operator: optional(operator) },
    run: async ({ principal, body }) => {
      platformOnly(principal);
      return { items: await operatorCommList(store, body.operator), cursor: null };
    },
  }),
  goodsList: route({
    input: {
      kind: oneOf(goodsKinds),
      operator: optional(operator),
      status: optional(oneOf(goodsStatuses)),
      name: optional(str({ max: 64 })),
      ...pageFields,
    },
    run: ({ principal, body }) => goods.list(principal, body),
  }),
  goodsAdd: route({
    input: {
      kind: oneOf(goodsKinds),
      operator,
      code: str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ }),
      name: str({ max: 64 }),
      volume: optional(int({ min: 1, max: 1_000_000 })),
      unit: optional(oneOf(flowUnits)),
      smsCount: optional(int({ min: 1, max: 1_000_000 })),
      validityMonths: int({ min: 1, max: 120 }),
      priceFen: int({ min: 0, max: 100_000_000 }),
    },
    run: async ({ principal, body }) => new Reply(await goods.add(principal, body), 201),
  }),
  goodsDelete: route({
    input: { kind: oneOf(goodsKinds), goodsId: id },
    run: ({ principal, body }) => goods.remove(principal, body.kind, body.goodsId),
  }),
  goodsStatus: route({
    input: { kind: oneOf(goodsKinds), goodsId: id, status: oneOf(goodsStatuses) },
    run: ({ principal, body }) => goods.setStatus(principal, body.kind, body.goodsId, body.status),
  }),
});
