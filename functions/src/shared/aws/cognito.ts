import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { once } from './once.ts';

export const cognitoClient = once(() => new CognitoIdentityProviderClient({}));
