// Types and pure rules of the card import screens (docs/api.md "Card imports").

export type ImportStatus = 'processing' | 'succeeded' | 'failed';
export const IMPORT_STATUSES: ImportStatus[] = ['processing', 'succeeded', 'failed'];
/** The server refuses bigger files (and more than 10,000 rows) outright. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_ACCEPT = ['.csv'] as const;

export interface CardImport {
  importId: string;
  channelCustId: string;
  fileName: string;
  total: number;
  succeeded: number;
  failed: number;
  status: ImportStatus;
  progress: number;
  failureReason?: string;
  createdBy: string;
  createdAt: string;
  finishedAt?: string;
}

export interface RowResult {
  line: number;
  iccid: string;
  msisdn: string;
  status: 'succeeded' | 'failed';
  reasonCode?: string;
  reason?: string;
}

/** Where an import's detail lives; platform users carry the enterprise, which the API needs. */
export function importDetailPath(i: Pick<CardImport, 'importId' | 'channelCustId'>, platform: boolean): string {
  const path = `/card/import-info/detail/${encodeURIComponent(i.importId)}`;
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
