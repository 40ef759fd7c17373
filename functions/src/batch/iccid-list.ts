/**
 * A batch's ICCID list as stored in S3: one fixed-width record per card (the ICCID padded to 20
 * characters, then a newline), so a chunk reads only its own slice with one ranged GET instead of
 * the whole list (a 10,000-card batch: 100 chunks × 2 KB instead of 100 × 210 KB).
 */
export const ICCID_WIDTH = 20;
export const RECORD_BYTES = ICCID_WIDTH + 1;

export function encodeIccidList(iccids: string[]): string {
  for (const iccid of iccids)
    if (iccid.length > ICCID_WIDTH || !/^[0-9A-Za-z]+$/.test(iccid)) throw new Error(`Not an ICCID: ${iccid}`);
  return iccids.map((iccid) => `${iccid.padEnd(ICCID_WIDTH)}\n`).join('');
}

export function decodeIccidList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The HTTP Range of records `from` (inclusive) to `to` (exclusive); undefined for an empty slice. */
export function iccidRange(from: number, to: number): string | undefined {
  return to > from ? `bytes=${from * RECORD_BYTES}-${to * RECORD_BYTES - 1}` : undefined;
}
