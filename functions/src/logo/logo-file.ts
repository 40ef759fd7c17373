/** Spec §5: one jpg or png file under 1500 KB, recognised by its content, not only its name. */
export const LOGO_MAX_BYTES = 1_536_000;

export type ImageKind = 'png' | 'jpg';

export function sniffImage(head: Uint8Array): ImageKind | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => head[i] === b)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return undefined;
}

export const logoContentTypes = ['image/png', 'image/jpeg'] as const;
