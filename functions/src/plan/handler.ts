import { createAuditRepository } from '../audit/audit.repository.ts';
import { createChangeAudit } from '../audit/change-audit.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { type BasicPlanInput, basicPlanView, retailPlanView } from './plan-model.ts';
import {
  basicListFields,
  basicPlanFields,
  goodsReleaseIdField,
  publishFields,
  retailIdFields,
  retailListFields,
  retailPlanFields,
  switchFields,
} from './plan-schema.ts';
import { createPlanRepository } from './plan.repository.ts';
import { createPlanService } from './plan.service.ts';

const clock = () => new Date();
const plans = createPlanService({ plans: createPlanRepository(), clock, customers: createCustomerNames() });
const audit = createChangeAudit({ audit: createAuditRepository(), clock });
/** Detail and change log name one retail plan: a platform caller may omit `channelCustId` (deep links). */
const retail = ownedBy('RETAIL', 'retailId', 'RETAIL_NOT_FOUND');

export const handler = createApiHandler('plan', {
  basicList: route({
    view: basicPlanView,
    input: basicListFields,
    run: ({ principal, body }) => plans.basicList(principal, body),
  }),
  basicDetail: route({
    view: basicPlanView,
    input: goodsReleaseIdField,
    run: ({ principal, body }) => plans.basicDetail(principal, body),
  }),
  basicSave: route({
    view: basicPlanView,
    input: basicPlanFields,
    run: async (ctx) => {
      const plan = await plans.basicSave(ctx.principal, ctx.body as BasicPlanInput);
      await audit(ctx, 'planChange', `basicSave ${plan.goodsReleaseId} ${plan.code}`);
      return new Reply(plan, 201);
    },
  }),
  basicUpdate: route({
    view: basicPlanView,
    input: { ...basicPlanFields, ...goodsReleaseIdField },
    run: async (ctx) => {
      const plan = await plans.basicUpdate(ctx.principal, ctx.body as BasicPlanInput & { goodsReleaseId: string });
      await audit(ctx, 'planChange', `basicUpdate ${plan.goodsReleaseId} ${plan.code}`);
      return plan;
    },
  }),
  basicPublish: route({
    view: basicPlanView,
    input: publishFields,
    run: async (ctx) => {
      const plan = await plans.basicPublish(ctx.principal, ctx.body);
      const to = plan.publishScope === 'selected' ? (plan.publishTo ?? []).join(',') : 'all';
      await audit(ctx, 'planChange', `basicPublish ${plan.goodsReleaseId} ${plan.code} → ${to}`);
      return plan;
    },
  }),
  basicSwitch: route({
    view: basicPlanView,
    input: { ...goodsReleaseIdField, ...switchFields },
    run: async (ctx) => {
      const plan = await plans.basicSwitch(ctx.principal, ctx.body as typeof ctx.body & { on: boolean });
      await audit(ctx, 'planChange', `basicSwitch ${plan.goodsReleaseId} ${plan.code} ${plan.status}`);
      return plan;
    },
  }),
  basicDelete: route({
    input: goodsReleaseIdField,
    run: async (ctx) => {
      const done = await plans.basicDelete(ctx.principal, ctx.body);
      await audit(ctx, 'planChange', `basicDelete ${ctx.body.goodsReleaseId}`);
      return done;
    },
  }),
  retailList: route({
    view: retailPlanView,
    input: retailListFields,
    run: ({ principal, body }) => plans.retailList(principal, body),
  }),
  retailDetail: route({
    view: retailPlanView,
    owner: retail,
    input: retailIdFields,
    run: ({ principal, body, lang }) => plans.retailDetail(principal, body, lang),
  }),
  retailSave: route({
    view: retailPlanView,
    input: retailPlanFields,
    run: async (ctx) => {
      const plan = await plans.retailSave(ctx.principal, ctx.body);
      await audit(ctx, 'planChange', `retailSave ${plan.retailId} ${plan.retailName}`);
      return new Reply(plan, 201);
    },
  }),
  retailUpdate: route({
    view: retailPlanView,
    input: { ...retailPlanFields, retailId: retailIdFields.retailId },
    run: async (ctx) => {
      const plan = await plans.retailUpdate(ctx.principal, ctx.body);
      await audit(ctx, 'planChange', `retailUpdate ${ctx.body.retailId} ${ctx.body.retailName}`);
      return plan;
    },
  }),
  retailSwitch: route({
    view: retailPlanView,
    input: { retailId: retailIdFields.retailId, channelCustId: retailIdFields.channelCustId, ...switchFields },
    run: async (ctx) => {
      const plan = await plans.retailSwitch(ctx.principal, ctx.body as typeof ctx.body & { on: boolean });
      await audit(ctx, 'planChange', `retailSwitch ${ctx.body.retailId} ${ctx.body.on ? 'on' : 'off'}`);
      return plan;
    },
  }),
  retailDelete: route({
    input: { retailId: retailIdFields.retailId, channelCustId: retailIdFields.channelCustId },
    run: async (ctx) => {
      const done = await plans.retailDelete(ctx.principal, ctx.body);
      await audit(ctx, 'planChange', `retailDelete ${ctx.body.retailId}`);
      return done;
    },
  }),
  retailRecord: route({
    owner: retail,
    input: { ...retailIdFields, ...pageFields },
    run: ({ principal, body }) => plans.retailRecords(principal, body),
  }),
});
