// The logo rule of spec §5: exactly one jpg or png of at most 1,536,000 bytes, recognised by its
// first bytes as well as its name, so a renamed text file is refused before it is uploaded.

export const LOGO_MAX_BYTES = 1_536_000;
export const LOGO_ACCEPT = ['.jpg', '.jpeg', '.png'] as const;

export type LogoContentType = 'image/png' | 'image/jpeg';
/** i18n keys under `logo.` */
export type LogoProblem = 'required' | 'count' | 'wrongType' | 'tooLarge';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type its magic bytes say the file is, or null. */
export function sniffImage(head: Uint8Array): LogoContentType | null {
  const starts = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

export type LogoCheck = { ok: true; contentType: LogoContentType } | { ok: false; problem: LogoProblem };

/**
 * Checks the chosen files against the logo rule. `head` is the first bytes of the single file.
 * Pure, so it is unit-tested without a DOM.
 */
export function checkLogo(files: ReadonlyArray<Pick<File, 'name' | 'size'>>, head?: Uint8Array): LogoCheck {
  if (files.length === 0) return { ok: false, problem: 'required' };
  if (files.length > 1) return { ok: false, problem: 'count' };
  const [file] = files as [Pick<File, 'name' | 'size'>];
  if (file.size === 0) return { ok: false, problem: 'required' };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const name = file.name.toLowerCase();
  const sniffed = head ? sniffImage(head) : null;
  const extensionFits = sniffed === 'image/png' ? name.endsWith('.png') : sniffed === 'image/jpeg' && /\.jpe?g$/.test(name);
  if (!sniffed || !extensionFits) return { ok: false, problem: 'wrongType' };
  return { ok: true, contentType: sniffed };
}

/** Reads the first bytes of a file (enough for the magic numbers). */
export async function readHead(file: Blob, length = 8): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}
