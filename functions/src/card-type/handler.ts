import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { CARD_GRADES, FORM_FACTORS, TEMP_MAX, TEMP_MIN } from './card-type-model.ts';
import { createCardTypeRepository } from './card-type.repository.ts';
import { createCardTypeService } from './card-type.service.ts';

const types = createCardTypeService({ types: createCardTypeRepository(), clock: () => new Date() });
const typeId = str({ max: 40, pattern: /^CT[0-9A-Z]{1,20}$/ });
const temp = int({ min: TEMP_MIN, max: TEMP_MAX });

export const handler = createApiHandler('card-type', {
  list: route({
    input: { formFactor: optional(oneOf(FORM_FACTORS)), ...pageFields },
    run: ({ principal, body }) => types.list(principal, body),
  }),
  save: route({
    input: {
      typeId: optional(typeId),
      code: str({ min: 2, max: 20, pattern: /^[A-Z0-9][A-Z0-9_-]*$/ }),
      name: str({ max: 30 }),
      formFactor: oneOf(FORM_FACTORS),
      grade: oneOf(CARD_GRADES),
      tempMinC: temp,
      tempMaxC: temp,
      remark: optional(str({ max: 200 })),
    },
    run: async ({ principal, body }) => new Reply(await types.save(principal, body), body.typeId ? 200 : 201, 'OPERATION_OK'),
  }),
  delete: route({
    input: { typeId },
    run: async ({ principal, body }) => new Reply(await types.remove(principal, body), 200, 'OPERATION_OK'),
  }),
});
