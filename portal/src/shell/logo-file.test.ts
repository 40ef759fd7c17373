import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, checkLogo, sniffImage } from './logo-file';

const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const textHead = new TextEncoder().encode('<html>no');
const file = (name: string, size = 100) => ({ name, size });

describe('sniffImage', () => {
  it('knows png and jpeg by their magic bytes', () => {
    expect(sniffImage(pngHead)).toBe('image/png');
    expect(sniffImage(jpegHead)).toBe('image/jpeg');
    expect(sniffImage(textHead)).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('checkLogo', () => {
  it('asks for a file when none is chosen, and for exactly one', () => {
    expect(checkLogo([])).toEqual({ ok: false, problem: 'required' });
    expect(checkLogo([file('a.png'), file('b.png')], pngHead)).toEqual({ ok: false, problem: 'count' });
    expect(checkLogo([file('a.png', 0)], new Uint8Array())).toEqual({ ok: false, problem: 'required' });
  });
  it('accepts a png or jpg up to 1,536,000 bytes', () => {
    expect(checkLogo([file('logo.PNG', LOGO_MAX_BYTES)], pngHead)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkLogo([file('logo.jpg')], jpegHead)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkLogo([file('logo.jpeg')], jpegHead)).toEqual({ ok: true, contentType: 'image/jpeg' });
  });
  it('refuses one byte more than 1500 KB', () => {
    expect(checkLogo([file('logo.png', LOGO_MAX_BYTES + 1)], pngHead)).toEqual({ ok: false, problem: 'tooLarge' });
  });
  it('refuses a renamed text file, other formats and a mismatched extension', () => {
    expect(checkLogo([file('logo.png')], textHead)).toEqual({ ok: false, problem: 'wrongType' });
    expect(checkLogo([file('logo.gif')], new TextEncoder().encode('GIF89a..'))).toEqual({ ok: false, problem: 'wrongType' });
    expect(checkLogo([file('logo.jpg')], pngHead)).toEqual({ ok: false, problem: 'wrongType' });
    expect(checkLogo([file('logo.png')])).toEqual({ ok: false, problem: 'wrongType' });
  });
});
