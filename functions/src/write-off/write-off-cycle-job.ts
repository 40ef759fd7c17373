import { envNames } from '../platform/config.ts';
import { chunkedWorkflow } from '../shared/jobs/chunked-job.ts';
import { CYCLE_CHUNK_ENTERPRISES } from './write-off.service.ts';

/**
 * The monthly write-off cycle of one month (and run), declared as a chunked job: the plan cuts the
 * enterprises into chunks, each chunk marks its enterprises' bills past due overdue and writes off,
 * oldest first, what their funds cover (write-off.service.ts `cycleOfEnterprise`), and the finishing
 * step adds the chunks' counts into the cycle's record. Enterprises are independent: chunks run 4 at once.
 */
export const writeOffCycleJob = chunkedWorkflow({
  name: 'write-off-cycle',
  worker: 'write-off-worker',
  arnEnv: envNames.writeOffCycleStateMachineArn,
  comment: 'Write-off cycle: per enterprise, mark bills past due overdue and write off what funds cover; then count.',
  finish: { state: 'FinishCycle', action: 'finishCycle' },
  concurrency: 4,
  chunkSize: CYCLE_CHUNK_ENTERPRISES,
});
