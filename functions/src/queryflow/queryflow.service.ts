/** The traffic detail query of one card, in the caller's scope (a foreign card answers 404). */
import { loadCard } from '../card-detail/card-access.ts';
import type { CardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { usageByDay } from '../card-detail/card-model.ts';
import type { Principal } from '../shared/auth/principal.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { checkPeriod, dailyUsage, monthsOf } from './queryflow-model.ts';

export interface QueryflowInput {
  iccid: string;
  channelCustId?: string;
  dateFrom: string;
  dateTo: string;
}

export function createQueryflowService(d: { cards: CardDetailRepository; clock: () => Date }) {
  return {
    async list(p: Principal, input: QueryflowInput, lang: Lang) {
      const days = checkPeriod(input.dateFrom, input.dateTo, shanghaiDay(d.clock()));
      const card = await loadCard(d.cards, p, input);
      const months = monthsOf(input.dateFrom, input.dateTo);
      const [usage, plan, customerName] = await Promise.all([
        d.cards.usageMonths(card, months.from, months.to),
        d.cards.plan(card.goodsReleaseId),
        card.custId ? d.cards.customerName(card.channelCustId, card.custId, lang) : Promise.resolve(null),
      ]);
      return {
        card: {
          iccid: card.iccid,
          msisdn: card.msisdn ?? null,
          operator: card.operator,
          state: card.state,
          planName: plan?.name ?? null,
          channelCustId: card.channelCustId,
          customerName,
        },
        dateFrom: input.dateFrom,
        dateTo: input.dateTo,
        ...dailyUsage(days, usageByDay(usage)),
      };
    },
  };
}
