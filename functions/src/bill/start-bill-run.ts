import { startExecution } from '../shared/aws/sfn.ts';
import { billRunJob } from './bill-run-job.ts';
import type { RunRef } from './bill.repository.ts';

/** Starts the bill run's state machine; the same execution name twice starts it once. */
export async function startBillRun(ref: RunRef, name: string): Promise<void> {
  const arn = process.env[billRunJob.arnEnv];
  if (!arn) throw new Error(`Missing environment variable ${billRunJob.arnEnv}`);
  await startExecution({ stateMachineArn: arn, name, input: JSON.stringify(ref) });
}
