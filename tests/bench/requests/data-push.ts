/**
 * Data push over SFTP (group data-push, issue #15 item 6). The demo history seeds Acme's task to the
 * stack's local SFTP server (infra/src/local/sftp-local.ts), so "test connection" and "push now"
 * connect to a real server as in use.
 */
import type { BenchContext, GroupRequests } from './types.ts';

interface Task {
  taskId: string;
  host: string;
  port: number;
  path: string;
}

const DEMO = { account: 'cmp-demo', password: 'cmp-demo-sftp' };

/**
 * Acme's seeded push task (history-data-push.ts). A stack without the demo history (the route suites)
 * gets one to 127.0.0.1:22: a connection test or a push then answers the failure, recorded as a run.
 */
async function seeded(ctx: BenchContext): Promise<Task> {
  const { items } = await ctx.call<{ items: Task[] }>('/cmp/core/dataPush/list', {}, 'acme');
  if (items[0]) return items[0];
  const body = {
    name: 'Bench push',
    host: '127.0.0.1',
    port: 22,
    ...DEMO,
    path: '/acme',
    fileType: 'csv',
    contents: ['cards'],
    hour: 6,
  };
  return ctx.call<Task>('/cmp/core/dataPush/add', body, 'acme');
}

/** Room for one more task of Acme (at most 5): tasks beyond the seeded one go until 4 are left. */
async function room(ctx: BenchContext): Promise<void> {
  const { items } = await ctx.call<{ items: Task[] }>('/cmp/core/dataPush/list', {}, 'acme');
  for (const t of items.slice(1, 1 + Math.max(0, items.length - 4)))
    await ctx.call('/cmp/core/dataPush/delete', { taskId: t.taskId }, 'acme');
}

/** A new task of Acme to the same server (the account and password of the local demo server). */
async function fields(ctx: BenchContext) {
  const t = await seeded(ctx);
  await room(ctx);
  return {
    name: `Bench push ${ctx.unique()}`,
    host: t.host,
    port: t.port,
    ...DEMO,
    path: t.path,
    fileType: 'xlsx',
    contents: ['cards'],
    hour: 7,
  };
}

const ref = async (ctx: BenchContext) => ({ taskId: (await seeded(ctx)).taskId });

export const dataPushRequests: GroupRequests = {
  'data-push': {
    list: { as: 'acme' },
    detail: { as: 'acme', setup: ref },
    runs: { as: 'acme', setup: ref },
    add: { as: 'acme', setup: fields },
    edit: {
      as: 'acme',
      setup: async (ctx) => ({ ...(await fields(ctx)), ...(await ref(ctx)), name: 'Daily files (edited)', password: '' }),
    },
    status: { as: 'acme', setup: async (ctx) => ({ ...(await ref(ctx)), enabled: true }) },
    delete: {
      as: 'acme',
      setup: async (ctx) => {
        const added = await ctx.call<{ taskId: string }>('/cmp/core/dataPush/add', await fields(ctx), 'acme');
        return { taskId: added.taskId };
      },
    },
    test: { as: 'acme', setup: ref },
    push: { as: 'acme', setup: ref, bulk: 'builds the enterprise’s files from its whole card list and uploads them over SFTP' },
  },
};
