import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { traced } from '../observability/tracing.ts';
import { once } from './once.ts';

export const cognitoClient = once(() => traced(new CognitoIdentityProviderClient({})));
