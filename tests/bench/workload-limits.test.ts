/**
 * Every long workload's planning step at 10,000,000 cards (issue #19 item 3): its largest execution
 * stays under Step Functions' 25,000 history events, and the chunks each execution's Map carries fit
 * the 256 KB a state may pass on.
 */
import { JOB_CHILD_CHUNKS } from '@cmp/functions/shared/jobs/chunked-job-worker';
import { HISTORY_EVENT_LIMIT, executionEstimate } from '@cmp/functions/shared/jobs/history-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { type WorkloadPlan, workloadLimitLines, workloadPlans } from './workload-limits.ts';

let plans: WorkloadPlan[];
const plan = (workload: string) => plans.find((p) => p.workload === workload)!;

beforeAll(async () => {
  plans = await workloadPlans();
});

describe('long workloads at 10,000,000 cards', () => {
  it('plans every workload', () => {
    expect(plans.map((p) => p.workload)).toEqual([
      'Bill run',
      'Card export',
      'Card import',
      'Batch',
      'Renewal',
      'Stock import',
      'Operator bill reconciliation',
      'Write-off cycle',
      'Expiry sweep',
    ]);
  });

  it('keeps every workload’s largest execution under 25,000 history events, and each Map’s chunks under 256 KB', () => {
    for (const p of plans) {
      expect(p.history.largest.events, p.workload).toBeLessThan(HISTORY_EVENT_LIMIT);
      expect(p.history.largest.iterations, p.workload).toBeLessThanOrEqual(JOB_CHILD_CHUNKS);
      for (const e of p.executionPlans) expect(JSON.stringify(e).length, p.workload).toBeLessThan(256 * 1024);
    }
  });

  it('splits the bill run of 10,000,000 cards (5,000 chunks, ~35,000 events in one execution) into three children', () => {
    const bill = plan('Bill run');
    expect(executionEstimate(5000).events).toBeGreaterThan(HISTORY_EVENT_LIMIT);
    expect(bill.history).toMatchObject({ chunks: 5000, executions: 4 });
    expect(bill.executionPlans.map((e) => ('chunks' in e ? e.chunks.length : 0))).toEqual([2000, 2000, 1000]);
    // The children's chunks are the plan's, in order, each once; only the run's last one reads to the end.
    const chunks = bill.executionPlans.flatMap((e) => ('chunks' in e ? (e.chunks as { index: number; last: boolean }[]) : []));
    expect(chunks.map((c) => c.index)).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    expect(chunks.filter((c) => c.last).map((c) => c.index)).toEqual([4999]);
  });

  it('caps a card export at the rows of one file: 525 parts, one execution', () => {
    expect(plan('Card export').history).toMatchObject({ chunks: 525, executions: 1 });
  });

  it('splits the sweeps over 100,000 enterprises into children, each enterprise in one chunk', () => {
    // A write-off chunk names its 10 enterprises: its children are cut by the bytes a state carries, not by 2,000 chunks.
    const writeOff = plan('Write-off cycle');
    expect(writeOff.history.chunks).toBe(10_000);
    expect(writeOff.history.executions).toBeGreaterThan(1 + 10_000 / JOB_CHILD_CHUNKS);
    const expiry = plan('Expiry sweep');
    expect(expiry.history).toMatchObject({ chunks: 100_000, executions: 51 });
    const ids = expiry.executionPlans.flatMap((e) => ('chunks' in e ? (e.chunks as { channelCustId: string }[]) : []));
    expect(new Set(ids.map((c) => c.channelCustId)).size).toBe(100_000);
  });

  it('prints a line per workload for the benchmark', () => {
    const lines = workloadLimitLines(plans);
    expect(lines).toHaveLength(plans.length + 1);
    expect(lines[1]).toMatch(
      /^ {2}Bill run \(2,000 cards\): 5,000 chunks in 4 executions .*; largest execution 14,0\d\d events; 5,\d{3} state transitions$/,
    );
  });
});
