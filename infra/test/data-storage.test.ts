/** The stateful resources and their security settings: table, data buckets, user directory. */
import { bucketDefinitions, tableDefinition } from '@cmp/functions/platform/table-definition';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { outputRef, synthCmp } from './support/synth.ts';

const template = synthCmp();
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const bucketId = (id: string) => outputRef(template, `${pascal(id)}BucketName`);

describe('DynamoDB table', () => {
  it('is the one table of the table definition, on demand, with PITR, TTL and AWS-managed encryption', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('survives stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it.each(tableDefinition.indexes.map((i) => [i.name, i] as const))('has the GSI %s with ALL projection', (_, index) => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith([
        {
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ]),
    });
  });
});

describe('S3 buckets', () => {
  const buckets = template.findResources('AWS::S3::Bucket');
  const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));

  it('has every data bucket plus the portal bucket', () => {
    expect(Object.keys(buckets)).toHaveLength(bucketDefinitions.length + 1);
    for (const def of bucketDefinitions) expect(buckets[bucketId(def.id)]).toBeDefined();
    expect(buckets[outputRef(template, 'PortalBucketName')]).toBeDefined();
  });

  it.each(Object.keys(buckets))('%s is private, encrypted, versioned and retained', (id) => {
    expect(buckets[id]).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        VersioningConfiguration: { Status: 'Enabled' },
      },
    });
  });

  it.each(Object.keys(buckets))('%s denies requests without TLS', (id) => {
    const policy = policies.find((p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }));
    expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it.each(bucketDefinitions.map((d) => [d.id, d] as const))('%s has CORS only if browsers upload to it', (_, def) => {
    const cors = buckets[bucketId(def.id)]?.Properties.CorsConfiguration;
    if (!def.presignedUploads) return expect(cors).toBeUndefined();
    expect(cors.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT', 'GET'], AllowedOrigins: ['*'], AllowedHeaders: ['*'] }),
    ]);
  });

  it.each(bucketDefinitions.map((d) => [d.id, d] as const))('%s expires objects only where the definition says', (_, def) => {
    const rules = buckets[bucketId(def.id)]?.Properties.LifecycleConfiguration.Rules as { ExpirationInDays?: number }[];
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined).map((r) => r.ExpirationInDays);
    expect(expiring).toEqual('expireAfterDays' in def ? [def.expireAfterDays] : []);
  });

  it('sends imports bucket object events to EventBridge', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: bucketId('imports') },
      NotificationConfiguration: { EventBridgeConfiguration: {} },
    });
  });
});

describe('Cognito', () => {
  it('has a user pool without self sign-up, signing in by username, min 8 char passwords', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
      UsernameAttributes: Match.absent(),
      AliasAttributes: Match.absent(),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
    });
  });

  it('has a public app client for the server-side password flows, with token revocation', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      UserPoolId: { Ref: outputRef(template, 'UserPoolId') },
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH']),
      GenerateSecret: false,
      EnableTokenRevocation: true,
    });
  });
});

describe('portal deployment', () => {
  it('is skipped when the portal has not been built, so synth works on a fresh clone', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('outputs', () => {
  it.each(['ApiUrl', 'DistributionDomain', 'UserPoolId', 'UserPoolClientId', 'TableName', 'EventBusName'])('exports %s', (id) => {
    expect(Object.keys(template.findOutputs(id))).toEqual([id]);
  });
});
