/**
 * The services the open API v1 and the widget routes share in the `open` area's Lambda: the portal
 * routes' own services (card list, card detail and actions, SMS, bills) wired as their handlers wire
 * them, and the widget sessions.
 */
import { createApiConfigRepository } from '../api-manager/api-config.repository.ts';
import { createBillPrepaid } from '../bill/bill-prepaid.ts';
import { createBillRepository } from '../bill/bill.repository.ts';
import { createBillService } from '../bill/bill.service.ts';
import { startBillRun } from '../bill/start-bill-run.ts';
import { createCardServices } from '../card-detail/card-services.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { createCardListService } from '../card/card-list.service.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createPrepaidRepository } from '../prepaid/prepaid.repository.ts';
import { once } from '../shared/aws/once.ts';
import { createUsageReadsRepository } from './usage-reads.repository.ts';
import { createWidgetReadService } from './widget-read.service.ts';
import { createWidgetSessionService } from './widget-session.service.ts';
import { createWidgetRepository } from './widget.repository.ts';

const clock = () => new Date();

export const openServices = once(() => {
  const configs = createApiConfigRepository();
  const cardListRepository = createCardListRepository();
  const cardList = createCardListService({ cards: cardListRepository });
  const card = createCardServices(clock);
  const billRepository = createBillRepository();
  const bills = createBillService({
    bills: billRepository,
    startRun: startBillRun,
    ledger: createLedgerRepository(),
    clock,
    prepaid: createBillPrepaid({ bills: billRepository, prepaid: createPrepaidRepository() }),
  });
  const widgets = createWidgetRepository();
  const reads = createWidgetReadService({
    cardList,
    cardReads: card.reads,
    cards: card.cards,
    bills,
    usage: createUsageReadsRepository(),
  });
  const sessions = createWidgetSessionService({
    widgets,
    settingsOf: (channelCustId) => configs.get(channelCustId),
    secondaryExists: (channelCustId, custId) => cardListRepository.secondaryExists(channelCustId, custId),
    foreignIccids: async (channelCustId, iccids) => {
      const found = await Promise.all(iccids.map((iccid) => card.cards.card(channelCustId, iccid)));
      return iccids.filter((_, i) => !found[i]);
    },
    clock,
  });
  return { cardList, card, bills, reads, sessions };
});
