import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { createCardImportRepository } from './card-import.repository.ts';
import { createCardImportService } from './card-import.service.ts';
import { importStatuses } from './import-model.ts';

const imports = createCardImportService({ imports: createCardImportRepository(), clock: () => new Date() });
const channelCustId = optional(str({ max: 40 }));
const fileName = str({ min: 1, max: 255 });
const batchId = str({ max: 64 });
/** Detail and results name one import (cards or dual-SIM): a platform caller may omit `channelCustId` (deep links). */
const importRef = ownedBy('IMPORT', 'batchId');

export const handler = createApiHandler('card-import', {
  uploadUrl: route({
    input: { channelCustId, fileName, size: int({ min: 1 }) },
    run: ({ principal, body }) => imports.uploadUrl(principal, body),
  }),
  start: route({
    input: { channelCustId, uploadId: str({ max: 64 }), fileName },
    run: async ({ principal, body, lang }) => new Reply(await imports.start(principal, body, lang), 202, 'QUEUED'),
  }),
  // Dual-SIM imports (kind `dsim`): the same steps under the pairing permission 2100001 (route table).
  dsimUploadUrl: route({
    input: { channelCustId, fileName, size: int({ min: 1 }) },
    run: ({ principal, body }) => imports.uploadUrl(principal, body, 'dsim'),
  }),
  dsimStart: route({
    input: { channelCustId, uploadId: str({ max: 64 }), fileName },
    run: async ({ principal, body, lang }) => new Reply(await imports.start(principal, body, lang, 'dsim'), 202, 'QUEUED'),
  }),
  list: route({
    input: { channelCustId, status: optional(oneOf(importStatuses)), ...pageFields },
    run: ({ principal, body, lang }) => imports.list(principal, body, lang),
  }),
  detail: route({
    owner: importRef,
    input: { batchId, channelCustId },
    run: ({ principal, body, lang }) => imports.detail(principal, body, lang),
  }),
  results: route({
    owner: importRef,
    input: { batchId, channelCustId, status: optional(oneOf(['succeeded', 'failed'] as const)), ...pageFields },
    run: ({ principal, body, lang }) => imports.results(principal, body, lang),
  }),
});
