/**
 * Card–device separation as the risk pages use it (issue #16 items 1 and 3): bind cards to devices
 * (the first IMEI seen, or a given one), unbind them, the lists (bound cards, binding records,
 * separations) and the separation analysis per (month, enterprise, operator). Tenant-scoped: an
 * enterprise acts on and sees its own cards; platform roles name an enterprise to act, and see every
 * enterprise's when they name none. Enterprise names come in the reader's language.
 */
import { randomUUID } from 'node:crypto';
import type { CustomerNames } from '../customer/customer-names.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { BindMode } from '../shared/data/entities/separation.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { isValidImei } from './imei.ts';
import type { Binding, SeparationRepository } from './separation.repository.ts';

/** Spec §5: at most 10,000 rows per operation. */
export const SEPARATION_BATCH_MAX = 10_000;
const SAMPLE = 10;

export interface BindInput {
  channelCustId?: string;
  mode: BindMode;
  cards: { iccid: string; imei?: string }[];
}

type Paged = { channelCustId?: string; cursor?: string; pageSize?: number };

/** The key of one analysis group: month, enterprise and operator (`2026-11_C1001_CTCC`). */
export const operationIdOf = (g: { month: string; channelCustId: string; operator: string }): string =>
  `${g.month}_${g.channelCustId}_${g.operator}`;

const OPERATION_ID = /^(\d{4}-\d{2})_([A-Za-z0-9-]{1,40})_(CMCC|CUCC|CTCC)$/;
export function parseOperationId(id: string): { month: string; channelCustId: string; operator: string } | null {
  const m = OPERATION_ID.exec(id);
  return m ? { month: m[1]!, channelCustId: m[2]!, operator: m[3]! } : null;
}

/**
 * Checks a bind request before anything is read: the batch limit, and for mode `imei` every IMEI (15
 * digits, valid check digit). Pure; throws the catalogue error naming the first bad row.
 */
export function checkBindInput(input: Pick<BindInput, 'mode' | 'cards'>): void {
  if (input.cards.length > SEPARATION_BATCH_MAX) throw new AppError('SEPARATION_TOO_MANY', {}, 'cards');
  if (input.mode !== 'imei') return;
  input.cards.forEach((c, i) => {
    if (!c.imei) throw new AppError('SEPARATION_IMEI_REQUIRED', {}, `cards[${i}].imei`);
    if (!isValidImei(c.imei)) throw new AppError('SEPARATION_IMEI', {}, `cards[${i}].imei`);
  });
}

