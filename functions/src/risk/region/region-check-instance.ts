/**
 * The region check wired with the real repositories, the single-card state change (operator adapter)
 * and the domain-event publisher: what the session-check registry (risk/session-checks.ts) lists.
 * Imported by the ingestion worker only, never by an API handler.
 */
import { createCardActions } from '../../card-detail/card-actions.service.ts';
import { createCardDetailRepository } from '../../card-detail/card-detail.repository.ts';
import { createCardDetailService } from '../../card-detail/card-detail.service.ts';
import { createOperators } from '../../operator/operators.ts';
import { createOrderRepository } from '../../order/order.repository.ts';
import { publishSafely } from '../../shared/aws/events.ts';
import { once } from '../../shared/aws/once.ts';
import { createSmsRepository } from '../../sms/sms.repository.ts';
import { createSmsService } from '../../sms/sms.service.ts';
import type { SessionCheck } from '../session-report.ts';
import { createRegionCheck } from './region-check.ts';
import { createRegionLimitRepository } from './region-limit.repository.ts';

/** The process's region check (built on first use). */
export const regionCheck = once((): SessionCheck => {
  const clock = () => new Date();
  const cards = createCardDetailRepository();
  const operatorFor = createOperators((iccid) => cards.simulatorFault(iccid));
  const sms = createSmsService({ sms: createSmsRepository(), operatorFor, clock });
  const reads = createCardDetailService({ cards, operatorFor, clock, sms });
  const cardActions = createCardActions({ cards, operatorFor, view: reads.view, clock, sms, orders: createOrderRepository() });
  return createRegionCheck({
    limits: createRegionLimitRepository(),
    cards: cardActions,
    publish: (events) => publishSafely(events),
    clock,
  });
});
