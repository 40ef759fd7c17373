import type { ResponseOf } from '@cmp/functions/contracts';

/** The list routes of the three tabs, and the binding routes (group separation). */
export const BINDING_LIST = 'separation.list' as const;
export const RECORD_LIST = 'separation.records' as const;
export const SEPARATION_LIST = 'separation.events' as const;

export type BindingRow = ResponseOf<typeof BINDING_LIST>['items'][number];
export type RecordRow = ResponseOf<typeof RECORD_LIST>['items'][number];
export type SeparationRow = ResponseOf<typeof SEPARATION_LIST>['items'][number];

export const SEPARATION_TABS = ['bound', 'records', 'separated'] as const;
export type SeparationTab = (typeof SEPARATION_TABS)[number];
export const tabOf = (param: string | undefined): SeparationTab =>
  (SEPARATION_TABS as readonly string[]).includes(param ?? '') ? (param as SeparationTab) : 'bound';
export const separationPath = (tab: SeparationTab) => `/risk/setCardSeparation/list/${tab}`;

/** Spec §5: at most 10,000 cards per operation. */
export const BIND_MAX = 10_000;

export const isIccid = (v: string) => /^\d{19,20}$/.test(v);

/** Whether a value is an IMEI with its Luhn check digit (as the server checks it). */
export function isValidImei(v: string): boolean {
  if (!/^\d{15}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(v[13 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(v[14]);
}

export interface BindDraft {
  mode: 'first' | 'imei';
  /** One card a line: its ICCID, and for mode `imei` the IMEI after it (space or comma). */
  lines: string;
}

/** The cards of a bind draft, or the problem (an i18n key under risk.separation.invalid) of its first bad line. */
export function bindCards(d: BindDraft): { cards: { iccid: string; imei?: string }[] } | { problem: string; line?: number } {
  const rows = d.lines
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!rows.length) return { problem: 'empty' };
  if (rows.length > BIND_MAX) return { problem: 'tooMany' };
  const cards: { iccid: string; imei?: string }[] = [];
  for (const [i, row] of rows.entries()) {
    const [iccid = '', imei = '', ...rest] = row.split(/[\s,;]+/);
    if (!isIccid(iccid) || rest.length) return { problem: 'iccid', line: i + 1 };
    if (d.mode === 'imei' && !isValidImei(imei)) return { problem: 'imei', line: i + 1 };
    if (d.mode === 'first' && imei) return { problem: 'iccid', line: i + 1 };
    cards.push(d.mode === 'imei' ? { iccid, imei } : { iccid });
  }
  return { cards };
}
