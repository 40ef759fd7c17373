import { S3Client } from '@aws-sdk/client-s3';
import { traced } from '../observability/tracing.ts';
import { once } from './once.ts';

// s3rver needs path-style addressing and no flexible checksums.
const isLocalS3 = () => Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL);

export const s3Client = once(() =>
  traced(
    new S3Client({
      forcePathStyle: isLocalS3(),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  ),
);
