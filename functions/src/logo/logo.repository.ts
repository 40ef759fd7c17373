import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { logoEntity } from '../shared/data/entities/logo.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';

/** Logo files in the assets bucket, and which one each owner (enterprise, secondary customer, platform) uses. */
export function createLogoRepository(db = documentClient(), s3 = objectStore, table = () => config('tableName')) {
  const bucket = () => config('assetsBucket');
  const store = entityStore(db, table);
  return {
    uploadUrl: (key: string, contentType: string, size: number) =>
      s3.presign('PUT', bucket(), key, { contentType, contentLength: size, expiresIn: 600 }),
    downloadUrl: (key: string) => s3.presign('GET', bucket(), key, { expiresIn: 3600 }),

    /** Size and first bytes of an uploaded file, or undefined if nothing was uploaded. */
    async inspect(key: string): Promise<{ size: number; head: Uint8Array } | undefined> {
      try {
        const size = await s3.size(bucket(), key);
        const head = new Uint8Array(await s3.get(bucket(), key, 'bytes=0-15'));
        return { size, head };
      } catch (error) {
        if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
        throw error;
      }
    },
    remove: (key: string) => s3.delete(bucket(), key),

    currentKey: async (owner: string): Promise<string | undefined> => (await store.get(logoEntity, { owner }))?.objectKey,
    setCurrent: (owner: string, objectKey: string, by: string, at: string): Promise<void> =>
      store.put(logoEntity, { owner, objectKey, updatedBy: by, updatedAt: at }),
  };
}
export type LogoRepository = ReturnType<typeof createLogoRepository>;
