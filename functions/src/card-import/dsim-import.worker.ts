import type { DsimPair, DsimRepository } from '../dsim/dsim.repository.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import type { CardImportRepository } from './card-import.repository.ts';
import { type DsimRow, type DsimRowResult, dsimFailedRow, pairReasons } from './dsim-rows.ts';
import { type ImportChunk, type RowResult, rowsKey } from './import-model.ts';

/** The dual-SIM pair service's pairing (rules and transaction), see dsim.service.ts `pairCards`. */
export type PairCards = (
  channelCustId: string,
  body: { sn: string; iccid1: string; iccid2: string },
  by: string,
  importId?: string,
) => Promise<DsimPair>;

/**
 * The `dsim` kind of an import chunk: each accepted row is paired through the dual-SIM pair
 * service (so the rules and the transaction are the pair route's), in the importing enterprise.
 * A pair this import wrote before (a retried chunk) carries its import id and counts as paired.
 */
export function createDsimImportChunk(d: {
  imports: Pick<CardImportRepository, 'get' | 'rowsSlice' | 'completeChunk'>;
  pairs: Pick<DsimRepository, 'get'>;
  pairCards: PairCards;
  clock: () => Date;
  concurrency?: number;
}) {
  async function pairRow(row: DsimRow, chunk: ImportChunk, by: string): Promise<DsimRowResult> {
    if (row.problem) return dsimFailedRow(row, row.problem);
    const ok: DsimRowResult = { line: row.line, sn: row.sn, iccid1: row.iccid1, iccid2: row.iccid2, status: 'succeeded' };
    const mine = (p: DsimPair | null) => p?.importId === chunk.importId && p.iccid1 === row.iccid1 && p.iccid2 === row.iccid2;
    if (mine(await d.pairs.get(chunk.channelCustId, row.sn))) return ok;
    try {
      await d.pairCards(chunk.channelCustId, row, by, chunk.importId);
      return ok;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = pairReasons[error.key];
      if (!reason) throw error;
      // A concurrent delivery of this very chunk may have written the pair between the read and the write.
      if (reason === 'snTaken' && mine(await d.pairs.get(chunk.channelCustId, row.sn))) return ok;
      const iccid = typeof error.params.iccid === 'string' ? error.params.iccid : undefined;
      return dsimFailedRow(row, { reason, ...(iccid ? { iccid } : {}) });
    }
  }

  return {
    /** Pairs one chunk's rows and records their results once (the chunk item is written only if absent). */
    async runChunk(chunk: ImportChunk): Promise<{ succeeded: number; failed: number }> {
      const imp = await d.imports.get(chunk.channelCustId, chunk.importId);
      if (!imp) throw new Error(`Import ${chunk.importId} not found`);
      // The rows file of a `dsim` import holds dual-SIM rows (written by the service's start).
      const rows = await d.imports.rowsSlice<DsimRow>(rowsKey(chunk.channelCustId, chunk.importId), chunk.from, chunk.to);
      const results = await mapLimit(rows, d.concurrency ?? 10, (row) => pairRow(row, chunk, imp.createdBy));
      // Chunk items store either kind's results; `resultView` tells them apart by `sn`. Pairing moves no card counter.
      const stored = results as unknown as RowResult[];
      await d.imports.completeChunk(chunk, chunk.index, stored, new Map(), d.clock().toISOString());
      const succeeded = results.filter((r) => r.status === 'succeeded').length;
      return { succeeded, failed: results.length - succeeded };
    },
  };
}

export type DsimImportChunk = ReturnType<typeof createDsimImportChunk>;
