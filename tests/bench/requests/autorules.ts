/** Automation rules (group autorule): Acme's rules, their changes and the dry run of a draft. */
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

const terms = {
  name: 'Benchmark usage rule',
  triggerKind: 'cycleUsage',
  unit: 'percent',
  threshold: 80,
  clearThreshold: 50,
  targetKind: 'enterprise',
  actions: [{ type: 2 }],
  emails: 'ops@acme.example',
};

interface Made {
  ruleId: string;
  version: number;
}
const newRule = async (ctx: BenchContext): Promise<Made> => {
  const { ruleId, version } = await ctx.call<Made>('/cmp/autorule/add', { ...terms, name: `Bench rule ${ctx.unique()}` }, 'acme');
  return { ruleId, version };
};
/** A rule of Acme the reads open, once per benchmark run. */
const rule = oncePerRun('autorule', newRule);

export const autoruleRequests: GroupRequests = {
  autorule: {
    list: {
      as: 'acme',
      setup: async (ctx) => {
        await rule(ctx);
        return { pageSize: 20 };
      },
    },
    detail: { as: 'acme', setup: async (ctx) => ({ ruleId: (await rule(ctx)).ruleId }) },
    add: { as: 'acme', note: 'the rule and its match-index entry in one transaction', body: terms },
    edit: {
      as: 'acme',
      setup: async (ctx) => ({ ...(await newRule(ctx)), ...terms, threshold: 90 }),
    },
    delete: { as: 'acme', setup: async (ctx) => newRule(ctx) },
    switch: { as: 'acme', setup: async (ctx) => ({ ...(await newRule(ctx)), enabled: false }) },
    dryRun: {
      as: 'acme',
      note: "the draft over 30 days of the target's recorded usage (at most 1,000 cards)",
      body: terms,
    },
    // The alarm log: the seeded alarms (a card deactivated, funds below the rule) through the real path.
    alarmList: {
      as: 'acme',
      note: 'newest first, a Query of each of the enterprise’s 16 alarm shards at once, merged',
      body: { pageSize: 20 },
    },
    alarmDetail: {
      as: 'acme',
      note: 'a GetItem of the alarm',
      setup: async (ctx) => {
        const { items } = await ctx.call<{ items: { alarmId: string }[] }>('/cmp/autorule/alarm/list', { pageSize: 10 }, 'acme');
        if (!items[0]) throw new Error('no alarm of Acme: the seed makes some (infra/src/local/seed/history-autorules.ts)');
        return { alarmId: items[0].alarmId };
      },
    },
  },
};
