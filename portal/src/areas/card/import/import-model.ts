// Types and pure rules of the card import screens (docs/api.md "Card imports"): `cards` imports write
// stock cards (platform roles), `dsim` ones pair cards in dual-SIM devices (2100001).
import type { DsimRowResultView, ImportKind, ImportStatus, ResponseOf, RowResultView } from '@cmp/functions/contracts';

export type { ImportKind, ImportStatus } from '@cmp/functions/contracts';
/** The server refuses bigger files (and more than 10,000 rows) outright. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** CSV (UTF-8) or an Excel workbook (its first sheet is read); anything else is refused before upload. */
export const IMPORT_ACCEPT = ['.csv', '.xlsx'] as const;

/** An import as the API answers it (its failure reason worded in the reader's language). */
export type CardImport = ResponseOf<'card-import.detail'>;

/** A card import's row: the card, and why it failed. */
export type RowResult = RowResultView;

/** A dual-SIM import's row: the device and its two cards. */
export type DsimRowResult = DsimRowResultView;

/** Where an import's detail lives (dual-SIM imports have their own page); platform users carry the enterprise, which the API needs. */
export function importDetailPath(
  i: Pick<CardImport, 'importId' | 'channelCustId'> & { kind?: ImportKind },
  platform: boolean,
): string {
  const page = i.kind === 'dsim' ? 'dsimdetail' : 'detail';
  const path = `/card/import-info/${page}/${encodeURIComponent(i.importId)}`;
  return platform ? `${path}?channelCustId=${encodeURIComponent(i.channelCustId)}` : path;
}

const headers = {
  en: ['iccid', 'msisdn', 'imsi', 'operator', 'imei', 'goodsReleaseId', 'state'],
  zh: ['ICCID', 'MSISDN', 'IMSI', '运营商', 'IMEI', '基础套餐ID', '初始状态'],
};

/**
 * The template people fill in: UTF-8 with a byte-order mark (so Excel shows Chinese titles), the
 * header of their language and one example row. The ICCID is 20 digits: keep the column as text.
 */
export function importTemplate(lang: 'en' | 'zh'): string {
  return `\uFEFF${headers[lang].join(',')}\r\n89860012345678901234,1440012345678,460001234567890,CMCC,861234567890123,G001,63\r\n`;
}

export const templateFileName = (lang: 'en' | 'zh') => (lang === 'en' ? 'card-import-template.csv' : '卡导入模板.csv');

const dsimHeaders = { en: ['sn', 'iccid1', 'iccid2'], zh: ['设备SN', '主卡ICCID', '副卡ICCID'] };

/** The dual-SIM template: device serial number, primary (slot 1) and backup (slot 2) ICCID, one device per row. */
export function dsimTemplate(lang: 'en' | 'zh'): string {
  return `\uFEFF${dsimHeaders[lang].join(',')}\r\nDEV-0001,89860012345678901234,89860012345678901235\r\n`;
}

export const dsimTemplateFileName = (lang: 'en' | 'zh') => (lang === 'en' ? 'dual-sim-import-template.csv' : '双卡导入模板.csv');
