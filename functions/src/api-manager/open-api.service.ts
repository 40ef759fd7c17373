import { AppError } from '../shared/http/error-catalogue.ts';
import type { AppClient } from './open-api-auth.ts';
import type { CardStatus, OpenCardRepository } from './open-card.repository.ts';

export function createOpenApiService(d: { cards: OpenCardRepository }) {
  return {
    /** A card of the caller's enterprise: ICCID, MSISDN, operator and lifecycle state. */
    async cardStatus(client: AppClient, iccid: string): Promise<CardStatus> {
      const card = await d.cards.status(client.channelCustId, iccid);
      if (!card) throw new AppError('NOT_FOUND', {}, 'iccid');
      return { iccid: card.iccid, msisdn: card.msisdn, operator: card.operator, state: card.state };
    },
  };
}
