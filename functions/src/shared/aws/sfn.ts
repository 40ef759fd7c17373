import { SFNClient } from '@aws-sdk/client-sfn';
import { traced } from '../observability/tracing.ts';
import { once } from './once.ts';

export const sfnClient = once(() => traced(new SFNClient({})));
