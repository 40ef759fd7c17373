import type { Principal } from '../shared/auth/principal.ts';
import { type Tenant, requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type CardFilter, validateCardFilter } from './card-filter.ts';
import type { CardListRepository } from './card-list.repository.ts';
import type { CardSort } from './card-query.ts';

export interface CardListDeps {
  cards: Pick<CardListRepository, 'page' | 'iccids' | 'secondaryExists' | 'missingFilterTarget'>;
}

/** The card list and selection (docs/api.md "Card list"): scope from the principal, filter checked, then the read. */
export function createCardListService({ cards }: CardListDeps) {
  /**
   * The tenant the request reads: requestedTenant's rules (platform roles must name the enterprise,
   * another enterprise → 403, a secondary customer only itself), and a named secondary customer
   * must exist under that enterprise (404), so a 3000 cannot probe another enterprise's custId.
   */
  async function tenantOf(principal: Principal, filter: CardFilter): Promise<Tenant> {
    const tenant = requestedTenant(principal, { channelCustId: filter.channelCustId, custId: filter.custId });
    if (tenant.custId && principal.roleType !== 5000 && !(await cards.secondaryExists(tenant.channelCustId, tenant.custId)))
      throw new AppError('NOT_FOUND', {}, 'custId');
    return tenant;
  }

  /**
   * tenantOf for a request that acts on everything the filter names (an export): a label, pool or
   * ICCID the tenant does not hold is refused (404 on that field), like a foreign id on a detail
   * route, instead of quietly matching no card. The list itself answers such a search with no rows.
   */
  async function actingTenantOf(principal: Principal, filter: CardFilter): Promise<Tenant> {
    const tenant = await tenantOf(principal, filter);
    const missing = await cards.missingFilterTarget(tenant, filter);
    if (missing) throw new AppError('NOT_FOUND', {}, missing);
    return tenant;
  }

  return {
    tenantOf,
    actingTenantOf,
    async list(principal: Principal, body: CardFilter & { sort?: CardSort; cursor?: string; pageSize?: number }, lang: Lang) {
      const { sort, cursor, pageSize, ...rest } = body;
      const filter = validateCardFilter(rest);
      const tenant = await tenantOf(principal, filter);
      return cards.page(tenant, filter, { cursor, pageSize: pageSize ?? DEFAULT_PAGE_SIZE, sort, lang });
    },
    async iccids(principal: Principal, body: CardFilter) {
      const filter = validateCardFilter(body);
      const tenant = await tenantOf(principal, filter);
      return { iccids: await cards.iccids(tenant, filter) };
    },
  };
}
