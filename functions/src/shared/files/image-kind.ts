/**
 * What an image file really is, from its first bytes (its magic number), never from its name or the
 * type the browser claims: PNG, JPEG or GIF. Pure (the portal checks a chosen file with it too,
 * through the contract); the logo takes PNG and JPEG, a recharge voucher all three (spec §5).
 */
export type ImageKind = 'png' | 'jpg' | 'gif';

/** The bytes `imageKindOf` needs: the longest signature (PNG's 8). */
export const IMAGE_HEAD_BYTES = 8;

export function imageKindOf(head: Uint8Array): ImageKind | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => head[i] === b)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  // GIF87a / GIF89a
  const gif = [0x47, 0x49, 0x46, 0x38];
  if (gif.every((b, i) => head[i] === b) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  return undefined;
}
