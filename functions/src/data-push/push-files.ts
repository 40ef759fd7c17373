import type { CardRow } from '../card/card-row.ts';
import { cardExportHeader, cardExportRow } from '../download/card-export-columns.ts';
import { type Cell, toCsv } from '../download/csv.ts';
import { toXlsx } from '../download/xlsx.ts';
/**
 * The files a data push delivers, built with the export writers (download/): the enterprise's card
 * list (the card export's columns) and yesterday's usage per card, as CSV or XLSX. The card list is
 * read once for both, a page at a time; each page's usage is one BatchGet of the cards' month items.
 */
import type { Tenant } from '../shared/auth/tenant.ts';
import type { PushContent, PushFileType } from '../shared/data/entities/data-push.entity.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { dayAttr } from '../shared/time/calendar.ts';
import { dayBefore, pushFileName } from './push-rules.ts';
import type { PushFile } from './sftp-client.ts';

export interface PushSources {
  /** A page of the tenant's cards (card-list.repository `page` with no filter). */
  cardPage(tenant: Tenant, cursor: string | undefined, lang: Lang): Promise<{ items: CardRow[]; cursor: string | null }>;
  /** Bytes per day of each card in a month (`YYYY-MM`), by ICCID: the card month items' `dNN`. */
  usageDays(channelCustId: string, iccids: string[], month: string): Promise<Map<string, Record<string, unknown>>>;
}

export interface BuiltFile extends PushFile {
  rows: number;
}

const usageHeader = (lang: Lang): string[] =>
  lang === 'en-US'
    ? ['ICCID', 'MSISDN', 'Date', 'Usage (bytes)', 'Usage (MB)']
    : ['ICCID', 'MSISDN', '日期', '用量 (字节)', '用量 (MB)'];
const sheetNames = { cards: { zh: '卡列表', en: 'Cards' }, usage: { zh: '日用量', en: 'Daily usage' } } as const;
const megabytes = (bytes: number): number => Math.round((bytes / 1_048_576) * 100) / 100;

/**
 * Builds a task's files for the Shanghai day `day`: `cards-<day>` (the list as it is now) and
 * `usage-<day before>` (each card's usage of the day before, one row per card, 0 when none).
 */
export async function buildPushFiles(
  sources: PushSources,
  task: { channelCustId: string; fileType: PushFileType; contents: PushContent[]; lang: Lang },
  day: string,
): Promise<BuiltFile[]> {
  const tenant: Tenant = { channelCustId: task.channelCustId, custId: null };
  const usageDay = dayBefore(day);
  const wantCards = task.contents.includes('cards');
  const wantUsage = task.contents.includes('usage');
  const cardRows: Cell[][] = [cardExportHeader(task.lang)];
  const usageRows: Cell[][] = [usageHeader(task.lang)];
  let cursor: string | undefined;
  do {
    const page = await sources.cardPage(tenant, cursor, task.lang);
    if (wantCards) for (const card of page.items) cardRows.push(cardExportRow(card, task.lang));
    if (wantUsage && page.items.length) {
      const usage = await sources.usageDays(
        task.channelCustId,
        page.items.map((c) => c.iccid),
        usageDay.slice(0, 7),
      );
      for (const card of page.items) {
        const bytes = Number(usage.get(card.iccid)?.[dayAttr(usageDay)] ?? 0);
        usageRows.push([card.iccid, card.msisdn, usageDay, bytes, megabytes(bytes)]);
      }
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);

  const file = (content: PushContent, fileDay: string, rows: Cell[][]): BuiltFile => ({
    name: pushFileName(content, fileDay, task.fileType),
    body: task.fileType === 'csv' ? toCsv(rows) : toXlsx(sheetNames[content][task.lang === 'en-US' ? 'en' : 'zh'], rows),
    rows: rows.length - 1,
  });
  return [...(wantCards ? [file('cards', day, cardRows)] : []), ...(wantUsage ? [file('usage', usageDay, usageRows)] : [])];
}
