/**
 * The dry run of a rule's draft (issue #15 item 5; none of the CMPs we compare with has it): the same
 * checks as saving it (rule-checks.ts), then the last 30 days of recorded usage and state changes of
 * its target's cards replayed through the evaluator (dry-run.ts). Nothing is written.
 */
import { cycleOfDay } from '../bill/rating/cycle.ts';
import type { Operator } from '../plan/plan-model.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import type { DryRunReads } from './dry-run.repository.ts';
import { type DryCard, type DryFiring, dryRunCards, dryRunKinds, dryRunPools, firstUsageDay, windowOf } from './dry-run.ts';
import { type RuleInput, type RuleTargets, createRuleChecks, ruleTenantOf } from './rule-checks.ts';
import { targetMatches } from './rule-model.ts';

/** At most this many cards a dry run reads (the answer says when there were more). */
export const DRY_RUN_CARD_CAP = 1000;
const DRY_RUN_POOL_CAP = 50;
/** At most this many firings a dry run answers (the count says how many there were). */
const DRY_RUN_FIRINGS_MAX = 500;

export interface DryRunServiceDeps {
  targets: RuleTargets;
  dryRun: DryRunReads;
  clock: () => Date;
}

export function createDryRunService(d: DryRunServiceDeps) {
  const checked = createRuleChecks(d.targets);

  /**
   * The dry run of a draft (not saved): the same checks as saving it, then the last 30 days of
   * recorded usage and state changes of its target's cards (at most 1,000 of them) replayed through
   * the evaluator. Answers when it would have fired, the cards read and whether there were more.
   */
  async function dryRun(p: Principal, body: RuleInput & { channelCustId?: string; custId?: string }, lang: Lang) {
    const { channelCustId, owner } = ruleTenantOf(p, body);
    const { draft } = await checked(channelCustId, owner, body, lang);
    const trigger = draft.trigger;
    if (!dryRunKinds.includes(trigger.kind)) throw new AppError('RULE_DRY_RUN_UNSUPPORTED', {}, 'triggerKind');
    const window = windowOf(shanghaiDay(d.clock()));
    const subject = { target: draft.target, custId: owner };
    const read = await d.dryRun.cards(channelCustId, owner, draft.target, DRY_RUN_CARD_CAP);
    const cards = read.cards.filter((c) =>
      targetMatches(subject, {
        channelCustId,
        custId: c.custId,
        poolId: c.poolId ?? null,
        goodsReleaseId: c.goodsReleaseId,
        labels: [...(c.labels ?? [])],
      }),
    );
    const operators = [...new Set(cards.map((c) => c.operator as Operator))];
    const pools =
      trigger.kind === 'poolUsage'
        ? await d.dryRun.pools(channelCustId, draft.target.kind === 'pool' ? draft.target.id : undefined, DRY_RUN_POOL_CAP)
        : [];
    for (const pool of pools) if (!operators.includes(pool.operator)) operators.push(pool.operator);
    const from = firstUsageDay(operators.length ? operators : ['CMCC'], window[0]!);
    const months = monthsBetween(from, window.at(-1)!);
    const needsUsage = trigger.kind === 'cycleUsage' || trigger.kind === 'dailyUsage' || trigger.kind === 'poolUsage';
    const usage = needsUsage
      ? await d.dryRun.usage(
          channelCustId,
          cards.map((c) => c.iccid),
          months,
        )
      : new Map<string, Map<string, number>>();
    const dryCards: DryCard[] = cards.map((c) => ({
      iccid: c.iccid,
      msisdn: c.msisdn,
      operator: c.operator as Operator,
      quotaBytes: c.quotaBytes ?? 0,
      poolId: c.poolId ?? null,
      stateLog: c.stateLog,
      usage: usage.get(c.iccid) ?? new Map(),
    }));
    const firings: DryFiring[] =
      trigger.kind === 'poolUsage'
        ? dryRunPools(
            trigger,
            pools.map((pool) => ({
              poolId: pool.poolId,
              name: pool.name,
              operator: pool.operator,
              totalBytes: pool.totalBytes,
            })),
            dryCards,
            window,
          )
        : dryRunCards(trigger, dryCards, window);
    return {
      from: window[0]!,
      to: window.at(-1)!,
      cardsRead: cards.length,
      capped: read.capped,
      cap: DRY_RUN_CARD_CAP,
      subjects: new Set(firings.map((f) => f.subject)).size,
      total: firings.length,
      firings: firings.slice(0, DRY_RUN_FIRINGS_MAX),
      /** The cycle today's usage counts towards, per operator seen (what a % of quota refers to). */
      cycles: operators.map((op) => cycleOfDay(op, window.at(-1)!)),
    };
  }

  return { dryRun };
}

/** The months ('YYYY-MM') from the one holding `from` to the one holding `to`. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= end) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}
