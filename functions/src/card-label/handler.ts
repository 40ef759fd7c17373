import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { createCardLabelRepository } from './card-label.repository.ts';
import { createCardLabelService } from './card-label.service.ts';
import { LABEL_COLORS, LABEL_DESCRIPTION_MAX, LABEL_ICCIDS_MAX } from './label-rules.ts';

const labels = createCardLabelService({ labels: createCardLabelRepository(), clock: () => new Date() });
const channelCustId = optional(str({ max: 40 }));
const labelId = str({ max: 40, pattern: /^L[0-9A-F]{12}$/ });
/** Routes naming one label let a platform caller omit `channelCustId` (deep links); save only when it edits. */
const label = ownedBy('LABEL', 'labelId');
const iccids = arrayOf(str({ pattern: /^\s*\d{19,20}\s*$/ }), { min: 1, max: LABEL_ICCIDS_MAX });

export const handler = createApiHandler('card-label', {
  list: route({
    input: { channelCustId, name: optional(str({ max: 30 })), ...pageFields },
    run: ({ principal, body }) => labels.list(principal, body),
  }),
  detail: route({
    owner: label,
    input: { channelCustId, labelId },
    run: ({ principal, body }) => labels.detail(principal, body),
  }),
  cards: route({
    owner: label,
    input: { channelCustId, labelId, ...pageFields },
    run: ({ principal, body }) => labels.cards(principal, body),
  }),
  save: route({
    owner: label,
    input: {
      channelCustId,
      labelId: optional(labelId),
      // The 1..30 rule is checked on the normalised name (label-rules.ts); this only bounds the input.
      name: str({ max: 60 }),
      color: oneOf(LABEL_COLORS),
      description: optional(str({ max: LABEL_DESCRIPTION_MAX })),
    },
    run: async ({ principal, body }) => new Reply(await labels.save(principal, body), body.labelId ? 200 : 201, 'OPERATION_OK'),
  }),
  delete: route({
    owner: label,
    input: { channelCustId, labelId },
    run: async ({ principal, body }) => new Reply(await labels.remove(principal, body), 200, 'OPERATION_OK'),
  }),
  attach: route({
    owner: label,
    input: { channelCustId, labelId, iccids },
    run: ({ principal, body }) => labels.attach(principal, body),
  }),
  detach: route({
    owner: label,
    input: { channelCustId, labelId, iccids },
    run: ({ principal, body }) => labels.detach(principal, body),
  }),
});
