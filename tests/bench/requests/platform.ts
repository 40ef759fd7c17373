/** Sign-in, accounts, roles, announcements, logo, customers and the audit log (groups auth … audit). */
import type { BenchContext, GroupRequests } from './types.ts';

const PASSWORD = 'Bench@2026x';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);

/** A staff account of Acme that the benchmark owns (so it may freeze it, reset its password, end its session). */
async function acmeClerk(ctx: BenchContext): Promise<string> {
  const loginName = `bench-clerk-${ctx.unique()}`.toLowerCase();
  await ctx.call(
    '/cmp/core/account/save',
    { loginName, displayName: 'Bench Clerk', roleId: '4000', email: 'clerk@acme.example', password: PASSWORD },
    'acme',
  );
  return loginName;
}

const secondary = (ctx: BenchContext) => {
  const n = ctx.unique();
  return { code: `SB${n}`, name: `Bench Sub ${n}`, status: 0, paymentModel: 'prepaid' };
};

/** A pending self-registration (through the public form), for the platform's review. */
async function pendingRegistration(ctx: BenchContext): Promise<string> {
  const n = ctx.unique().toLowerCase();
  const res = await fetch(`${ctx.url}/api/cmp/base/oauth/register?lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: `Bench Freight ${n}`,
      contactName: 'Chen Jing',
      phone: '021-5555-0199',
      email: `chen.${n}@freight.example`,
      loginName: `bench-rv-${n}`,
      password: PASSWORD,
      captchaId: 'b',
      captchaCode: 'b',
    }),
  });
  const answer = (await res.json()) as { data?: { registrationId?: string }; msg?: string };
  if (!answer.data?.registrationId) throw new Error(`bench registration failed: ${res.status} ${answer.msg}`);
  return answer.data.registrationId;
}

export const platformRequests: GroupRequests = {
  auth: {
    captcha: { as: 'public' },
    login: { as: 'public', body: { loginName: 'acme', password: 'Cmp@2026demo', captchaId: 'b', captchaCode: 'b' } },
    register: {
      as: 'public',
      setup: async (ctx) => ({
        companyName: 'Bench Logistics Co',
        contactName: 'Wang Fang',
        phone: '010-5555-0101',
        email: 'wang@bench.example',
        loginName: `bench-reg-${ctx.unique()}`.toLowerCase(),
        password: PASSWORD,
        captchaId: 'b',
        captchaCode: 'b',
      }),
    },
    logout: { as: 'acme-staff', prepare: async (ctx) => ({ body: {}, token: await ctx.signIn('acme-staff') }) },
    resetPassword: {
      as: 'acme-staff',
      prepare: async (ctx) => {
        const loginName = await acmeClerk(ctx);
        return {
          token: await ctx.signIn(loginName, PASSWORD),
          body: { oldPassword: PASSWORD, newPassword: 'Bench@2027y', confirmPassword: 'Bench@2027y' },
        };
      },
      note: 'a new clerk changes its own password',
    },
  },
  account: {
    currentAccount: { as: 'acme' },
    list: { as: 'acme', body: { pageSize: 20 } },
    infoByLoginName: { as: 'acme', body: { loginName: 'acme-staff' } },
    save: {
      as: 'acme',
      setup: async (ctx) => ({
        loginName: `bench-new-${ctx.unique()}`.toLowerCase(),
        displayName: 'Bench Staff',
        roleId: '4000',
        email: 'staff@acme.example',
        password: PASSWORD,
      }),
    },
    update: { as: 'acme', setup: async (ctx) => ({ loginName: await acmeClerk(ctx), displayName: 'Bench Clerk (finance)' }) },
    freezeSave: {
      as: 'acme',
      setup: async (ctx) => ({ loginName: await acmeClerk(ctx), action: 'freeze', reason: 'left the company' }),
    },
    freezeList: {
      as: 'acme',
      setup: async (ctx) => {
        const loginName = await acmeClerk(ctx);
        await ctx.call('/cmp/core/account/freeze/save', { loginName, action: 'freeze', reason: 'on leave' }, 'acme');
        await ctx.call('/cmp/core/account/freeze/save', { loginName, action: 'thaw', reason: 'back' }, 'acme');
        return { loginName };
      },
    },
    resetPassword: { as: 'acme', setup: async (ctx) => ({ loginName: await acmeClerk(ctx) }) },
    roleList: { as: 'acme' },
  },
  role: {
    list: { as: 'admin', body: { pageSize: 20 } },
    detail: { as: 'admin', body: { roleId: '2000' } },
    saveOrUpdate: {
      as: 'admin',
      setup: async (ctx) => ({
        code: `bench-${ctx.unique()}`.toLowerCase(),
        name: 'Finance reviewer',
        roleType: 2000,
        description: 'Reads billing',
        permissions: ['1000000', '4000000'],
      }),
    },
    delete: {
      as: 'admin',
      setup: async (ctx) => {
        const role = await ctx.call<{ roleId: string }>(
          '/cmp/core/role/saveOrUpdate',
          { code: `bench-${ctx.unique()}`.toLowerCase(), name: 'Temporary', roleType: 2000, permissions: ['1000000'] },
          'admin',
        );
        return { roleId: role.roleId };
      },
    },
    typeDropdown: { as: 'admin' },
    menuTree: { as: 'admin' },
  },
  announcement: {
    current: { as: 'acme-east' },
    list: { as: 'admin', body: { pageSize: 20 } },
    save: {
      as: 'admin',
      setup: async () => ({
        content: '系统维护通知',
        englishContent: 'Planned maintenance on Sunday 02:00-04:00',
        endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        sendMode: 'banner',
      }),
    },
  },
  logo: {
    get: { as: 'acme' },
    uploadUrl: { as: 'acme', body: { contentType: 'image/png', size: png.length } },
    confirm: {
      as: 'acme',
      setup: async (ctx) => {
        const url = await ctx.call<{ uploadUrl: string; key: string }>(
          '/cmp/core/logo/uploadUrl',
          { contentType: 'image/png', size: png.length },
          'acme',
        );
        await ctx.upload(url.uploadUrl, png, 'image/png');
        return { key: url.key };
      },
    },
  },
  customer: {
    list: { as: 'acme', body: { pageSize: 20 } },
    detail: { as: 'acme', body: { channelCustId: 'C1001', custId: 'S2001' } },
    save: { as: 'acme', setup: async (ctx) => secondary(ctx) },
    update: {
      as: 'acme',
      setup: async (ctx) => {
        const created = await ctx.call<{ channelCustId: string; custId: string }>(
          '/cmp/core/account/customer/save',
          secondary(ctx),
          'acme',
        );
        return { channelCustId: created.channelCustId, custId: created.custId, salesPerson: 'Zhao Min' };
      },
    },
    // A new enterprise (no cards yet) spread over 4 card index partitions.
    cardShards: {
      as: 'admin',
      setup: async (ctx) => {
        const n = ctx.unique();
        const created = await ctx.call<{ channelCustId: string }>(
          '/cmp/core/account/customer/save',
          {
            code: `EB${n}`,
            name: `Bench Enterprise ${n}`,
            status: 0,
            paymentModel: 'postpaid',
            businessLicence: `LIC-${n}`,
            taxNumber: `91310000${n}`.replace(/[^A-Za-z0-9]/g, ''),
            adminContact: { name: 'Li Lei', phone: '021-5555-0000' },
          },
          'admin',
        );
        return { channelCustId: created.channelCustId, cardShards: 4 };
      },
    },
  },
  audit: { list: { as: 'admin', body: { pageSize: 20 } } },
  registration: {
    list: {
      as: 'admin',
      setup: async (ctx) => {
        await pendingRegistration(ctx);
        return { status: 'pending', pageSize: 20 };
      },
    },
    detail: { as: 'admin', setup: async (ctx) => ({ id: await pendingRegistration(ctx) }) },
    roleOptions: { as: 'admin', body: { channelCustId: 'C1001' } },
    approve: {
      as: 'admin',
      setup: async (ctx) => ({ id: await pendingRegistration(ctx), into: 'existing', channelCustId: 'C1001', roleId: '4000' }),
    },
    reject: {
      as: 'admin',
      setup: async (ctx) => ({ id: await pendingRegistration(ctx), reason: 'The business licence could not be verified.' }),
    },
  },
};
