import { jsonClient } from './json-service.ts';
import { once } from './once.ts';

/** The user directory's API (Cognito, or cognito-local): `send('AdminInitiateAuth', input)`. */
export const cognitoClient = once(() =>
  jsonClient({
    signingName: 'cognito-idp',
    endpointEnv: 'COGNITO_IDENTITY_PROVIDER',
    hostPrefix: 'cognito-idp',
    targetPrefix: 'AWSCognitoIdentityProviderService',
    jsonVersion: '1.1',
    maxAttempts: 3,
  }),
);
export type CognitoClient = ReturnType<typeof cognitoClient>;
