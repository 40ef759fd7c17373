import { startExecution } from '../shared/aws/sfn.ts';
import { writeOffCycleJob } from './write-off-cycle-job.ts';

/** Starts the write-off cycle's state machine; the same execution name twice starts it once. */
export async function startWriteOffCycle(input: { month: string; run: number }, name: string): Promise<void> {
  const arn = process.env[writeOffCycleJob.arnEnv];
  if (!arn) throw new Error(`Missing environment variable ${writeOffCycleJob.arnEnv}`);
  await startExecution({ stateMachineArn: arn, name, input: JSON.stringify(input) });
}
