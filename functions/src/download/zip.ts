import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** CRC-32 (IEEE 802.3) as ZIP needs it. */
const table = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** How `zip` writes its entries: deflated (the default) or stored as they are, and the general-purpose flags. */
export interface ZipOptions {
  date?: Date;
  /** Store the entries uncompressed (method 0), as some writers do. */
  store?: boolean;
  /** General-purpose bit flags of every entry; default 0x0800 (UTF-8 names). */
  flags?: number;
}

/** The fields a local header and a central directory entry share, from "version needed" on (at `at`). */
interface EntryFields {
  flags: number;
  method: number;
  dosTime: number;
  dosDate: number;
  crc: number;
  packedSize: number;
  size: number;
  nameLength: number;
}
function writeEntryFields(header: Buffer, at: number, f: EntryFields): void {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(f.flags, at + 2);
  header.writeUInt16LE(f.method, at + 4);
  header.writeUInt16LE(f.dosTime, at + 6);
  header.writeUInt16LE(f.dosDate, at + 8);
  header.writeUInt32LE(f.crc, at + 10);
  header.writeUInt32LE(f.packedSize, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
}

/** A ZIP archive of deflated (or stored) entries (no ZIP64: enough for files under 4 GB and 65,535 entries). */
export function zip(entries: readonly ZipEntry[], o: ZipOptions = {}): Buffer {
  const date = o.date ?? new Date(Date.UTC(2000, 0, 1));
  const dosTime = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const dosDate = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = o.store ? entry.data : deflateRawSync(entry.data);
    const fields: EntryFields = {
      flags: o.flags ?? 0x0800,
      method: o.store ? 0 : 8,
      dosTime,
      dosDate,
      crc: crc32(entry.data),
      packedSize: packed.length,
      size: entry.data.length,
      nameLength: name.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Reads the entries of a ZIP archive written by `zip` (stored or deflated entries, central
 * directory at the end). Used to check exports; checks each entry's CRC.
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a ZIP archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory');
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const packed = archive.subarray(dataStart, dataStart + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : Buffer.from(packed);
    if (crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    out.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}
