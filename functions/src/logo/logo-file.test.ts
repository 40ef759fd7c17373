import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, sniffImage } from './logo-file.ts';

describe('logo file checks', () => {
  it('recognises png and jpg by content', () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffImage(new TextEncoder().encode('<svg'))).toBeUndefined();
  });
  it('allows at most 1500 KB (1,536,000 bytes)', () => {
    expect(LOGO_MAX_BYTES).toBe(1500 * 1024);
  });
});
