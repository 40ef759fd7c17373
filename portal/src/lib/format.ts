// Display formats of spec §1: dates YYYY/MM, YYYY/MM/DD, YYYY/MM/DD HH:mm:ss; sizes in 1024 steps;
// money in CNY from integer fen; counts with thousands separators; one placeholder for an empty
// value. Dates print in the browser's local time. Every screen formats through these, never inline.

/** The one placeholder for an empty value, on every screen (the em dash). */
export const EMPTY = '—';

/**
 * Joins a number and its unit so a narrow cell never breaks between them ("500.00 MB" stays on
 * one line): a no-break space.
 */
export const UNIT_SPACE = '\u00a0';

type DateInput = Date | string | number;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' and 'YYYY-MM-DD' are calendar values: read them as written, never shifted by a time zone. */
function parts(input: DateInput): [number, number, number, number, number, number] | null {
  if (typeof input === 'string') {
    const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(input);
    if (m) return [Number(m[1]), Number(m[2]), Number(m[3] ?? 1), 0, 0, 0];
  }
  const d = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(d.getTime())) return null;
  return [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
}

/** YYYY/MM, or '' for an invalid date. */
export function formatMonth(input: DateInput): string {
  const p = parts(input);
  return p ? `${p[0]}/${pad(p[1])}` : '';
}

/** YYYY/MM/DD, or '' for an invalid date. */
export function formatDate(input: DateInput): string {
  const p = parts(input);
  return p ? `${p[0]}/${pad(p[1])}/${pad(p[2])}` : '';
}

/** YYYY/MM/DD HH:mm:ss, or '' for an invalid date. */
export function formatDateTime(input: DateInput): string {
  const p = parts(input);
  return p ? `${p[0]}/${pad(p[1])}/${pad(p[2])} ${pad(p[3])}:${pad(p[4])}:${pad(p[5])}` : '';
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Bytes in B, KB, MB, GB, TB, PB (steps of 1024) with 2 decimals, unbreakable: 1536 → '1.50 KB' (no-break space). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return EMPTY;
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sign}${value.toFixed(2)}${UNIT_SPACE}${UNITS[unit]}`;
}

/**
 * Y-axis ticks for byte values: round steps in the unit the maximum is shown in (0, 0.5 TB, 1 TB…),
 * so axis labels read as clean binary sizes rather than 465.66 GB.
 */
export function byteTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1024];
  const unit = 1024 ** Math.min(UNITS.length - 1, Math.floor(Math.log(max) / Math.log(1024)));
  const raw = max / unit / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((n) => n * power >= raw) ?? 10) * power;
  const top = Math.ceil(max / unit / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)) * unit);
  return ticks;
}

/** CNY from integer fen with thousands separators: 123456 → '¥1,234.56'. */
export function formatCny(fen: number): string {
  if (!Number.isFinite(fen)) return EMPTY;
  const rounded = Math.round(fen);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${yuan}.${pad(abs % 100)}`;
}

/** Yuan as typed ("12", "12.5", "12.50") as integer fen, or null when it is not an amount. */
export function fenOf(yuan: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** A whole number with thousands separators: 10000 → '10,000' (the one number format of every screen). */
/**
 * The actor value the server answers non-platform roles for platform staff (functions/src/shared/
 * http/response-view.ts `PLATFORM_ACTOR`): they see "Platform" / "平台", never a staff login name.
 */
export const PLATFORM_ACTOR = 'platform';

/** Who created or changed a record (`createdBy`, `updatedBy`, `by`): a login name, the platform, or the placeholder. */
export function formatActor(value: string | null | undefined, t: (key: string) => string): string {
  if (!value) return EMPTY;
  return value === PLATFORM_ACTOR ? t('common.platformActor') : value;
}

export function formatCount(n: number): string {
  return Number.isFinite(n)
    ? Math.round(n)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : EMPTY;
}

/** A value as shown, or {@link EMPTY} when it is empty (see {@link isEmpty}). */
export function orEmpty(value: string | number | null | undefined): string {
  return isEmpty(value) ? EMPTY : String(value);
}

/** Masks a stored value: first 3 characters, '****', then everything from the 8th character. */
export function mask(value: string | null | undefined): string {
  if (isEmpty(value)) return '';
  const text = String(value);
  return `${text.slice(0, 3)}****${text.slice(7)}`;
}

/** Empty means null, undefined, the text 'undefined' or ''. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === 'undefined' || value === '';
}
