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

/** Acme's seeded push task (history-data-push.ts). */
async function seeded(ctx: BenchContext): Promise<Task> {
  const { items } = await ctx.call<{ items: Task[] }>('/cmp/core/dataPush/list', {}, 'acme');
  if (!items[0]) throw new Error('No seeded data-push task: the bench needs the demo history');
  return items[0];
}

/** A new task of Acme to the same server (the account and password of the local demo server). */
async function fields(ctx: BenchContext) {
  const t = await seeded(ctx);
  return {
    name: `Bench push ${ctx.unique()}`,
    host: t.host,
    port: t.port,
    account: 'cmp-demo',
    password: 'cmp-demo-sftp',
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
