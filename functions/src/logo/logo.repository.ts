import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { s3Client } from '../shared/aws/s3.ts';
import { logoEntity } from '../shared/data/entities/logo.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';

/** Logo files in the assets bucket, and which one each owner (enterprise, secondary customer, platform) uses. */
export function createLogoRepository(db = documentClient(), s3 = s3Client(), table = () => config('tableName')) {
  const bucket = () => config('assetsBucket');
  const store = entityStore(db, table);
  return {
    uploadUrl: (key: string, contentType: string, size: number) =>
      getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size }), {
        expiresIn: 600,
      }),
    downloadUrl: (key: string) => getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: 3600 }),

    /** Size and first bytes of an uploaded file, or undefined if nothing was uploaded. */
    async inspect(key: string): Promise<{ size: number; head: Uint8Array } | undefined> {
      try {
        const meta = await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
        const obj = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-15' }));
        const head = await obj.Body!.transformToByteArray();
        return { size: Number(meta.ContentLength ?? 0), head };
      } catch (error) {
        if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
        throw error;
      }
    },
    remove: (key: string) => s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key })),

    currentKey: async (owner: string): Promise<string | undefined> => (await store.get(logoEntity, { owner }))?.objectKey,
    setCurrent: (owner: string, objectKey: string, by: string, at: string): Promise<void> =>
      store.put(logoEntity, { owner, objectKey, updatedBy: by, updatedAt: at }),
  };
}
export type LogoRepository = ReturnType<typeof createLogoRepository>;
