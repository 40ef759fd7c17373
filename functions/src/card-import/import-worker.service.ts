import { type Card, type Operator, addCardStats, statDelta } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { chunkRanges, jobEnd } from '../shared/jobs/chunked-job.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import type { CardImportRepository, PlanInfo } from './card-import.repository.ts';
import type { DsimImportChunk } from './dsim-import.worker.ts';
import { cardImportJob } from './import-job.ts';
import { IMPORT_INTERRUPTED, type ImportChunk, type RowResult, failedRow, rowsKey } from './import-model.ts';
import type { ImportRow, RowProblem } from './import-rows.ts';

/** Network type of an imported card until the operator reports one (2 = 4G, the common IoT radio). */
const DEFAULT_NETWORK_TYPE = 2;

/** What the platform's data says against a row that passed the file checks; undefined when it may be written. */
async function dataProblem(
  row: ImportRow,
  plans: Map<string, PlanInfo>,
  msisdnOwner: (msisdn: string) => Promise<string | undefined>,
): Promise<RowProblem | undefined> {
  const plan = plans.get(row.goodsReleaseId);
  if (!plan) return { reason: 'unknownPlan', field: 'goodsReleaseId' };
  if (plan.operator !== row.operator) return { reason: 'planOperator', field: 'goodsReleaseId' };
  // A card of this very import (a retried chunk) owns its MSISDN already: the write below tells.
  const owner = await msisdnOwner(row.msisdn);
  if (owner && owner !== row.iccid) return { reason: 'msisdnExists', field: 'msisdn' };
  return undefined;
}

/** The card an accepted row becomes: unallocated stock of the enterprise, on its basic plan. */
export function importedCard(row: ImportRow, plan: PlanInfo, channelCustId: string, at: string): Card {
  return {
    iccid: row.iccid,
    msisdn: row.msisdn,
    imsi: row.imsi,
    imei: row.imei,
    operator: row.operator as Operator,
    state: row.state as LifecycleState,
    channelCustId,
    custId: null,
    goodsReleaseId: plan.goodsReleaseId,
    quotaBytes: plan.quotaBytes,
    networkType: DEFAULT_NETWORK_TYPE,
    modeType: plan.modeType,
    renewalMode: 'auto',
    activatedAt: null,
    createdAt: at,
  };
}

/** The import state machine's task steps: plan the chunks, run one chunk, close the import. */
export function createImportWorker(d: {
  imports: Pick<
    CardImportRepository,
    'get' | 'rowsSlice' | 'chunkDone' | 'publishedPlans' | 'msisdnOwner' | 'writeCard' | 'completeChunk' | 'finish' | 'cardShards'
  >;
  clock: () => Date;
  concurrency?: number;
  /** Runs the chunks of `dsim` imports (dsim-import.worker.ts). */
  dsim?: Pick<DsimImportChunk, 'runChunk'>;
}) {
  const concurrency = d.concurrency ?? 10;
  return {
    async planChunks(input: { importId: string; channelCustId: string }): Promise<{ chunks: ImportChunk[] }> {
      const imp = await d.imports.get(input.channelCustId, input.importId);
      if (!imp) throw new Error(`Import ${input.importId} not found`);
      const chunks = chunkRanges(imp.total, cardImportJob.chunkSize).map((range) => ({
        importId: imp.importId,
        channelCustId: imp.channelCustId,
        ...(imp.kind === 'dsim' ? { kind: 'dsim' as const } : {}),
        ...range,
      }));
      return { chunks };
    },

    /**
     * Checks and writes one chunk's rows. Each card is written with its directory entry only if its
     * ICCID is new to the platform, so a retry or a concurrent import never writes a card twice;
     * the chunk's results and counters are recorded once, together.
     */
    async runChunk(chunk: ImportChunk): Promise<{ succeeded: number; failed: number } | { skipped: true }> {
      if (await d.imports.chunkDone(chunk.channelCustId, chunk.importId, chunk.index)) return { skipped: true };
      if (chunk.kind === 'dsim') {
        if (!d.dsim) throw new Error('The import worker has no dual-SIM pairing');
        return d.dsim.runChunk(chunk);
      }
      const rows = await d.imports.rowsSlice(rowsKey(chunk.channelCustId, chunk.importId), chunk.from, chunk.to);
      const plans = await d.imports.publishedPlans([...new Set(rows.filter((r) => !r.problem).map((r) => r.goodsReleaseId))]);
      // A spread card index: each card carries the count its index key was computed with.
      const listShards = await d.imports.cardShards(chunk.channelCustId);
      const at = d.clock().toISOString();
      const written: Card[] = [];
      const results = await mapLimit(rows, concurrency, async (row): Promise<RowResult> => {
        const problem = row.problem ?? (await dataProblem(row, plans, d.imports.msisdnOwner));
        if (problem) return failedRow(row, problem);
        const imported = importedCard(row, plans.get(row.goodsReleaseId)!, chunk.channelCustId, at);
        const card: Card = listShards > 1 ? { ...imported, listShards } : imported;
        const outcome = await d.imports.writeCard(card, chunk.importId);
        if (outcome === 'exists') return failedRow(row, { reason: 'iccidExists', field: 'iccid' });
        written.push(card);
        return { line: row.line, iccid: row.iccid, msisdn: row.msisdn, status: 'succeeded' };
      });
      const stats = new Map<string, Record<string, number>>();
      for (const card of written) addCardStats(stats, card, statDelta(card, 1, true));
      await d.imports.completeChunk(chunk, chunk.index, results, stats, at);
      return { succeeded: written.length, failed: results.length - written.length };
    },

    async finishImport(input: { importId: string; channelCustId: string; error?: unknown }): Promise<void> {
      const imp = await d.imports.get(input.channelCustId, input.importId);
      if (!imp || imp.status !== 'processing') return;
      // The interruption reason is a code, worded on read in the reader's language (importView).
      await d.imports.finish(imp, jobEnd(imp, input.error, IMPORT_INTERRUPTED, d.clock().toISOString()));
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
