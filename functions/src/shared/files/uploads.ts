/**
 * Files a user uploads straight to a bucket (card and dual-SIM imports, operator bills): a
 * short-lived PUT link whose signature binds the key, type and size, and the uploaded bytes read back.
 */
import type { ObjectStore } from '../aws/s3.ts';

/** How long an upload link stays valid. */
export const UPLOAD_URL_SECONDS = 600;

export function uploads(s3: ObjectStore, bucket: () => string) {
  return {
    /** A short-lived PUT link for the file; the signature binds its key, type and size. */
    uploadUrl: (key: string, size: number, contentType: string) =>
      s3.presign('PUT', bucket(), key, { contentType, contentLength: size, expiresIn: UPLOAD_URL_SECONDS }),
    /** The uploaded file's size and first `headBytes` bytes (what it really is), or undefined when nothing is there. */
    async inspect(key: string, headBytes = 16): Promise<{ size: number; head: Uint8Array } | undefined> {
      try {
        const size = await s3.size(bucket(), key);
        const head = size ? new Uint8Array(await s3.get(bucket(), key, `bytes=0-${headBytes - 1}`)) : new Uint8Array();
        return { size, head };
      } catch (error) {
        if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
        throw error;
      }
    },
    /** A short-lived GET link to the file (an image shown or downloaded). */
    downloadUrl: (key: string, expiresIn = 300) => s3.presign('GET', bucket(), key, { expiresIn }),
    remove: (key: string) => s3.delete(bucket(), key),
    /** The uploaded file's bytes, or undefined when nothing was uploaded under the key. */
    async readFile(key: string): Promise<Uint8Array | undefined> {
      const bytes = await s3.getIfExists(bucket(), key);
      return bytes && new Uint8Array(bytes);
    },
  };
}
