import { randomUUID } from 'node:crypto';
import { type Principal, scopeOf } from '../shared/auth/principal.ts';
import { scopeKey } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { LOGO_MAX_BYTES, sniffImage } from './logo-file.ts';
import type { LogoRepository } from './logo.repository.ts';

/** Logo owner: the enterprise, or the secondary customer for role 5000 (spec §7), or the platform. */
export const logoOwner = (p: Principal): string => scopeKey(scopeOf(p));

export function createLogoService(d: { logos: LogoRepository; clock: () => Date }) {
  return {
    async current(p: Principal) {
      const key = await d.logos.currentKey(logoOwner(p));
      return { url: key ? await d.logos.downloadUrl(key) : null };
    },

    async uploadUrl(p: Principal, contentType: string, size: number) {
      if (size <= 0) throw new AppError('LOGO_MISSING', {}, 'size');
      if (size > LOGO_MAX_BYTES) throw new AppError('LOGO_TOO_LARGE', {}, 'size');
      const ext = contentType === 'image/png' ? 'png' : 'jpg';
      const key = `logos/${logoOwner(p).replaceAll('#', '_')}/${randomUUID()}.${ext}`;
      return { uploadUrl: await d.logos.uploadUrl(key, contentType, size), key };
    },

    /** Accepts an uploaded file only after checking what it really is; a rejected file is deleted. */
    async confirm(p: Principal, key: string) {
      const prefix = `logos/${logoOwner(p).replaceAll('#', '_')}/`;
      if (!key.startsWith(prefix) || key.includes('..')) throw new AppError('FORBIDDEN');
      const file = await d.logos.inspect(key);
      if (!file || file.size === 0) throw new AppError('LOGO_MISSING', {}, 'key');
      const reject = async (error: AppError) => {
        await d.logos.remove(key);
        throw error;
      };
      if (file.size > LOGO_MAX_BYTES) await reject(new AppError('LOGO_TOO_LARGE', {}, 'key'));
      if (!sniffImage(file.head)) await reject(new AppError('LOGO_FORMAT', {}, 'key'));
      await d.logos.setCurrent(logoOwner(p), key, p.loginName, d.clock().toISOString());
      return { url: await d.logos.downloadUrl(key) };
    },
  };
}
