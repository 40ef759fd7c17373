/** The content service and sync as the Lambdas build them (the API area and the card-cycle worker). */
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { once } from '../shared/aws/once.ts';
import { createContentSync } from './content-sync.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService } from './content.service.ts';
import { contentProviders } from './provider/providers.ts';

const clock = () => new Date();

export const contentSync = once(() => {
  const providers = contentProviders(process.env, clock);
  return createContentSync({ repo: createContentRepository(), providers: () => providers, clock });
});

export const contentService = once(() => {
  const providers = contentProviders(process.env, clock);
  const cards = createCardDetailRepository();
  return createContentService({
    repo: createContentRepository(),
    sync: contentSync(),
    providers: () => providers,
    cardOf: async (channelCustId, iccid) => {
      const card = await cards.card(channelCustId, iccid);
      return card ? { custId: card.custId ?? null } : null;
    },
    audit: createAuditRepository(),
    clock,
  });
});
