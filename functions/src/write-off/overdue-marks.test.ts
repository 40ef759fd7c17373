import type { DomainEvent } from '@cmp/events';
import { describe, expect, it } from 'vitest';
import { unpublishedBill } from '../bill/bill-fixtures.ts';
import type { BillSummary } from '../bill/bill.repository.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { type OverdueDeps, markOverdue } from './overdue-marks.ts';

/** Bills as stored (status, pending notice) behind fake steps: a step is `{ billId, set, remove, condition }`. */
function fakes(bills: BillSummary[], publishFails: () => boolean) {
  const stored = new Map(bills.map((b) => [b.billId, { ...b }]));
  const published: DomainEvent[] = [];
  type Step = { billId?: string; set?: Partial<BillSummary>; remove?: string[]; needs?: 'owed' | 'pending'; op?: string };
  const deps: OverdueDeps = {
    billSteps: (bill, set, condition, remove = []) =>
      [
        {
          billId: bill.billId,
          set,
          remove,
          needs: String(condition.expression).includes('overdueNoticePending') ? 'pending' : 'owed',
        },
      ] as unknown as TransactStep[],
    operationSteps: (op) => [{ op: op.operationId }] as unknown as TransactStep[],
    async transact(steps) {
      const list = steps as unknown as Step[];
      for (const s of list) {
        if (!s.billId) continue;
        const b = stored.get(s.billId)!;
        if (s.needs === 'owed' && b.status !== 2) return false;
        if (s.needs === 'pending' && !b.overdueNoticePending) return false;
      }
      for (const s of list) {
        if (!s.billId) continue;
        const b = stored.get(s.billId)! as Record<string, unknown>;
        Object.assign(b, s.set);
        for (const r of s.remove ?? []) delete b[r];
      }
      return true;
    },
    async publish(events) {
      if (publishFails()) return { failed: events.length };
      published.push(...events);
      return { failed: 0 };
    },
    now: () => '2025-04-01T00:00:00.000Z',
  };
  const read = () => [...stored.values()].map((b) => ({ ...b }));
  return { deps, stored, published, read };
}

const owing = (cycle: string): BillSummary => ({
  ...unpublishedBill('C1', cycle, 1_000),
  status: 2,
  publishStatus: 1,
  writtenOff: 0,
});

describe('overdue marks of the write-off cycle', () => {
  it('marks past-due owing bills overdue and announces each once, its notice then cleared', async () => {
    const f = fakes([owing('2025-01'), owing('2025-02'), owing('2025-04')], () => false);
    expect(await markOverdue(f.deps, 'C1', '2025-04', f.read())).toBe(2);
    expect(f.published.map((e) => (e.detail as { cycle: string }).cycle)).toEqual(['2025-01', '2025-02']);
    expect(f.read().map((b) => [b.cycle, b.status, b.overdueNoticePending ?? null])).toEqual([
      ['2025-01', 5, null],
      ['2025-02', 5, null],
      ['2025-04', 2, null],
    ]);
    // The next run reads the bills again: nothing marked, nothing announced twice.
    expect(await markOverdue(f.deps, 'C1', '2025-04', f.read())).toBe(0);
    expect(f.published).toHaveLength(2);
  });

  it('keeps the notice pending when the bus refuses, and the next run announces it', async () => {
    let down = true;
    const f = fakes([owing('2025-01')], () => down);
    expect(await markOverdue(f.deps, 'C1', '2025-04', f.read())).toBe(1);
    expect(f.published).toHaveLength(0);
    expect(f.read()[0]).toMatchObject({ status: 5, overdueNoticePending: true });
    down = false;
    expect(await markOverdue(f.deps, 'C1', '2025-04', f.read())).toBe(0);
    expect(f.published.map((e) => e['detail-type'])).toEqual(['Bill Overdue']);
    expect(f.read()[0]!.overdueNoticePending).toBeUndefined();
  });
});
