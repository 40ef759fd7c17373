import { SFNClient } from '@aws-sdk/client-sfn';
import { once } from './once.ts';

export const sfnClient = once(() => new SFNClient({}));
