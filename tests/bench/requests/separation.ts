/**
 * Card–device separation and its analysis (group separation, issue #16 items 1 and 3). The demo
 * history separates cards through a session file (infra/src/local/seed/history-separation.ts); a stack
 * without it (the route suites) gets one separation here through the same path: a binding through the
 * API, then a session file in the imports bucket that the usage-ingest worker reads.
 */
import { demoImei, writeSessionFile } from '../../../infra/src/local/seed/history-separation.ts';
import { oncePerRun } from './fixtures.ts';
import type { BenchContext, GroupRequests } from './types.ts';

interface Group {
  operationId: string;
}

const active = (c: { state: number; modeType?: unknown }) => c.state === 64 && c.modeType !== '00';

/** A separation group of Acme: the seeded one, or one made once per run. */
const group = oncePerRun('separation-group', async (ctx: BenchContext): Promise<Group> => {
  const list = () => ctx.call<{ items: Group[] }>('/cmp/risk/separationAnalysis/list', {}, 'acme');
  const seeded = (await list()).items[0];
  if (seeded) return seeded;
  const [card] = await ctx.takeCards(1, active);
  await ctx.call('/cmp/risk/separation/bind', { mode: 'imei', cards: [{ iccid: card!.iccid, imei: demoImei(101) }] }, 'acme');
  await new Promise((r) => setTimeout(r, 50));
  const t = Date.now();
  await writeSessionFile(`bench/${ctx.unique()}`, [
    { start: new Date(t - 20).toISOString(), iccid: card!.iccid, imei: demoImei(101), province: '31', city: null },
    { start: new Date(t - 10).toISOString(), iccid: card!.iccid, imei: demoImei(102), province: '31', city: null },
  ]);
  await ctx.idle();
  const made = (await list()).items[0];
  if (!made) throw new Error('the session file separated no card');
  return made;
});

/** A first page of 20 once Acme has a separation. */
const afterSeparation = async (ctx: BenchContext) => {
  await group(ctx);
  return { pageSize: 20 };
};

const bindFirst = async (ctx: BenchContext) => {
  const [card] = await ctx.takeCards(1, active);
  return { mode: 'first', cards: [{ iccid: card!.iccid }] };
};

export const separationRequests: GroupRequests = {
  separation: {
    list: { as: 'acme', note: 'one Query of the enterprise’s bindings, then one BatchGet of names', body: { pageSize: 20 } },
    records: { as: 'acme', note: 'binding operations, newest first', body: { pageSize: 20 } },
    events: { as: 'acme', setup: afterSeparation },
    bind: { as: 'acme', note: 'a BatchGet of the directory and cards, a BatchWrite of the bindings', setup: bindFirst },
    unbind: {
      as: 'acme',
      setup: async (ctx) => {
        const body = await bindFirst(ctx);
        await ctx.call('/cmp/risk/separation/bind', body, 'acme');
        return { iccids: body.cards.map((c) => c.iccid) };
      },
    },
    analysisList: { as: 'acme', setup: afterSeparation },
    analysisDetail: {
      as: 'acme',
      note: "one Query of the group's separations, one BatchGet of the cards' IMEI histories",
      setup: async (ctx) => ({ operationId: (await group(ctx)).operationId }),
    },
  },
};
