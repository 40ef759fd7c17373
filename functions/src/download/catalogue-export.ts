/**
 * Catalogue exports (basic plans, retail plans, APNs): the rows are read page by page through the
 * same list services the screens use, as the requester, so an export holds exactly what the list
 * shows them (an enterprise: the plans published to it and its own retail plans).
 */
import type { Principal } from '../shared/auth/principal.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type BasicPlanRow,
  type RetailPlanRow,
  apnColumns,
  basicPlanColumns,
  retailPlanColumns,
  tableOf,
} from './catalogue-export-columns.ts';
import type { Cell } from './csv.ts';
import type { CatalogueKind, ExportViewer } from './download-model.ts';

type ListCall<Row> = (
  p: Principal,
  body: Record<string, unknown>,
) => Promise<Page<Row> | { items: Row[]; cursor: string | null }>;

/** The list services a catalogue export reads (plan.service basicList/retailList, apn.service list). */
export interface CatalogueLists {
  basicList: ListCall<BasicPlanRow>;
  retailList: ListCall<RetailPlanRow>;
  apnList: ListCall<unknown>;
}

/** Rows per list call while exporting. */
export const EXPORT_PAGE_SIZE = 100;

/** The principal a list service needs, rebuilt from what the task stored (rights were checked when it was made). */
export function viewerPrincipal(v: ExportViewer): Principal {
  return {
    loginName: v.loginName,
    displayName: v.loginName,
    roleId: String(v.roleType),
    roleType: v.roleType,
    roleName: '',
    channelCustId: v.channelCustId,
    custId: v.custId,
    customerName: null,
    permissions: new Set(),
    isResetPassword: false,
    tokenId: '',
    tokenExp: 0,
  };
}

export const viewerOf = (p: Principal): ExportViewer => ({
  loginName: p.loginName,
  roleType: p.roleType,
  channelCustId: p.channelCustId,
  custId: p.custId,
});

/**
 * Whether the viewer sees the internal columns: platform roles always; enterprises for retail plans
 * (their own); nobody else (see catalogue-export-columns.ts).
 */
export const seesInternal = (kind: CatalogueKind, v: Pick<ExportViewer, 'roleType'>): boolean =>
  isPlatformRole(v) || (kind === 'retailPlans' && v.roleType !== 5000);

/** The header and the rows of a catalogue export, one page of rows per yield. */
export function catalogueExport(lists: CatalogueLists, kind: CatalogueKind, viewer: ExportViewer, lang: Lang) {
  const full = seesInternal(kind, viewer);
  const principal = viewerPrincipal(viewer);
  const [list, table] =
    kind === 'basicPlans'
      ? [lists.basicList, tableOf(basicPlanColumns, full)]
      : kind === 'retailPlans'
        ? [lists.retailList, tableOf(retailPlanColumns, full)]
        : [lists.apnList, tableOf(apnColumns, full)];
  const row = table.row as (r: unknown, l: Lang) => Cell[];
  /** One page of rows from `cursor`, and the cursor after it (null at the end). */
  const page = async (query: Record<string, unknown>, cursor?: string): Promise<{ rows: Cell[][]; cursor: string | null }> => {
    const p = await (list as ListCall<unknown>)(principal, { ...query, cursor, pageSize: EXPORT_PAGE_SIZE });
    return { rows: p.items.map((r) => row(r, lang)), cursor: p.cursor ?? null };
  };
  return {
    header: table.header(lang),
    page,
    async *pages(query: Record<string, unknown>): AsyncGenerator<Cell[][]> {
      let cursor: string | undefined;
      do {
        const next = await page(query, cursor);
        yield next.rows;
        cursor = next.cursor ?? undefined;
      } while (cursor);
    },
  };
}
