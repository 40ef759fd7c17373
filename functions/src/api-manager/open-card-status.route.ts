import { publicRoute } from '../shared/http/route.ts';
import { str } from '../shared/http/schema.ts';
import { appClientOf } from './open-api-auth.ts';
import { createOpenApiService } from './open-api.service.ts';
import { createOpenCardRepository } from './open-card.repository.ts';

const openApi = createOpenApiService({ cards: createOpenCardRepository() });

/** `POST /cmp/open/card/status`: its own module so the OpenAPI document (open-api/) reads the same schema. */
export const openCardStatusRoute = publicRoute({
  input: { iccid: str({ pattern: /^\d{19,20}$/ }) },
  run: ({ body, event }) => openApi.cardStatus(appClientOf(event), body.iccid),
});
