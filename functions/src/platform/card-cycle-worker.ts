/**
 * The card-cycle worker Lambda (`card-cycle`), dispatched by its schedule's input (platform/schedules.ts):
 * `plan-changes` applies the pending plan changes that fell due (card-detail/cycle-handler.ts);
 * `realname-check` settles the cards that require real-name and lack it, or that the rule still holds
 * (realname/realname.service.ts `check`). Wired here, where groups are put together, so the card detail
 * does not import the real-name records that use it.
 */
import type { Context } from 'aws-lambda';
import { handler as planChanges } from '../card-detail/cycle-handler.ts';
import { realNameService } from '../realname/service-instance.ts';
import { observedWorker } from '../shared/observability/worker.ts';

export interface CardCycleInput {
  action?: 'plan-changes' | 'realname-check';
}

const realNames = realNameService();

const realNameCheck = observedWorker(
  'realname-check',
  () => realNames.check(),
  (_event, r) => ({ items: r.checked, failures: r.failed }),
);

export const handler = (event: CardCycleInput, context: Context) =>
  event?.action === 'realname-check' ? realNameCheck(event, context) : planChanges(event, context);
