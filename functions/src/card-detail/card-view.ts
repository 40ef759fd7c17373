/** The API shapes of the card detail (docs/api.md `CardDetail`), built from stored items. Pure. */
import { toCardRow } from '../card/card-row.ts';
import { stateLabel } from '../card/lifecycle.ts';
import { operatorStatusLabel, toOperatorStatus } from '../operator/index.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type DetailCard, type PlanItem, currentCycle, last30Days, networkOf, planKind, usageByDay } from './card-model.ts';

/** The operator status shown for a card: the one the operator confirmed, else the one its lifecycle implies. */
export const operatorStatusOf = (card: DetailCard): string => card.operatorStatus ?? toOperatorStatus(card.state);

export function toCardDetail(
  card: DetailCard,
  plan: PlanItem | undefined,
  usageItems: readonly Record<string, unknown>[],
  customerName: string | null,
  now: Date,
  lang: Lang,
) {
  const usage = usageByDay(usageItems);
  const code = operatorStatusOf(card);
  return {
    ...toCardRow(card as unknown as Record<string, unknown>),
    customerName,
    planName: plan?.name ?? null,
    stateLabel: stateLabel(card.state, lang),
    remark: card.remark ?? '',
    plan: plan
      ? { goodsReleaseId: plan.goodsReleaseId, name: plan.name, kind: planKind(plan), quotaBytes: plan.quotaBytes }
      : null,
    cycle: currentCycle(card, usage, now),
    usage: last30Days(usage, now),
    operatorStatus: { code, label: operatorStatusLabel(code, lang) },
    network: networkOf(card),
    validPeriodEnd: card.validPeriodEnd ?? null,
    pendingPlanChange: card.pendingPlanChange ?? null,
    // Running packs, with the order that bills each (its price and tax are the bill's and the order's to show).
    eventPacks: (card.eventPacks ?? [])
      .filter((p) => p.endsAt > now.toISOString())
      .map(({ goodsReleaseId, name, quotaBytes, orderedAt, endsAt, orderId }) => ({
        goodsReleaseId,
        name,
        quotaBytes,
        orderedAt,
        endsAt,
        orderId: orderId ?? null,
      })),
    lastBatchId: card.lastBatchId ?? null,
    stateChangedAt: card.stateChangedAt ?? null,
    /** eID of an eUICC card (profiles: /cmp/sim/euicc/detail). */
    eid: (card as DetailCard & { eid?: string }).eid ?? null,
  };
}

export type CardDetail = ReturnType<typeof toCardDetail>;
