import { createAuditRepository } from '../audit/audit.repository.ts';
import { createChangeAudit } from '../audit/change-audit.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { createApiHandler } from '../shared/http/api-handler.ts';
import { Reply, route } from '../shared/http/route.ts';
import type { BasicPlanInput } from './plan-model.ts';
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
const plans = createPlanService({ plans: createPlanRepository(), clock });
const audit = createChangeAudit({ audit: createAuditRepository(), clock });

export const handler = createApiHandler('plan', {
  basicList: route({ input: basicListFields, run: ({ principal, body }) => plans.basicList(principal, body) }),
  basicDetail: route({ input: goodsReleaseIdField, run: ({ principal, body }) => plans.basicDetail(principal, body) }),
  basicSave: route({
    input: basicPlanFields,
    run: async (ctx) => {
      const plan = await plans.basicSave(ctx.principal, ctx.body as BasicPlanInput);
      await audit(ctx, 'planChange', `basicSave ${plan.goodsReleaseId} ${plan.code}`);
      return new Reply(plan, 201);
    },
  }),
  basicUpdate: route({
    input: { ...basicPlanFields, ...goodsReleaseIdField },
    run: async (ctx) => {
      const plan = await plans.basicUpdate(ctx.principal, ctx.body as BasicPlanInput & { goodsReleaseId: string });
      await audit(ctx, 'planChange', `basicUpdate ${plan.goodsReleaseId} ${plan.code}`);
      return plan;
    },
  }),
  basicPublish: route({
    input: publishFields,
    run: async (ctx) => {
      const plan = await plans.basicPublish(ctx.principal, ctx.body);
      const to = plan.publishScope === 'selected' ? (plan.publishTo ?? []).join(',') : 'all';
      await audit(ctx, 'planChange', `basicPublish ${plan.goodsReleaseId} ${plan.code} → ${to}`);
      return plan;
    },
  }),
  basicSwitch: route({
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
  retailList: route({ input: retailListFields, run: ({ principal, body }) => plans.retailList(principal, body) }),
  retailDetail: route({ input: retailIdFields, run: ({ principal, body }) => plans.retailDetail(principal, body) }),
  retailSave: route({
    input: retailPlanFields,
    run: async (ctx) => {
      const plan = await plans.retailSave(ctx.principal, ctx.body);
      await audit(ctx, 'planChange', `retailSave ${plan.retailId} ${plan.retailName}`);
      return new Reply(plan, 201);
    },
  }),
  retailUpdate: route({
    input: { ...retailPlanFields, retailId: retailIdFields.retailId },
    run: async (ctx) => {
      const plan = await plans.retailUpdate(ctx.principal, ctx.body);
      await audit(ctx, 'planChange', `retailUpdate ${ctx.body.retailId} ${ctx.body.retailName}`);
      return plan;
    },
  }),
  retailSwitch: route({
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
    input: { ...retailIdFields, ...pageFields },
    run: ({ principal, body }) => plans.retailRecords(principal, body),
  }),
});
