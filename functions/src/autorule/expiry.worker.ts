import type { Page } from '../shared/data/page-cursor.ts';
/**
 * The steps of the daily expiry run (expiry-job.ts), run by the import worker Lambda on the card
 * import's state machine. Each is idempotent on its own input: a replayed plan cuts the chunks again
 * (the day's record is written once), a chunk marked done is skipped, and a chunk replayed before its
 * marker fires nothing twice — every firing is claimed once per (rule, scope, end day) by the live
 * evaluator's transaction (alarm.repository `fire`).
 */
import type { ChunkOutcome } from '../shared/jobs/chunked-job-worker.ts';
import type { AutoRuleRepository } from './autorule.repository.ts';
import type { Candidate } from './candidates.ts';
import type { ExpiryRunRef } from './expiry-job.ts';
import type { ExpiryRepository } from './expiry.repository.ts';
import {
  type ExpiryCard,
  type ExpiryChunk,
  cardCandidates,
  contractCandidates,
  hasNeeds,
  needsOf,
  planExpiryChunks,
  testCardCandidates,
} from './expiry.ts';
import type { EvalReport } from './rule-eval.service.ts';

export interface ExpiryWorkerDeps {
  rules: Pick<AutoRuleRepository, 'expiryRules' | 'rulesFor'>;
  runs: Pick<ExpiryRepository, 'cardsPage' | 'testCardsPage' | 'contracts' | 'start' | 'chunkDone' | 'completeChunk' | 'finish'>;
  /** The live evaluator (rule-eval.service.ts `handleCandidates`): claim, alarm, actions. */
  evaluate(candidates: readonly Candidate[]): Promise<EvalReport>;
  clock: () => Date;
}

export function createExpiryWorker(d: ExpiryWorkerDeps) {
  return {
    /** One chunk per enterprise with an expiry rule due on the day (the platform's expiry index: one Query). */
    async planChunks(input: ExpiryRunRef): Promise<{ chunks: ExpiryChunk[] }> {
      const chunks = planExpiryChunks(input.day, await d.rules.expiryRules());
      const at = d.clock().toISOString();
      await d.runs.start({ day: input.day, status: 'processing', chunks: chunks.length, chunksDone: 0, fired: 0, startedAt: at });
      return { chunks };
    },

    /**
     * One enterprise: its current expiry rules (the match index), the ends due on the day; its cards
     * by pages when a cycle end is due for an operator, its test cards when a test-end rule is, its contracts when a contract end is; the
     * candidates through the evaluator; then the chunk's marker.
     */
    async runChunk(chunk: ExpiryChunk): Promise<ChunkOutcome> {
      if (await d.runs.chunkDone(chunk)) return { skipped: true };
      const c = chunk.channelCustId;
      const rules = [
        ...(await d.rules.rulesFor(c, 'cycleEnd')),
        ...(await d.rules.rulesFor(c, 'contractEnd')),
        ...(await d.rules.rulesFor(c, 'testEnd')),
      ];
      const needs = needsOf(chunk.day, rules);
      let fired = 0;
      /** Every page of cards `read` answers, each page's candidates through the evaluator. */
      const pages = async (
        read: (cursor?: string) => Promise<Page<ExpiryCard>>,
        candidatesOf: (card: ExpiryCard) => Candidate[],
      ) => {
        let cursor: string | undefined;
        do {
          const page = await read(cursor);
          const candidates = page.items.flatMap(candidatesOf);
          if (candidates.length) fired += (await d.evaluate(candidates)).fired.length;
          cursor = page.cursor ?? undefined;
        } while (cursor);
      };
      if (hasNeeds(needs)) {
        if (needs.cycleEnds.size)
          await pages(
            (cursor) => d.runs.cardsPage(c, cursor),
            (card) => cardCandidates(chunk.day, needs, card),
          );
        if (needs.testEnds.size)
          await pages(
            (cursor) => d.runs.testCardsPage(c, cursor),
            (card) => testCardCandidates(chunk.day, needs, card),
          );
        if (needs.contractEnds.size) {
          const candidates = (await d.runs.contracts(c)).flatMap((k) => contractCandidates(chunk.day, needs, k));
          if (candidates.length) fired += (await d.evaluate(candidates)).fired.length;
        }
      }
      await d.runs.completeChunk(chunk, fired, d.clock().toISOString());
      return { succeeded: 1, failed: 0 };
    },

    /** Closes the day's record: failed with the error when the plan or a chunk failed for good. */
    async finish(input: ExpiryRunRef & { error?: unknown }): Promise<void> {
      const error = input.error ? JSON.stringify(input.error).slice(0, 500) : undefined;
      await d.runs.finish(input.day, error ? 'failed' : 'succeeded', d.clock().toISOString(), error);
    },
  };
}
