import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, bool, int, obj, oneOf, optional, str } from '../shared/http/schema.ts';
import { createCatalogueStore } from './catalogue-store.ts';
import {
  MAX_DOMAINS,
  MAX_SERVICES_PER_ZONE,
  MAX_WHITELIST,
  PRIORITY_MAX,
  PRIORITY_MIN,
  STATUS_ALLOW,
  STATUS_BLOCK,
  catalogueStatuses,
  commservTypes,
} from './commserv-rules.ts';
import { type CommservInput, createCommservService } from './commserv.service.ts';

const commservs = createCommservService({ store: createCatalogueStore(), clock: () => new Date() });

const id = str({ max: 40 });
const operator = oneOf(['CMCC', 'CUCC', 'CTCC'] as const);
const flag = bool();
const kbps = int({ min: 1, max: 10_000_000 });
const commservFields = {
  name: str({ max: 64 }),
  type: oneOf(commservTypes),
  priority: int({ min: PRIORITY_MIN, max: PRIORITY_MAX }),
  directional: flag,
  status: optional(oneOf(catalogueStatuses)),
  qos: optional(obj({ uplinkKbps: kbps, downlinkKbps: kbps })),
  redirect: optional(str({ max: 500 })),
  whitelist: optional(arrayOf(str({ max: 253 }), { max: MAX_WHITELIST })),
  // Counted by the rule (its own message) after de-duplication; the schema only bounds the body.
  domains: optional(arrayOf(str({ max: 253 }), { max: MAX_DOMAINS * 4 })),
};
const ids = arrayOf(id, { min: 1, max: 100 });
const asInput = (body: unknown) => body as CommservInput;

export const handler = createApiHandler('commserv', {
  list: route({
    input: {
      name: optional(str({ max: 64 })),
      type: optional(oneOf(commservTypes)),
      status: optional(oneOf(catalogueStatuses)),
      ...pageFields,
    },
    run: ({ body }) => commservs.list(body),
  }),
  detail: route({ input: { commservId: id }, run: ({ body }) => commservs.detail(body.commservId) }),
  add: route({
    input: commservFields,
    run: async ({ principal, body }) => new Reply(await commservs.add(principal, asInput(body)), 201),
  }),
  edit: route({
    input: { commservId: id, ...commservFields },
    run: ({ principal, body }) => {
      const { commservId, ...rest } = body;
      return commservs.edit(principal, commservId, asInput(rest));
    },
  }),
  block: route({
    input: { commservId: id },
    run: ({ principal, body }) => commservs.setStatus(principal, body.commservId, STATUS_BLOCK),
  }),
  allow: route({
    input: { commservId: id },
    run: ({ principal, body }) => commservs.setStatus(principal, body.commservId, STATUS_ALLOW),
  }),
  qosList: route({ input: { ...pageFields }, run: ({ body }) => commservs.qosList(body) }),
  speedLimit: route({
    input: { commservIds: ids, uplinkKbps: kbps, downlinkKbps: kbps },
    run: ({ principal, body }) =>
      commservs.applySpeedLimit(principal, body.commservIds, { uplinkKbps: body.uplinkKbps, downlinkKbps: body.downlinkKbps }),
  }),
  redirect: route({
    input: { commservIds: ids, redirect: optional(str({ max: 500 })) },
    run: ({ principal, body }) => commservs.setRedirect(principal, body.commservIds, body.redirect ?? ''),
  }),
  zoneList: route({
    input: { operator: optional(operator), status: optional(oneOf(catalogueStatuses)) },
    run: async ({ body }) => ({ items: await commservs.zones(body), cursor: null }),
  }),
  zoneDetail: route({ input: { elementId: id }, run: ({ body }) => commservs.zoneDetail(body.elementId) }),
  zoneSave: route({
    input: {
      elementId: optional(id),
      elementName: str({ max: 64 }),
      operator,
      commservIds: optional(arrayOf(id, { max: MAX_SERVICES_PER_ZONE * 2 })),
    },
    run: async ({ principal, body }) => new Reply(await commservs.saveZone(principal, body), body.elementId ? 200 : 201),
  }),
  zoneBlock: route({
    input: { elementId: id },
    run: ({ principal, body }) => commservs.setZoneStatus(principal, body.elementId, STATUS_BLOCK),
  }),
  zoneAllow: route({
    input: { elementId: id },
    run: ({ principal, body }) => commservs.setZoneStatus(principal, body.elementId, STATUS_ALLOW),
  }),
});
