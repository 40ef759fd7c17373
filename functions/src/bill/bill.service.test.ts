import { describe, expect, it } from 'vitest';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import type { Principal } from '../shared/auth/principal.ts';
import type { BillRepository, BillRun, RunRef } from './bill.repository.ts';
import { createBillService } from './bill.service.ts';

const admin = { loginName: 'admin', roleType: 1000, channelCustId: null, custId: null } as unknown as Principal;
const ref: RunRef = { channelCustId: 'C1', cycle: '2026-10', calendar: 'month' };

/** A repository holding one run in memory: what the service's run logic reads and writes. */
function memoryRuns() {
  const runs = new Map<string, BillRun>();
  const key = (r: typeof ref) => `${r.channelCustId}|${r.cycle}|${r.calendar}`;
  const bills = {
    enterpriseExists: async () => true,
    createRun: async (run: BillRun) => {
      const found = runs.get(key(run));
      if (found) return { run: found, created: false };
      runs.set(key(run), run);
      return { run, created: true };
    },
    updateRun: async (r: typeof ref, set: Partial<BillRun>) => {
      runs.set(key(r), { ...runs.get(key(r))!, ...set });
      return undefined;
    },
    restartRun: async (r: typeof ref, startedBy: string) => {
      runs.set(key(r), { ...runs.get(key(r))!, status: 'processing', startedBy });
      return undefined;
    },
  } as unknown as BillRepository;
  return { bills, get: () => runs.get(key(ref)) };
}

/** Running a bill never touches the ledger (only publishing does). */
const ledger = {} as LedgerRepository;

describe('starting a bill run', () => {
  const clock = () => new Date('2026-11-26T03:00:00.000Z');

  it('starts the machine once: a second request answers the run as it stands', async () => {
    const store = memoryRuns();
    const started: string[] = [];
    const s = createBillService({ bills: store.bills, startRun: async (_r, name) => void started.push(name), ledger, clock });
    expect((await s.run(admin, ref)).started).toBe(true);
    expect((await s.run(admin, ref)).started).toBe(false);
    expect(started).toEqual(['C1-2026-10-month']);
  });

  it('marks the run failed when the machine does not start, so the next request starts it again', async () => {
    const store = memoryRuns();
    const started: string[] = [];
    let fail = true;
    const startRun = async (_r: unknown, name: string) => {
      if (fail) throw new Error('throttled');
      started.push(name);
    };
    const s = createBillService({ bills: store.bills, startRun, ledger, clock });
    await expect(s.run(admin, ref)).rejects.toThrow('throttled');
    expect(store.get()).toMatchObject({ status: 'failed', failureCause: 'the state machine did not start' });
    fail = false;
    expect((await s.run(admin, ref)).started).toBe(true);
    expect(store.get()?.status).toBe('processing');
    expect(started).toHaveLength(1);
  });

  it('refuses a cycle that has not ended (Shanghai days)', async () => {
    const s = createBillService({ bills: memoryRuns().bills, startRun: async () => {}, ledger, clock });
    await expect(s.run(admin, { ...ref, cycle: '2026-11' })).rejects.toMatchObject({ key: 'BILL_CYCLE_OPEN' });
    // Unicom's 2026-11 cycle ended on 11-25: it can be billed on the 26th.
    expect((await s.run(admin, { ...ref, cycle: '2026-11', calendar: 'unicom' })).started).toBe(true);
  });
});
