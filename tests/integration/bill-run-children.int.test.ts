/**
 * A bill run too long for one execution's history (issue #19 item 3), on a local stack of its own
 * whose worker cuts 20-card chunks and whose machines run at most 3 chunks per execution: the run's
 * execution plans shards and runs each as a child execution of the bill-run machine
 * (`states:startExecution.sync:2`, run by sfn-local as an execution of its own). Its bills are exactly
 * those of one pass over the cards (the dry run; bill-run.int.test.ts shows one execution bills the
 * same), a child started again (the first attempt died after it) rates nothing twice, and every
 * execution's transitions are what the estimate the workload-limit tests use says.
 */
import { billRunJob } from '@cmp/functions/bill/bill-run-job';
import { createBillRunWorker } from '@cmp/functions/bill/bill-run.worker';
import { type RunRef, createBillRepository } from '@cmp/functions/bill/bill.repository';
import { startBillRun } from '@cmp/functions/bill/start-bill-run';
import { startExecution } from '@cmp/functions/shared/aws/sfn';
import { splitPlan } from '@cmp/functions/shared/jobs/chunked-job-worker';
import { executionEstimate } from '@cmp/functions/shared/jobs/history-events';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/src/local/stack.ts';
import { createBenchContext } from '../bench/requests/context.ts';
import type { BenchContext } from '../bench/requests/types.ts';
import { ownStack } from '../support/own-stack.ts';

const CHUNK_CARDS = 20;
const CHILD_CHUNKS = 3;
const REF: RunRef = { channelCustId: 'C1001', cycle: '2026-10', calendar: 'month' };

interface Bill {
  billId: string;
  totals: unknown;
  lines: unknown[];
  profitLines: unknown[];
}

const own = ownStack({
  name: 'children',
  seed: { cards: 400, usageDays: 60, history: false },
  // Read by the bill worker and the chunked-job dispatch on each Task (this stack runs them in-process).
  env: { BILL_RUN_CHUNK_CARDS: String(CHUNK_CARDS), JOB_CHILD_CHUNKS: String(CHILD_CHUNKS) },
});
let stack: LocalStack;
let ctx: BenchContext;

beforeAll(() => {
  stack = own.current();
  ctx = createBenchContext(stack.url, stack.clients.db, stack.tableName, () => stack.background.idle());
});

const execution = (name: string) => [...stack.sfn.executions.values()].find((e) => e.name === name);
const byId = (bills: Bill[]) =>
  Object.fromEntries(bills.map((b) => [b.billId, { totals: b.totals, lines: b.lines, profitLines: b.profitLines }]));

describe('a bill run split into child executions', () => {
  it('bills exactly what one pass bills, with a child started again rating nothing twice', async () => {
    const preview = await ctx.call<{ ratedCards: number; bills: Bill[] }>('/cmp/bill/dryRun', REF, 'admin');
    expect(preview.ratedCards).toBeGreaterThan(CHUNK_CARDS * CHILD_CHUNKS);

    const bills = createBillRepository(stack.clients.db, () => stack.tableName);
    await bills.createRun({ ...REF, status: 'processing', startedBy: 'test', createdAt: new Date().toISOString() });
    // The plan the run's execution makes (kept on the run): more chunks than one execution runs here.
    const { chunks } = await createBillRunWorker({ bills, clock: () => new Date(), chunkCards: CHUNK_CARDS }).planChunks(REF);
    const plan = splitPlan(chunks, REF, CHILD_CHUNKS);
    if (!('shards' in plan)) throw new Error(`${chunks.length} chunks planned as one execution`);
    expect(plan.shards.length).toBe(Math.ceil(chunks.length / CHILD_CHUNKS));
    expect(plan.shards.length).toBeGreaterThanOrEqual(3);

    // A first attempt of the run died after its first child had ended: that child rated its chunks.
    const arn = process.env[billRunJob.arnEnv]!;
    await startExecution({ stateMachineArn: arn, name: 'first-child', input: JSON.stringify(plan.shards[0]) });
    await stack.background.idle();
    expect(execution('first-child')?.status, execution('first-child')?.error).toBe('SUCCEEDED');
    expect(await bills.chunks(REF)).toHaveLength(CHILD_CHUNKS);
    expect((await bills.getRun(REF))?.status).toBe('processing');

    // The run's execution: a child per shard, one after the other, the first one started again.
    await startBillRun(REF, 'split-run');
    await stack.background.idle();
    const parent = execution('split-run')!;
    expect(parent.status, parent.error).toBe('SUCCEEDED');
    const children = [...stack.sfn.executions.values()].filter((e) => e.parentArn === parent.executionArn);
    expect(children.map((c) => [c.status, JSON.parse(c.input).shard])).toEqual(plan.shards.map((s) => ['SUCCEEDED', s.shard]));
    // Only the parent wrote the bills: the children ran chunks, never the finishing step's work.
    expect(parent.tasks.map((t) => t.state)).toEqual(['PlanChunks', 'FinishBills']);
    for (const child of children)
      expect(child.tasks.map((t) => t.state)).toEqual([
        'PlanChunks',
        ...Array(JSON.parse(child.input).shard.to - JSON.parse(child.input).shard.from).fill('RunChunk'),
        'FinishBills',
      ]);

    // Each execution's transitions, counted apart, are the estimate's (workload-limits.test.ts).
    expect(parent.transitions).toBe(executionEstimate(plan.shards.length, true).transitions);
    for (const child of children) {
      const { from, to } = JSON.parse(child.input).shard as { from: number; to: number };
      expect(child.transitions).toBe(executionEstimate(to - from).transitions);
    }

    const run = await bills.getRun(REF);
    expect(run).toMatchObject({ status: 'succeeded', ratedCards: preview.ratedCards, chunks: chunks.length });
    expect(await bills.chunks(REF)).toHaveLength(chunks.length);
    const written = (await Promise.all(run!.billIds!.map((id) => bills.getBill(REF.channelCustId, id)))) as Bill[];
    expect(byId(written)).toEqual(byId(preview.bills));

    // Every Task of every child, run again (as Step Functions may), changes neither the run nor its bills.
    const before = JSON.stringify([await bills.getRun(REF), await bills.chunks(REF), written]);
    const { lambdaHandler } = await import('../../infra/src/local/workers.ts');
    for (const child of [execution('first-child')!, ...children])
      for (const task of child.tasks) await (await lambdaHandler(task.worker))(structuredClone(task.input) as never, {} as never);
    const again = (await Promise.all(run!.billIds!.map((id) => bills.getBill(REF.channelCustId, id)))) as Bill[];
    expect(JSON.stringify([await bills.getRun(REF), await bills.chunks(REF), again])).toBe(before);
  });
});