export function createSeparationService(d: {
  separations: SeparationRepository;
  names: Pick<CustomerNames, 'enterprises'>;
  clock: () => Date;
  newId?: () => string;
}) {
  const newId = d.newId ?? (() => randomUUID().replace(/-/g, '').slice(0, 16));
  /** The enterprise a list reads: the caller's, the one a platform caller names, or null (every one). */
  const listTenant = (p: Principal, body: { channelCustId?: string }): string | null =>
    isPlatformRole(p) && !body.channelCustId ? null : requestedTenant(p, body).channelCustId;
  const named = async <T extends { channelCustId: string }>(items: T[], lang: Lang) => {
    const names = await d.names.enterprises(
      items.map((i) => i.channelCustId),
      lang,
    );
    return items.map((i) => ({ ...i, enterpriseName: names.get(i.channelCustId) ?? null }));
  };

  /** The tenant's cards among the ICCIDs (unknown and foreign ones left out). */
  async function ownCards(channelCustId: string, iccids: string[]) {
    const owners = await d.separations.owners(iccids);
    return iccids.flatMap((iccid) => {
      const o = owners.get(iccid);
      return o && o.channelCustId === channelCustId ? [{ iccid, msisdn: o.msisdn }] : [];
    });
  }

  return {
    async bind(p: Principal, input: BindInput) {
      checkBindInput(input);
      const { channelCustId } = requestedTenant(p, input);
      const unique = [...new Map(input.cards.map((c) => [c.iccid, c])).values()];
      const own = await ownCards(
        channelCustId,
        unique.map((c) => c.iccid),
      );
      if (!own.length) throw new AppError('SEPARATION_NO_CARDS', {}, 'cards');
      const imeiOf = new Map(unique.map((c) => [c.iccid, c.imei ?? null]));
      const at = d.clock().toISOString();
      const cards = await d.separations.cardInfo(
        channelCustId,
        own.map((c) => c.iccid),
      );
      const bindings: Binding[] = own.map((c) => ({
        iccid: c.iccid,
        channelCustId,
        msisdn: c.msisdn,
        operator: cards.get(c.iccid)?.operator ?? 'CMCC',
        mode: input.mode,
        imei: input.mode === 'imei' ? imeiOf.get(c.iccid)! : null,
        boundAt: at,
        by: p.loginName,
      }));
      const operationId = newId();
      await d.separations.bind(bindings, {
        operationId,
        channelCustId,
        action: 'bind',
        mode: input.mode,
        imei: input.mode === 'imei' && bindings.length === 1 ? bindings[0]!.imei : null,
        count: bindings.length,
        skipped: unique.length - bindings.length,
        sample: bindings.slice(0, SAMPLE).map((b) => b.iccid),
        at,
        by: p.loginName,
      });
      return { operationId, count: bindings.length, skipped: unique.length - bindings.length };
    },

    async unbind(p: Principal, input: { channelCustId?: string; iccids: string[] }) {
      if (input.iccids.length > SEPARATION_BATCH_MAX) throw new AppError('SEPARATION_TOO_MANY', {}, 'iccids');
      const { channelCustId } = requestedTenant(p, input);
      const unique = [...new Set(input.iccids)];
      const bound = await d.separations.bindings(unique.map((iccid) => ({ channelCustId, iccid })));
      const list = unique.filter((iccid) => bound.has(d.separations.keyOf({ channelCustId, iccid })));
      if (!list.length) throw new AppError('SEPARATION_NO_CARDS', {}, 'iccids');
      const at = d.clock().toISOString();
      const operationId = newId();
      await d.separations.unbind(
        list.map((iccid) => ({ channelCustId, iccid })),
        {
          operationId,
          channelCustId,
          action: 'unbind',
          mode: null,
          imei: null,
          count: list.length,
          skipped: unique.length - list.length,
          sample: list.slice(0, SAMPLE),
          at,
          by: p.loginName,
        },
      );
      return { operationId, count: list.length, skipped: unique.length - list.length };
    },

    /** The bound cards (tab `bound`). */
    async list(p: Principal, body: Paged & { iccid?: string }, lang: Lang) {
      const page = await d.separations.bindingPage(listTenant(p, body), {
        iccid: body.iccid,
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { items: await named(page.items, lang), cursor: page.cursor };
    },

    /** The binding operations, newest first (tab `records`). */
    async records(p: Principal, body: Paged, lang: Lang) {
      const page = await d.separations.operationPage(listTenant(p, body), {
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { items: await named(page.items, lang), cursor: page.cursor };
    },

    /** The separations, newest first (tab `separated`). */
    async events(p: Principal, body: Paged, lang: Lang) {
      const page = await d.separations.separationPage(listTenant(p, body), {
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { items: await named(page.items, lang), cursor: page.cursor };
    },

    /** Separations per (month, enterprise, operator), newest month first: the analysis list. */
    async analysis(p: Principal, body: Paged & { month?: string }, lang: Lang) {
      const tenant = listTenant(p, body);
      const page = await d.separations.countPage(tenant ? scopeKeys.enterprise(tenant) : scopeKeys.platform, {
        month: body.month,
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      const items = await named(page.items, lang);
      return { items: items.map((i) => ({ operationId: operationIdOf(i), ...i })), cursor: page.cursor };
    },

    /** One analysis group: its cards, each with its separation and its IMEI history. */
    async analysisDetail(p: Principal, body: { operationId: string }, lang: Lang) {
      const group = parseOperationId(body.operationId);
      if (!group) throw new AppError('SEPARATION_GROUP_NOT_FOUND', {}, 'operationId');
      // Another enterprise's group reads as absent (no hint that it exists).
      if (!isPlatformRole(p) && group.channelCustId !== p.channelCustId)
        throw new AppError('SEPARATION_GROUP_NOT_FOUND', {}, 'operationId');
      const list = await d.separations.groupSeparations(group.channelCustId, group.month, group.operator);
      if (!list.length) throw new AppError('SEPARATION_GROUP_NOT_FOUND', {}, 'operationId');
      const histories = await d.separations.historyOf(
        group.channelCustId,
        list.map((s) => s.iccid),
      );
      const [head] = await named([{ channelCustId: group.channelCustId }], lang);
      return {
        operationId: body.operationId,
        ...group,
        enterpriseName: head!.enterpriseName,
        count: list.length,
        cards: list.map((s) => ({ ...s, imeis: histories.get(s.iccid) ?? [] })),
      };
    },
  };
}

export type SeparationService = ReturnType<typeof createSeparationService>;
