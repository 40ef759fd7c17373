import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { logoEntity } from '../shared/data/entities/logo.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';
import { uploads } from '../shared/files/uploads.ts';

/** Logo files in the assets bucket, and which one each owner (enterprise, secondary customer, platform) uses. */
export function createLogoRepository(db = documentClient(), s3 = objectStore, table = () => config('tableName')) {
  const bucket = () => config('assetsBucket');
  const store = entityStore(db, table);
  const files = uploads(s3, bucket);
  return {
    uploadUrl: (key: string, contentType: string, size: number) => files.uploadUrl(key, size, contentType),
    downloadUrl: (key: string) => files.downloadUrl(key, 3600),
    /** Size and first bytes of an uploaded file, or undefined if nothing was uploaded. */
    inspect: (key: string) => files.inspect(key),
    remove: files.remove,

    currentKey: async (owner: string): Promise<string | undefined> => (await store.get(logoEntity, { owner }))?.objectKey,
    setCurrent: (owner: string, objectKey: string, by: string, at: string): Promise<void> =>
      store.put(logoEntity, { owner, objectKey, updatedBy: by, updatedAt: at }),
  };
}
export type LogoRepository = ReturnType<typeof createLogoRepository>;
