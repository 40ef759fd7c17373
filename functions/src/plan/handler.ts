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

const plans = createPlanService({ plans: createPlanRepository(), clock: () => new Date() });

export const handler = createApiHandler('plan', {
  basicList: route({ input: basicListFields, run: ({ principal, body }) => plans.basicList(principal, body) }),
  basicDetail: route({ input: goodsReleaseIdField, run: ({ principal, body }) => plans.basicDetail(principal, body) }),
  basicSave: route({
    input: basicPlanFields,
    run: async ({ principal, body }) => new Reply(await plans.basicSave(principal, body as BasicPlanInput), 201),
  }),
  basicUpdate: route({
    input: { ...basicPlanFields, ...goodsReleaseIdField },
    run: ({ principal, body }) => plans.basicUpdate(principal, body as BasicPlanInput & { goodsReleaseId: string }),
  }),
  basicPublish: route({ input: publishFields, run: ({ principal, body }) => plans.basicPublish(principal, body) }),
  basicSwitch: route({
    input: { ...goodsReleaseIdField, ...switchFields },
    run: ({ principal, body }) => plans.basicSwitch(principal, body as typeof body & { on: boolean }),
  }),
  basicDelete: route({ input: goodsReleaseIdField, run: ({ principal, body }) => plans.basicDelete(principal, body) }),
  retailList: route({ input: retailListFields, run: ({ principal, body }) => plans.retailList(principal, body) }),
  retailDetail: route({ input: retailIdFields, run: ({ principal, body }) => plans.retailDetail(principal, body) }),
  retailSave: route({
    input: retailPlanFields,
    run: async ({ principal, body }) => new Reply(await plans.retailSave(principal, body), 201),
  }),
  retailUpdate: route({
    input: { ...retailPlanFields, retailId: retailIdFields.retailId },
    run: ({ principal, body }) => plans.retailUpdate(principal, body),
  }),
  retailSwitch: route({
    input: { retailId: retailIdFields.retailId, channelCustId: retailIdFields.channelCustId, ...switchFields },
    run: ({ principal, body }) => plans.retailSwitch(principal, body as typeof body & { on: boolean }),
  }),
  retailDelete: route({
    input: { retailId: retailIdFields.retailId, channelCustId: retailIdFields.channelCustId },
    run: ({ principal, body }) => plans.retailDelete(principal, body),
  }),
  retailRecord: route({
    input: { ...retailIdFields, ...pageFields },
    run: ({ principal, body }) => plans.retailRecords(principal, body),
  }),
});
