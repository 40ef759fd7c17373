/** Contracts (group contract): contracts of enterprises, their change log, payments and access points. */
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const year = new Date().getUTCFullYear();
const terms = {
  name: 'Benchmark contract',
  paymentKind: 'prepaidContract',
  payMode: 'prepaid',
  amount: 10_000_000,
  signedOn: `${year}-01-02`,
  validFrom: `${year}-01-01`,
  validTo: `${year}-12-31`,
};
const point = {
  name: 'Bench AP',
  operator: 'CMCC',
  apnId: 'APN0001',
  startIp: '10.64.8.1',
  endIp: '10.64.8.254',
  cardLimit: 100,
};

interface Made {
  contractNumber: string;
  version: number;
}
const newContract = async (ctx: BenchContext): Promise<Made> => {
  const contractNumber = `BH-${ctx.unique()}`.slice(0, 32);
  return ctx.call<Made>('/cmp/contract/create', { channelCustId: 'C1001', contractNumber, ...terms }, 'admin');
};
/** A contract of Acme with an access point and a payment, that the reads open, once per benchmark run. */
const contract = oncePerRun('contract', async (ctx) => {
  const c = await newContract(ctx);
  await ctx.call('/cmp/contract/accessPoint/add', { contractNumber: c.contractNumber, ...point }, 'admin');
  await ctx.call(
    '/cmp/contract/payment/create',
    { contractNumber: c.contractNumber, amount: 100, paidOn: `${year}-01-05` },
    'admin',
  );
  return c;
});
const newPoint = async (ctx: BenchContext) => {
  const c = await newContract(ctx);
  const ap = await ctx.call<{ accessPointId: string; version: number }>(
    '/cmp/contract/accessPoint/add',
    { contractNumber: c.contractNumber, ...point },
    'admin',
  );
  return { contractNumber: c.contractNumber, accessPointId: ap.accessPointId, version: ap.version };
};

export const contractRequests: GroupRequests = {
  contract: {
    list: {
      as: 'acme',
      setup: async (ctx) => {
        await contract(ctx);
        return { pageSize: 20 };
      },
    },
    detail: { as: 'acme', setup: async (ctx) => ({ contractNumber: (await contract(ctx)).contractNumber }) },
    changeLog: { as: 'admin', setup: async (ctx) => ({ contractNumber: (await contract(ctx)).contractNumber, pageSize: 20 }) },
    create: {
      as: 'admin',
      setup: async (ctx) => ({ channelCustId: 'C1003', contractNumber: `BC-${ctx.unique()}`.slice(0, 32), ...terms }),
    },
    // Each call changes or terminates a fresh contract (a terminated one cannot change again).
    update: {
      as: 'admin',
      setup: async (ctx) => {
        const c = await newContract(ctx);
        return { contractNumber: c.contractNumber, version: c.version, ...terms, name: 'Benchmark contract (changed)' };
      },
    },
    terminate: {
      as: 'admin',
      setup: async (ctx) => {
        const c = await newContract(ctx);
        return { contractNumber: c.contractNumber, version: c.version, reason: 'Bench' };
      },
    },
    pay: {
      as: 'admin',
      note: 'one transaction: the payment, the contract and the ledger transfer settlement → contract',
      setup: async (ctx) => ({ contractNumber: (await newContract(ctx)).contractNumber, amount: 5_000, paidOn: `${year}-02-01` }),
    },
    accessPointList: { as: 'acme', setup: async (ctx) => ({ contractNumber: (await contract(ctx)).contractNumber }) },
    accessPointAdd: {
      as: 'admin',
      setup: async (ctx) => ({ contractNumber: (await contract(ctx)).contractNumber, ...point, name: `AP ${ctx.unique()}` }),
    },
    accessPointUpdate: {
      as: 'admin',
      setup: async (ctx) => ({ ...(await newPoint(ctx)), ...point, cardLimit: 200 }),
    },
    accessPointState: {
      as: 'admin',
      setup: async (ctx) => ({ ...(await newPoint(ctx)), state: 'disabled' }),
    },
    accessPointDelete: { as: 'admin', setup: async (ctx) => newPoint(ctx) },
  },
};
