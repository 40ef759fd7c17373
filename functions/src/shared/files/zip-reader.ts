/**
 * A guarded reader of ZIP archives that people upload (the container of .xlsx files): entries are
 * found through the central directory, read on demand (stored or deflated) and checked against
 * their CRC. Untrusted input, so the entry count and the total unpacked size are capped (a small
 * archive can unpack to gigabytes), sizes are taken from the directory and enforced while
 * inflating, and anything outside the subset Office writes is refused rather than guessed at.
 */
import { crc32, inflateRawSync } from 'node:zlib';

/** Why an archive cannot be read: not a ZIP at all, password-protected entries, over the caps, or damaged/unsupported. */
export type ZipProblem = 'notZip' | 'encrypted' | 'tooLarge' | 'corrupt';

export class ZipReadError extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ZipReadError';
  }
}

export interface ZipLimits {
  /** Most entries the directory may list. */
  maxEntries: number;
  /** Most bytes all entries together may unpack to (declared sizes, enforced while inflating). */
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxTotalBytes: 50 * 1024 * 1024 };

interface EntryInfo {
  method: number;
  crc: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipArchive {
  /** Entry names in directory order. */
  readonly names: readonly string[];
  /** The unpacked bytes of an entry, or undefined when the archive has none of that name. */
  read(name: string): Buffer | undefined;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEnd(buf: Buffer): number {
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  for (let at = buf.length - 22; at >= lowest; at--) if (buf.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/** Opens an archive: reads its central directory (no entry is unpacked yet). Throws `ZipReadError`. */
export function openZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipArchive {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw new ZipReadError('notZip', 'Not a ZIP archive');
  const end = findEnd(buf);
  if (end < 0) throw new ZipReadError('corrupt', 'No end of central directory');
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  if (buf.readUInt16LE(end + 4) !== 0 || count === 0xffff || dirOffset === 0xffffffff)
    throw new ZipReadError('corrupt', 'Multi-part or ZIP64 archives are not supported');
  if (count > limits.maxEntries) throw new ZipReadError('tooLarge', `More than ${limits.maxEntries} entries`);
  if (dirOffset + dirSize > end) throw new ZipReadError('corrupt', 'Central directory out of bounds');

  const entries = new Map<string, EntryInfo>();
  let declared = 0;
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw new ZipReadError('corrupt', 'Bad central directory');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const nameLength = buf.readUInt16LE(at + 28);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const info: EntryInfo = {
      method,
      crc: buf.readUInt32LE(at + 16),
      packedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
    };
    if (flags & 0x1) throw new ZipReadError('encrypted', `Entry ${name} is encrypted`);
    if (method !== 0 && method !== 8) throw new ZipReadError('corrupt', `Entry ${name} uses compression method ${method}`);
    declared += info.size;
    if (declared > limits.maxTotalBytes) throw new ZipReadError('tooLarge', `Unpacks to more than ${limits.maxTotalBytes} bytes`);
    if (!entries.has(name)) entries.set(name, info);
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }

  return {
    names: [...entries.keys()],
    read(name) {
      const e = entries.get(name);
      if (!e) return undefined;
      if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL)
        throw new ZipReadError('corrupt', `Bad local header of ${name}`);
      const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
      if (start + e.packedSize > buf.length) throw new ZipReadError('corrupt', `Entry ${name} is truncated`);
      const packed = buf.subarray(start, start + e.packedSize);
      let data: Buffer;
      if (e.method === 0) data = Buffer.from(packed);
      else {
        try {
          // The directory's size bounds the output: a lying entry fails here instead of filling memory.
          data = inflateRawSync(packed, { maxOutputLength: Math.max(1, e.size) });
        } catch {
          throw new ZipReadError('corrupt', `Entry ${name} does not inflate to its declared size`);
        }
      }
      if (data.length !== e.size || crc32(data) !== e.crc) throw new ZipReadError('corrupt', `Entry ${name} is damaged`);
      return data;
    },
  };
}
