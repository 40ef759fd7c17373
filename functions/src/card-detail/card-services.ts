/**
 * The single-card services wired with the real repositories and the operators (the simulator's faults
 * read from the table): the card-detail handler's, and those of workers that act on cards the way a
 * user would (the automation rules' card actions, the region check's risk shutdown).
 */
import { createOperators } from '../operator/operators.ts';
import { createOrderRepository } from '../order/order.repository.ts';
import { createSmsRepository } from '../sms/sms.repository.ts';
import { createSmsService } from '../sms/sms.service.ts';
import { createCardActions } from './card-actions.service.ts';
import { createCardDetailRepository } from './card-detail.repository.ts';
import { createCardDetailService } from './card-detail.service.ts';

export function createCardServices(clock: () => Date = () => new Date()) {
  const cards = createCardDetailRepository();
  const operatorFor = createOperators((iccid) => cards.simulatorFault(iccid));
  const sms = createSmsService({ sms: createSmsRepository(), operatorFor, clock });
  const reads = createCardDetailService({ cards, operatorFor, clock, sms });
  const actions = createCardActions({ cards, operatorFor, view: reads.view, clock, sms, orders: createOrderRepository() });
  return { cards, operatorFor, sms, reads, actions };
}
