/** Retail plans: an enterprise's offer on a basic plan to its secondary customers, with the change log. */
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type PageIn, type PlanDeps, createPlanAccess, filterOf, isVisible, newId, raise } from './plan-access.ts';
import type { RetailPlan, RetailPlanInput, RetailRecord } from './plan-model.ts';
import { checkRetailPlan, retailChanges } from './plan-rules.ts';

export function createRetailPlanService(deps: PlanDeps) {
  const { plans, now, requireEnterprise, withNames } = createPlanAccess(deps);

  async function retailFor(p: Principal, body: { retailId: string; channelCustId?: string; custId?: string }) {
    const tenant = requestedTenant(p, body);
    const plan = await plans.retail(tenant.channelCustId, body.retailId);
    if (!plan) throw new AppError('RETAIL_NOT_FOUND');
    if (p.roleType === 5000 && (plan.status !== 'on' || !plan.custIds?.includes(p.custId ?? '')))
      throw new AppError('RETAIL_NOT_FOUND');
    return plan;
  }

  async function checkRetailInput(channelCustId: string, input: RetailPlanInput, retailId: string | null, confirm: boolean) {
    const basic = await plans.basic(input.goodsReleaseId);
    if (!basic || !isVisible(basic, channelCustId)) throw new AppError('RETAIL_BASIC_UNAVAILABLE', {}, 'goodsReleaseId');
    raise(checkRetailPlan(input, basic.releasePrice));
    const custIds = [...new Set(input.custIds)];
    const found = new Set(
      (await plans.existing(custIds.map((c) => secondaryEntity.key({ channelCustId, custId: c })))).map((s) => String(s.custId)),
    );
    const unknown = custIds.find((c) => !found.has(c));
    if (unknown) throw new AppError('RETAIL_CUSTOMER_UNKNOWN', { id: unknown }, 'custIds');
    if (!confirm) {
      const named = await plans.retailNamed(channelCustId, input.retailName);
      if (named.some((r) => r.retailId !== retailId)) throw new AppError('RETAIL_NAME_REPEATED', {}, 'retailName');
    }
    return custIds;
  }

  const pick = (body: RetailPlanInput): RetailPlanInput => ({
    retailName: body.retailName,
    goodsReleaseId: body.goodsReleaseId,
    retailPrice: body.retailPrice,
    dividend: body.dividend,
    proportion: body.proportion,
    taxRate: body.taxRate,
    remark: body.remark ?? '',
    custIds: body.custIds,
  });

  return {
    async retailList(
      p: Principal,
      body: PageIn & { channelCustId?: string; custId?: string; retailName?: string; status?: string },
    ) {
      const tenant = requestedTenant(p, body);
      const filter = filterOf([
        ['custIds', 'contains', tenant.custId ?? undefined],
        ['status', 'eq', p.roleType === 5000 ? 'on' : body.status],
        ['retailName', 'contains', body.retailName],
      ]);
      const page = await plans.retailPage(tenant.channelCustId, filter, {
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      const basics = await plans.basics(page.items.map((r) => r.goodsReleaseId));
      return {
        cursor: page.cursor,
        items: page.items.map((r) => {
          const b = basics.get(r.goodsReleaseId);
          // What a secondary customer does not see (basic price, profit sharing) is withheld by the
          // routes' view (plan-model.ts retailPlanView), on every answer.
          return { ...r, basicName: b?.name, basicPrice: b?.releasePrice, tariffType: b?.tariffType };
        }),
      };
    },

    /** The plan with its basic plan, and the customers it is offered to by name (`customers`, beside `custIds`). */
    async retailDetail(p: Principal, body: { retailId: string; channelCustId?: string; custId?: string }, lang: Lang) {
      const retail = await retailFor(p, body);
      const [basic, customers] = await Promise.all([
        plans.basic(retail.goodsReleaseId),
        deps.customers.secondary(retail.channelCustId, retail.custIds ?? [], lang),
      ]);
      const plan = basic ? await withNames(basic) : null;
      return { ...retail, basicName: basic?.name, basicPrice: basic?.releasePrice, basic: plan, customers };
    },

    async retailSave(p: Principal, body: RetailPlanInput & { confirmDuplicate?: boolean; channelCustId?: string }) {
      const channelCustId = requireEnterprise(p);
      requestedTenant(p, body);
      const input = pick(body);
      input.custIds = await checkRetailInput(channelCustId, input, null, body.confirmDuplicate === true);
      const at = now();
      const plan: RetailPlan = {
        ...input,
        channelCustId,
        retailId: newId('R'),
        status: 'on',
        version: 1,
        createdBy: p.loginName,
        createdAt: at,
        updatedAt: at,
      };
      const record: RetailRecord = {
        retailId: plan.retailId,
        action: 'create',
        changes: retailChanges(undefined, plan),
        by: p.loginName,
        at,
      };
      await plans.saveRetail(plan, plan, undefined, record);
      return plan;
    },

    async retailUpdate(
      p: Principal,
      body: RetailPlanInput & { retailId: string; confirmDuplicate?: boolean; channelCustId?: string },
    ) {
      const channelCustId = requireEnterprise(p);
      requestedTenant(p, body);
      const current = await plans.retail(channelCustId, body.retailId);
      if (!current) throw new AppError('RETAIL_NOT_FOUND');
      const input = pick(body);
      // A kept name was confirmed when it was chosen: only a new name asks again.
      const confirmed = body.confirmDuplicate === true || input.retailName === current.retailName;
      input.custIds = await checkRetailInput(channelCustId, input, current.retailId, confirmed);
      const changes = retailChanges(current, { ...current, ...input });
      if (!changes.length) return current;
      const at = now();
      const plan: RetailPlan = { ...current, ...input, version: (current.version ?? 0) + 1, updatedAt: at };
      await plans.saveRetail(plan, plan, current.version ?? 0, {
        retailId: plan.retailId,
        action: 'update',
        changes,
        by: p.loginName,
        at,
      });
      return plan;
    },

    async retailSwitch(p: Principal, body: { retailId: string; on: boolean; channelCustId?: string }) {
      const channelCustId = requireEnterprise(p);
      requestedTenant(p, body);
      const current = await plans.retail(channelCustId, body.retailId);
      if (!current) throw new AppError('RETAIL_NOT_FOUND');
      const status = body.on ? 'on' : 'off';
      if (current.status === status) return current;
      const at = now();
      const plan: RetailPlan = { ...current, status, version: (current.version ?? 0) + 1, updatedAt: at };
      const changes = retailChanges(current, plan);
      await plans.saveRetail(plan, plan, current.version ?? 0, {
        retailId: plan.retailId,
        action: 'switch',
        changes,
        by: p.loginName,
        at,
      });
      return plan;
    },

    async retailDelete(p: Principal, body: { retailId: string; channelCustId?: string }) {
      const channelCustId = requireEnterprise(p);
      requestedTenant(p, body);
      const current = await plans.retail(channelCustId, body.retailId);
      if (!current) throw new AppError('RETAIL_NOT_FOUND');
      if (current.status !== 'off') throw new AppError('RETAIL_SWITCHED_ON');
      const record: RetailRecord = { retailId: current.retailId, action: 'delete', changes: [], by: p.loginName, at: now() };
      await plans.saveRetail(null, current, current.version ?? 0, record);
      return null;
    },

    async retailRecords(p: Principal, body: PageIn & { retailId: string; channelCustId?: string; custId?: string }) {
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      const tenant = requestedTenant(p, body);
      const page = await plans.records(tenant.channelCustId, body.retailId, {
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      // Like every detail route, an unknown or foreign plan is a 404, not an empty log. A deleted
      // plan keeps its log (its first page is never empty: the delete itself is a record).
      if (!page.items.length && !body.cursor && !(await plans.retail(tenant.channelCustId, body.retailId)))
        throw new AppError('RETAIL_NOT_FOUND');
      return page;
    },
  };
}
