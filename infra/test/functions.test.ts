/**
 * The Lambdas, bundled for real (esbuild) and schema-validated, so a missing or broken entry or
 * an invalid template fails here. Also the least-privilege contract: what each function may call
 * and which names it is told.
 */
import { envNames } from '@cmp/functions/platform/config';
import { apiLambdas, workers } from '@cmp/functions/platform/route-table';
import { describe, expect, it } from 'vitest';
import { actionsOf, functionId, outputRef, resourcesOf, statementsOf, synthCmp } from './support/synth.ts';

const template = synthCmp({ full: true });
const resources = resourcesOf(template);
/** The API Lambdas: one per area (route-table.ts `apiAreas`) and one per group of its own. */
const groupNames = [...apiLambdas];
const names = [...groupNames, ...workers];
const envOf = (name: string): Record<string, unknown> => resources[functionId(template, name)]!.Properties.Environment.Variables;
const actionsFor = (name: string) => actionsOf(statementsOf(template, functionId(template, name)));

describe('Lambda functions', () => {
  it('has exactly one function per API area or group of its own and per worker', () => {
    const ours = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && /^CMP (api|worker) /.test(r.Properties.Description ?? ''),
    );
    expect(ours).toHaveLength(names.length);
  });

  it.each(names)('%s runs nodejs22.x on arm64 with 512 MB and an ESM bundle', (name) => {
    const timeout = groupNames.includes(name) ? 29 : 300;
    expect(resources[functionId(template, name)]!.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: timeout,
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
    });
  });

  it('never sets CMP_CAPTCHA (only the local stack may switch the captcha off)', () => {
    for (const r of Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function')) {
      expect(Object.keys(r.Properties.Environment?.Variables ?? {})).not.toContain(envNames.captcha);
    }
  });

  it.each(names)('%s is told the table name and may use the table', (name) => {
    expect(envOf(name)[envNames.tableName]).toEqual({ Ref: outputRef(template, 'TableName') });
    expect(actionsFor(name)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
  });

  it.each(groupNames)('API Lambda %s knows the user pool and client for token checks', (name) => {
    expect(envOf(name)).toMatchObject({
      [envNames.userPoolId]: { Ref: outputRef(template, 'UserPoolId') },
      [envNames.userPoolClientId]: { Ref: outputRef(template, 'UserPoolClientId') },
    });
  });
});

describe('least privilege', () => {
  const adminActions = ['cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'];

  it('only the auth and account groups administer the user pool', () => {
    const administrators = ['auth', 'account'];
    for (const name of administrators)
      expect(actionsFor(name)).toEqual(expect.arrayContaining([...adminActions, 'cognito-idp:AdminUserGlobalSignOut']));
    for (const name of names.filter((n) => !administrators.includes(n))) {
      expect(actionsFor(name).filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
    }
  });

  it.each([
    ['batch', 'BatchOperationStateMachineArn', envNames.batchStateMachineArn],
    ['download', 'ExportTaskStateMachineArn', envNames.exportStateMachineArn],
  ])('only the %s group starts its state machine, and is told its ARN', (starter, output, env) => {
    const machine = outputRef(template, output);
    expect(statementsOf(template, functionId(template, starter))).toContainEqual(
      expect.objectContaining({ Action: 'states:StartExecution', Resource: { Ref: machine } }),
    );
    expect(envOf(starter)[env]).toEqual({ Ref: machine });
    for (const name of names.filter((n) => n !== starter)) {
      const starts = statementsOf(template, functionId(template, name)).filter(
        (st) =>
          actionsOf([st]).includes('states:StartExecution') && JSON.stringify(st.Resource) === JSON.stringify({ Ref: machine }),
      );
      expect(starts).toEqual([]);
    }
  });

  it('operator-config, data push, automation rules, the identity area and enterprise authentication get the operator key from a generated, retained secret: its ARN and read access, never a value', () => {
    const [secretId, secret] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::SecretsManager::Secret')!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret.Properties).not.toHaveProperty('SecretString');
    expect((template.toJSON().Resources[secretId] as { DeletionPolicy?: string }).DeletionPolicy).toBe('Retain');
    // Data push seals SFTP passwords with the same key (its API and its hourly worker).
    // The import worker hosts the daily expiry run of the automation rules (signed API messages).
    // Enterprise real-name authentication seals legal persons' identity numbers with it (issue #16 item 6).
    const holders = [
      'operator-config',
      'data-push',
      'data-push-run',
      'autorule',
      'autorule-eval',
      'import-worker',
      'identity',
      'authentication',
    ];
    for (const holder of holders) {
      expect(envOf(holder)[envNames.operatorSecretArn]).toEqual({ Ref: secretId });
      expect(statementsOf(template, functionId(template, holder))).toContainEqual(
        expect.objectContaining({
          Action: expect.arrayContaining(['secretsmanager:GetSecretValue']),
          Resource: { Ref: secretId },
        }),
      );
    }
    for (const r of Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function'))
      expect(Object.keys(r.Properties.Environment?.Variables ?? {})).not.toContain(envNames.operatorSecretKey);
    for (const name of names.filter((n) => !holders.includes(n))) {
      expect(envOf(name)).not.toHaveProperty(envNames.operatorSecretArn);
      expect(actionsFor(name).filter((a) => a.startsWith('secretsmanager:'))).toEqual([]);
    }
  });

  it('the home dashboard only reads the table', () => {
    expect(actionsFor('home').filter((a) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual([]);
  });

  it('logo writes only the assets bucket; usage-ingest only reads imports', () => {
    expect(envOf('logo')[envNames.assetsBucket]).toEqual({ Ref: outputRef(template, 'AssetsBucketName') });
    expect(envOf('usage-ingest')[envNames.importsBucket]).toEqual({ Ref: outputRef(template, 'ImportsBucketName') });
    expect(actionsFor('usage-ingest').filter((a) => a.startsWith('s3:Put') || a.startsWith('s3:Delete'))).toEqual([]);
    for (const name of ['auth', 'account', 'home']) expect(actionsFor(name).filter((a) => a.startsWith('s3:'))).toEqual([]);
  });
});
