import { type Card, addInto, cardScopes, statDelta } from '@cmp/functions/card/card-record';
import { reportCardMonthEntity, reportPlatformMonthEntity } from '@cmp/functions/shared/data/entities/report.entity';
/**
 * The report card months of the demo's cards (issue #17, item 1), written with them as the seed
 * writes their counters. What the seed's cards record is when they were created, when they were
 * activated (`activatedAt`) and, for an activated card no longer active (deactivated, cancelled, shut
 * down), when it left the active state (`stateChangedAt`), so their months say that: a card counts as
 * added in the Shanghai month it was created; one activated in a later month counts as pending
 * activation (62) until then; at its activation it moves to active (64) — or straight to today's state
 * without a dated change — with an activation flow (`in64`), and at its `stateChangedAt` to today's
 * state with that change's flow (`in65`, `in67`, `in68`); steps in its creation month apply at once.
 * Any other card is in its state of today from its creation. Cards changed later through the API roll
 * up as any change does. The platform's month shards get the same deltas, each card's into the shard
 * of its ICCID, as a change does.
 */
import { type RollupDelta, cardMonthDeltas, foldSecondaries, platformDeltas } from '@cmp/functions/shared/data/report-rollups';
import { shanghaiMonth } from '@cmp/functions/shared/time/calendar';

/** The state the seed's activated cards were in before their activation month. */
export const PENDING_ACTIVATION: Card['state'] = 62;

/** The report months of the cards added one at a time (the bulk loader streams a million), then the items. */
export function createReportMonths() {
  const items = new Map<string, Record<string, unknown>>();
  const add = ({ key }: RollupDelta, delta: Record<string, number>) => {
    const k =
      key.shard !== undefined
        ? reportPlatformMonthEntity.key({ month: key.month, shard: key.shard })
        : reportCardMonthEntity.key(key);
    const id = `${k.pk}|${k.sk}`;
    const named = key.shard !== undefined ? { month: key.month, shard: key.shard } : key;
    const item = items.get(id) ?? { ...k, ...named };
    for (const [name, v] of Object.entries(delta)) item[name] = Number(item[name] ?? 0) + v;
    items.set(id, item);
  };
  const addCard = (card: Card) => {
    const created = shanghaiMonth(new Date(card.createdAt));
    // What the card's record dates: its activation (to active, or to today's state without a later change) and
    // a later change of an activated card to today's state (`stateChangedAt` of a deactivated, cancelled or shut-down card).
    const activated = card.activatedAt ? shanghaiMonth(new Date(card.activatedAt)) : null;
    const changedAt = activated && card.state !== 64 && card.stateChangedAt ? shanghaiMonth(new Date(card.stateChangedAt)) : null;
    const steps: { month: string; to: Card['state']; flow: string }[] = [];
    if (activated) steps.push({ month: activated, to: changedAt ? 64 : card.state, flow: 'in64' });
    if (changedAt) steps.push({ month: changedAt, to: card.state, flow: `in${card.state}` });
    // Its state when added: pending activation (62) before an activation, moved by every step of its creation month.
    let state: Card['state'] = activated ? PENDING_ACTIVATION : card.state;
    for (const step of steps) if (step.month <= created) state = step.to;
    const deltas = cardMonthDeltas(
      new Map(cardScopes(card).map((scope) => [scope, statDelta({ ...card, state }, 1, true)])),
      created,
    );
    for (const step of steps) {
      if (step.month > created && step.to !== state) {
        const change: Record<string, number> = {};
        addInto(change, statDelta({ ...card, state }, -1, false));
        addInto(change, statDelta({ ...card, state: step.to }, 1, false));
        // The net move of the states, without its `in<state>` flow: the step's own flow is added below.
        for (const d of cardMonthDeltas(new Map(cardScopes(card).map((scope) => [scope, change])), step.month))
          deltas.push({ key: d.key, add: Object.fromEntries(Object.entries(d.add).filter(([k]) => !k.startsWith('in'))) });
        state = step.to;
      }
      for (const custId of card.custId ? [null, card.custId] : [null])
        deltas.push({ key: { month: step.month, channelCustId: card.channelCustId, custId }, add: { [step.flow]: 1 } });
    }
    for (const d of [...foldSecondaries(deltas), ...platformDeltas(deltas, '', card.iccid)]) add(d, d.add);
  };
  return { add: addCard, items: () => [...items.values()] };
}

export function reportCardMonthItems(cards: Iterable<Card>): Record<string, unknown>[] {
  const months = createReportMonths();
  for (const card of cards) months.add(card);
  return months.items();
}
