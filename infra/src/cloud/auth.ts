/**
 * The user directory. Accounts are created by the platform (registration, administrators), never
 * by self sign-up, and the auth group signs users in server-side with the admin flows.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      // Mirrors functions/src/shared/auth/password-policy.ts (8-18 of letters, digits, punctuation):
      // stricter character classes here would reject passwords the API already accepted.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      // Password resets go through the platform (spec §5), not Cognito's e-mail codes.
      accountRecovery: AccountRecovery.NONE,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.client = this.userPool.addClient('PortalClient', {
      authFlows: { userPassword: true, adminUserPassword: true },
      generateSecret: false,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });
  }
}
