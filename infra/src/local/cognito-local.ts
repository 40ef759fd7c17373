import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { httpReady, waitFor } from './ports.ts';

const require = createRequire(import.meta.url);

export interface UserPoolIds {
  userPoolId: string;
  clientId: string;
}

/** Starts cognito-local (the Cognito API on local disk) as a child process rooted in `dataDir`. */
export async function startCognitoLocal(opts: { port: number; dataDir: string }) {
  // Login names are plain account names, not e-mail addresses (cognito-local defaults to e-mail).
  mkdirSync(join(opts.dataDir, '.cognito'), { recursive: true });
  writeFileSync(join(opts.dataDir, '.cognito', 'config.json'), JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }));
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child: ChildProcess = spawn(process.execPath, [bin], {
    cwd: opts.dataDir,
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  await waitFor('cognito-local', async () => {
    if (child.exitCode !== null) throw new Error(`cognito-local exited: ${stderr.slice(0, 500)}`);
    return httpReady(endpoint)();
  });
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Creates the user pool and app client once; their ids are kept next to the pool's data. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, dataDir: string): Promise<UserPoolIds> {
  const file = join(dataDir, 'pool.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as UserPoolIds;
  const pool = await client.send(
    new CreateUserPoolCommand({ PoolName: 'cmp-users', Policies: { PasswordPolicy: { MinimumLength: 8 } } }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'cmp-portal',
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids = { userPoolId, clientId: app.UserPoolClient!.ClientId! };
  writeFileSync(file, JSON.stringify(ids));
  return ids;
}
