/** Text as users type it into names and ICCID lists, made comparable. Pure. */

/** A name as the user meant it: trimmed, inner runs of whitespace made one space. */
export const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** ICCIDs of a request: trimmed, empty entries dropped, duplicates removed (first kept). */
export const uniqueIccids = (iccids: readonly string[]): string[] => [...new Set(iccids.map((i) => i.trim()).filter(Boolean))];
