import { createApiHandler } from '../platform/api-handler.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, str } from '../shared/http/schema.ts';
import { logoContentTypes } from './logo-file.ts';
import { createLogoRepository } from './logo.repository.ts';
import { createLogoService } from './logo.service.ts';

const logos = createLogoService({ logos: createLogoRepository(), clock: () => new Date() });

export const handler = createApiHandler('logo', {
  get: route({ run: ({ principal }) => logos.current(principal) }),
  uploadUrl: route({
    input: { contentType: oneOf(logoContentTypes), size: int({ min: 0 }) },
    run: ({ principal, body }) => logos.uploadUrl(principal, body.contentType, body.size),
  }),
  confirm: route({
    input: { key: str({ max: 300 }) },
    run: async ({ principal, body }) => new Reply(await logos.confirm(principal, body.key), 200, 'OPERATION_OK'),
  }),
});
