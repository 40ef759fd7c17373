/** Basic plans: the platform's catalogue, built as drafts and published to all enterprises or to chosen ones. */
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { apnEntity } from '../shared/data/entities/catalogue.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type PageIn, type PlanDeps, createPlanAccess, filterOf, isVisible, newId, raise, visibleTo } from './plan-access.ts';
import type { BasicPlan, BasicPlanInput } from './plan-model.ts';
import { checkBasicPlan, checkCatalogueReferences, derivedStructure } from './plan-rules.ts';

export function createBasicPlanService(deps: PlanDeps) {
  const { plans, now, requirePlatform, withNames } = createPlanAccess(deps);

  async function validBasic(input: BasicPlanInput) {
    raise(checkBasicPlan(input));
    const elementIds = input.apnConfigs.flatMap((a) => a.zones.map((z) => z.elementId));
    const commservIds = input.apnConfigs.flatMap((a) => a.zones.flatMap((z) => z.commservIds));
    const catalogue = await plans.catalogue(elementIds, commservIds);
    raise(checkCatalogueReferences(input.apnConfigs, catalogue));
    const apnIds = input.apnConfigs.map((a) => a.apnId);
    const apns = new Set((await plans.existing(apnIds.map((apnId) => apnEntity.key({ apnId })))).map((a) => String(a.apnId)));
    const missing = apnIds.findIndex((a) => !apns.has(a));
    if (missing >= 0) throw new AppError('PLAN_APN_NOT_FOUND', {}, `apnConfigs[${missing}].apnId`);
    const zoneNames = new Map([...catalogue.zones].map(([id, z]) => [id, z.elementName]));
    const apnConfigs = input.apnConfigs.map((a) => ({
      apnId: a.apnId,
      zones: a.zones.map((z) => ({ ...z, elementName: zoneNames.get(z.elementId) ?? z.elementId })),
    }));
    return { ...input, apnConfigs, ...derivedStructure(input.apnConfigs, zoneNames) };
  }

  async function basicFor(p: Principal, goodsReleaseId: string): Promise<BasicPlan> {
    const plan = await plans.basic(goodsReleaseId);
    if (!plan) throw new AppError('PLAN_NOT_FOUND');
    if (isPlatformRole(p)) return plan;
    if (p.roleType === 5000 || !p.channelCustId || !isVisible(plan, p.channelCustId)) throw new AppError('PLAN_NOT_FOUND');
    return plan;
  }

  return {
    async basicList(
      p: Principal,
      body: PageIn & { status?: string; goodsType?: number; tariffType?: number; name?: string; code?: string },
    ): Promise<Page<BasicPlan>> {
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      const platform = isPlatformRole(p);
      const filter = filterOf(
        [
          ['status', 'eq', platform ? body.status : undefined],
          ['goodsType', 'eq', body.goodsType],
          ['tariffType', 'eq', body.tariffType],
          ['name', 'contains', body.name],
          ['code', 'eq', body.code],
        ],
        platform ? undefined : visibleTo(p.channelCustId!),
      );
      // An enterprise asking for drafts or switched-off plans sees none.
      if (!platform && body.status && body.status !== 'published') return { items: [], cursor: null };
      return plans.basicPage(filter, { cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });
    },

    basicDetail: async (p: Principal, body: { goodsReleaseId: string }) => withNames(await basicFor(p, body.goodsReleaseId)),

    async basicSave(p: Principal, input: BasicPlanInput): Promise<BasicPlan> {
      requirePlatform(p);
      const at = now();
      const plan: BasicPlan = {
        ...(await validBasic(input)),
        goodsReleaseId: newId('G'),
        status: 'draft',
        createdBy: p.loginName,
        createdAt: at,
        updatedAt: at,
      };
      await plans.createBasic(plan);
      return plan;
    },

    async basicUpdate(p: Principal, body: BasicPlanInput & { goodsReleaseId: string }): Promise<BasicPlan> {
      requirePlatform(p);
      const { goodsReleaseId, ...input } = body;
      const current = await plans.basic(goodsReleaseId);
      if (!current) throw new AppError('PLAN_NOT_FOUND');
      if (current.status !== 'draft') throw new AppError('PLAN_NOT_DRAFT');
      const plan: BasicPlan = {
        ...(await validBasic(input)),
        goodsReleaseId,
        status: 'draft',
        createdBy: current.createdBy,
        createdAt: current.createdAt,
        updatedAt: now(),
      };
      await plans.replaceDraft(plan, current.code);
      return plan;
    },

    async basicPublish(p: Principal, body: { goodsReleaseId: string; publishScope: 'all' | 'selected'; publishTo?: string[] }) {
      requirePlatform(p);
      const current = await plans.basic(body.goodsReleaseId);
      if (!current) throw new AppError('PLAN_NOT_FOUND');
      const publishTo = body.publishScope === 'all' ? [] : [...new Set(body.publishTo ?? [])];
      if (body.publishScope === 'selected') {
        if (!publishTo.length) throw new AppError('PLAN_PUBLISH_TARGETS', {}, 'publishTo');
        const found = new Set(
          (await plans.existing(publishTo.map((channelCustId) => enterpriseEntity.key({ channelCustId })))).map((e) =>
            String(e.channelCustId),
          ),
        );
        const unknown = publishTo.find((c) => !found.has(c));
        if (unknown) throw new AppError('PLAN_CUSTOMER_UNKNOWN', { id: unknown }, 'publishTo');
      }
      const set = {
        status: 'published',
        publishScope: body.publishScope,
        publishTo,
        publishedAt: current.publishedAt ?? now(),
        updatedAt: now(),
      };
      await plans.updateBasicStatus(body.goodsReleaseId, ['draft', 'published'], set, 'PLAN_NOT_DRAFT');
      return { ...current, ...set };
    },

    async basicSwitch(p: Principal, body: { goodsReleaseId: string; on: boolean }) {
      requirePlatform(p);
      const current = await plans.basic(body.goodsReleaseId);
      if (!current) throw new AppError('PLAN_NOT_FOUND');
      const set = { status: body.on ? 'published' : 'disabled', updatedAt: now() };
      await plans.updateBasicStatus(body.goodsReleaseId, ['published', 'disabled'], set, 'PLAN_NOT_PUBLISHED');
      return { ...current, ...set };
    },

    /**
     * Only a plan that was never published can be deleted: a published plan may be on cards (and
     * in their bills) at any time, so it is switched off instead (docs/decisions.md "Plans").
     */
    async basicDelete(p: Principal, body: { goodsReleaseId: string }) {
      requirePlatform(p);
      const current = await plans.basic(body.goodsReleaseId);
      if (!current) throw new AppError('PLAN_NOT_FOUND');
      if (current.status !== 'draft' || current.publishedAt) throw new AppError('PLAN_IN_USE');
      await plans.deleteDraft(current);
      return null;
    },
  };
}
