import { createApiHandler } from '../platform/api-handler.ts';
import { once } from '../shared/aws/once.ts';
import { DocumentReply, publicRoute } from '../shared/http/route.ts';
import { documentedRoutes } from './documented-routes.ts';
import { openApiV1Routes } from './open-routes.ts';
import { openApiDocument } from './openapi-document.ts';

const document = once(() => openApiDocument(documentedRoutes()));

export const handler = createApiHandler('open-api', {
  ...openApiV1Routes,
  v1OpenApiDocument: publicRoute({ run: async () => new DocumentReply(document()) }),
});
