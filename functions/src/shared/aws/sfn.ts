import type { StartExecutionInput, StartExecutionOutput } from '@aws-sdk/client-sfn';
import { type JsonClient, jsonClient } from './json-service.ts';
import { once } from './once.ts';

/** Step Functions' API (AWS, or the local runner of infra/src/local/sfn-local.ts). */
export const sfnClient = once(() =>
  jsonClient({
    signingName: 'states',
    endpointEnv: 'SFN',
    hostPrefix: 'states',
    targetPrefix: 'AWSStepFunctions',
    jsonVersion: '1.0',
    maxAttempts: 3,
  }),
);

/** Starts a state machine's execution; Step Functions starts one execution per name. */
export const startExecution = (input: StartExecutionInput, sfn: JsonClient = sfnClient()): Promise<StartExecutionOutput> =>
  sfn.send<StartExecutionOutput>('StartExecution', input);
