/**
 * The user directory (Cognito). Passwords live only there; the platform keeps account records.
 */
import type {
  AdminCreateUserRequest,
  AdminInitiateAuthRequest,
  AdminInitiateAuthResponse,
  AdminSetUserPasswordRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../platform/config.ts';
import { cognitoClient } from '../aws/cognito.ts';

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

const refused = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'UserNotConfirmedException',
]);

export function createIdentityProvider(client = cognitoClient()) {
  const pool = () => ({ UserPoolId: config('userPoolId') });
  return {
    /** Checks the password; undefined when the directory refuses it. */
    async signIn(loginName: string, password: string): Promise<IssuedToken | undefined> {
      try {
        const request: AdminInitiateAuthRequest = {
          ...pool(),
          ClientId: config('userPoolClientId'),
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: loginName, PASSWORD: password },
        };
        const out = await client.send<AdminInitiateAuthResponse>('AdminInitiateAuth', request);
        const token = out.AuthenticationResult?.AccessToken;
        return token ? { accessToken: token, expiresIn: out.AuthenticationResult?.ExpiresIn ?? 3600 } : undefined;
      } catch (error) {
        if (error instanceof Error && refused.has(error.name)) return undefined;
        throw error;
      }
    },

    async createUser(loginName: string, password: string): Promise<void> {
      const request: AdminCreateUserRequest = { ...pool(), Username: loginName, MessageAction: 'SUPPRESS' };
      await client.send('AdminCreateUser', request);
      await this.setPassword(loginName, password);
    },

    async setPassword(loginName: string, password: string): Promise<void> {
      const request: AdminSetUserPasswordRequest = { ...pool(), Username: loginName, Password: password, Permanent: true };
      await client.send('AdminSetUserPassword', request);
    },
  };
}

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
