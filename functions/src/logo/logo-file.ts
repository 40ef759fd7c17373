import { imageKindOf } from '../shared/files/image-kind.ts';

/** Spec §5: one jpg or png file under 1500 KB, recognised by its content, not only its name. */
export const LOGO_MAX_BYTES = 1_536_000;

export type LogoKind = 'png' | 'jpg';

/** The logo's kind by content: PNG or JPEG (a GIF or anything else is no logo). */
export function sniffImage(head: Uint8Array): LogoKind | undefined {
  const kind = imageKindOf(head);
  return kind === 'png' || kind === 'jpg' ? kind : undefined;
}

export const logoContentTypes = ['image/png', 'image/jpeg'] as const;
