/**
 * The one place bucket security is decided: every bucket of the app (data and hosting) is
 * private, encrypted, TLS-only and versioned, so a new bucket cannot forget a setting.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export function secureBucket(scope: Construct, id: string, props: Partial<BucketProps> = {}): Bucket {
  return new Bucket(scope, id, {
    ...props,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [
      // Versioning protects against overwrites; old versions need not be kept forever.
      { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ...(props.lifecycleRules ?? []),
    ],
  });
}
