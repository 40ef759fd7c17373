/**
 * The card-cycle worker Lambda (`card-cycle`), dispatched by its schedule's input (platform/schedules.ts):
 * `plan-changes` applies the pending plan changes that fell due (card-detail/cycle-handler.ts);
 * `realname-check` settles the cards that require real-name and lack it, or that the rule still holds
 * (realname/realname.service.ts `check`); `content-sync` merges the content providers' catalogues under the
 * Shanghai hour's run id (content/content-sync.ts). Wired here, where groups are put together, so the card detail
 * does not import the real-name records that use it.
 */
import type { Context } from 'aws-lambda';
import { handler as planChanges } from '../card-detail/cycle-handler.ts';
import { scheduledRunIdOf } from '../content/content-model.ts';
import { contentSync } from '../content/service-instance.ts';
import { realNameService } from '../realname/service-instance.ts';
import { observedWorker } from '../shared/observability/worker.ts';

export interface CardCycleInput {
  action?: 'plan-changes' | 'realname-check' | 'content-sync';
}

const realNames = realNameService();

const realNameCheck = observedWorker(
  'realname-check',
  () => realNames.check(),
  (_event, r) => ({ items: r.checked, failures: r.failed }),
);

const contentSyncRun = observedWorker(
  'content-sync',
  () => contentSync().run({ runId: scheduledRunIdOf(new Date()), trigger: 'schedule', startedBy: 'schedule' }),
  (_event, r) => ({ items: r.providers.length, failures: r.providers.filter((p) => p.error).length }),
);

/** Each scheduled action's worker; no action (the oldest schedule's input) is the plan changes. */
const actions = {
  'plan-changes': planChanges,
  'realname-check': realNameCheck,
  'content-sync': contentSyncRun,
} satisfies Record<NonNullable<CardCycleInput['action']>, (event: CardCycleInput, context: Context) => unknown>;

export const handler = (event: CardCycleInput, context: Context) => actions[event?.action ?? 'plan-changes'](event, context);
