/**
 * Single-card actions. Each one: find the card in the caller's scope, check the lifecycle rules
 * (refusals answer the rule's exact message), ask the operator when the network must change
 * (nothing is stored if it fails), then write the card, the counters and a log entry in one
 * transaction conditional on the card's state being unchanged.
 */
import { randomUUID } from 'node:crypto';
import {
  allowNetwork,
  available,
  billingPeriod,
  deactivate,
  orderEventPack,
  planChangeEffective,
  receiveSms,
  renewCycle,
  renewPeriod,
} from '../card/lifecycle-rules.ts';
import { type LifecycleState, canTransition, stateLabel } from '../card/lifecycle.ts';
import { networkOnMove } from '../card/network.ts';
import { appliedPlanFields, takesEffectOnActivation } from '../card/plan-change.ts';
import type { OperatorFor } from '../operator/operators.ts';
import { cardOrder, newOrderId } from '../order/order-model.ts';
import type { OrderRepository } from '../order/order.repository.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { type CardRef, check, loadCard, viaOperator } from './card-access.ts';
import type { CardChange, CardDetailRepository, LogEntry } from './card-detail.repository.ts';
import type { CardDetailService } from './card-detail.service.ts';
import {
  ALL_ZONES,
  type DetailCard,
  ENDED_PACK_KEPT_DAYS,
  type EventPackOrder,
  isSupplementary,
  isTestPlan,
  networkOf,
  offeredTo,
  periodMonths,
  planKind,
  renewedUntil,
} from './card-model.ts';

export interface ActionDeps {
  cards: CardDetailRepository;
  operatorFor: OperatorFor;
  view: CardDetailService['view'];
  clock: () => Date;
  /** SMS storage and sending are the SMS area's, so a single-card SMS also appears in the SMS list. */
  sms: Pick<SmsService, 'sendToCard' | 'view'>;
  /** Ordering a pack and renewing write an order (order/) in the card change's transaction. */
  orders: Pick<OrderRepository, 'retailFor' | 'writes'>;
  newId?: () => string;
}

/** A plan's or pack's price of one period (fen); a catalogue item without one is free. */
const priceOf = (plan: object | undefined): number => {
  const price = (plan as { releasePrice?: unknown } | undefined)?.releasePrice;
  return typeof price === 'number' ? price : 0;
};

export function createCardActions(d: ActionDeps) {
  const newId = d.newId ?? randomUUID;

  /** Stores the change and answers the card's fresh detail. */
  async function commit(
    p: Principal,
    card: DetailCard,
    change: Omit<CardChange, 'card' | 'log'> & { action: string; detail: LogEntry['detail'] },
    lang: Lang,
  ) {
    const at = d.clock().toISOString();
    const { action, detail, ...rest } = change;
    await d.cards.apply({ card, ...rest, log: { id: newId(), at, action, detail, by: p.loginName } });
    const fresh = await d.cards.card(card.channelCustId, card.iccid);
    return d.view(fresh!, lang);
  }

  return {
    async update(p: Principal, input: CardRef & { remark?: string; imei?: string }, lang: Lang) {
      const card = await loadCard(d.cards, p, input);
      const set: Record<string, unknown> = {};
      if (input.remark !== undefined) set.remark = input.remark;
      if (input.imei !== undefined) set.imei = input.imei;
      if (!Object.keys(set).length) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'remark');
      const detail = Object.fromEntries(Object.entries(set).map(([k, v]) => [k, String(v)]));
      return commit(p, card, { set, action: 'update', detail }, lang);
    },

    async changeState(p: Principal, input: CardRef & { targetState: number }, lang: Lang) {
      const card = await loadCard(d.cards, p, input);
      const to = input.targetState as LifecycleState;
      check(available(card));
      if (to === 65) check(deactivate(card));
      else if (!canTransition(card.state, to))
        throw new AppError('STATE_TRANSITION', { from: stateLabel(card.state, lang), to: stateLabel(to, lang) });
      const receipt = await viaOperator(() => d.operatorFor(card).changeState(card.iccid, to));
      const now = d.clock().toISOString();
      const set: Record<string, unknown> = {
        stateChangedAt: now,
        operatorStatus: receipt.operatorStatus,
        operatorStatusAt: now,
      };
      // Deactivation blocks every zone at once (spec §4); activation opens the network again.
      const network = networkOnMove(to);
      if (network) set.network = network;
      if (to === 64 && !card.activatedAt) set.activatedAt = now;
      let toQuotaBytes: number | undefined;
      const pending = card.pendingPlanChange;
      if (pending && takesEffectOnActivation(pending, to)) {
        const plan = await d.cards.plan(pending.goodsReleaseId);
        if (plan) {
          toQuotaBytes = plan.quotaBytes;
          Object.assign(set, appliedPlanFields(plan));
        }
      }
      return commit(
        p,
        card,
        {
          set,
          toState: to,
          toQuotaBytes,
          action: 'changeState',
          detail: { from: card.state, to, operatorStatus: receipt.operatorStatus, requestId: receipt.requestId },
        },
        lang,
      );
    },

    async network(p: Principal, input: CardRef & { action: 'allow' | 'block' }, lang: Lang) {
      const card = await loadCard(d.cards, p, input);
      if (input.action === 'allow') check(allowNetwork(card, { status: card.zoneStatus ?? 'normal' }));
      else check(available(card));
      const target = input.action === 'allow' ? 'allowed' : 'blocked';
      if (networkOf(card) === target) throw new AppError('NETWORK_ALREADY');
      await viaOperator(() => d.operatorFor(card).setZone(card.iccid, ALL_ZONES, input.action));
      return commit(p, card, { set: { network: target }, action: 'network', detail: { action: input.action } }, lang);
    },

    /**
     * Caps the card's speed at the operator (QoS), or lifts the cap (null): a usable card only. What
     * automation rules' speed-limit actions (push types 9 and 11) do; the card log keeps which.
     */
    async limitSpeed(p: Principal, input: CardRef & { speedKbps: number | null; kind: 'qos' | 'limit' }, lang: Lang) {
      const card = await loadCard(d.cards, p, input);
      check(available(card));
      await viaOperator(() => d.operatorFor(card).setQos(card.iccid, input.speedKbps));
      return commit(
        p,
        card,
        {
          set: { speedLimitKbps: input.speedKbps },
          action: 'speedLimit',
          detail: { speedKbps: input.speedKbps, kind: input.kind },
        },
        lang,
      );
    },

    /** Monthly plans renew a cycle (active cards only); prepaid plans renew periods (non-active cards, no pending change). */
    async renew(p: Principal, input: CardRef & { periods: number }, lang: Lang) {
      const card = await loadCard(d.cards, p, input);
      const plan = await d.cards.plan(card.goodsReleaseId);
      const kind = planKind(plan);
      if (kind === 'monthly') {
        check(available(card));
        check(renewCycle(card));
      } else check(renewPeriod(card, { pendingPlanChange: Boolean(card.pendingPlanChange), periods: input.periods }));
      const now = d.clock();
      const validPeriodEnd = renewedUntil(card.validPeriodEnd, input.periods * periodMonths(plan), now);
      const retail = card.custId ? await d.orders.retailFor(card.channelCustId, card.custId, card.goodsReleaseId) : null;
      const order = cardOrder({
        orderType: 'renewal',
        orderId: newOrderId(card.channelCustId, now, newId()),
        card,
        goodsReleaseId: card.goodsReleaseId,
        itemName: plan?.name ?? card.goodsReleaseId,
        quantity: input.periods,
        unitPrice: priceOf(plan),
        retail,
        at: now.toISOString(),
        by: p.loginName,
      });
      return commit(
        p,
        card,
        {
          set: { validPeriodEnd },
          action: 'renew',
          detail: { kind, periods: input.periods, validPeriodEnd, orderId: order.orderId },
          also: d.orders.writes(order),
        },
        lang,
      );
    },

    /** Records the plan change with the date it takes effect (spec §4 timing rule); one a month, same APNs. */
    async changePackage(p: Principal, input: CardRef & { goodsReleaseId: string }, lang: Lang) {
      const card = await loadCard(d.cards, p, input);
      const [target, current] = await Promise.all([d.cards.plan(input.goodsReleaseId), d.cards.plan(card.goodsReleaseId)]);
      if (!target || isTestPlan(target) || isSupplementary(target) || !offeredTo(target, card.channelCustId))
        throw new AppError('PLAN_NOT_AVAILABLE', {}, 'goodsReleaseId');
      if (target.goodsReleaseId === card.goodsReleaseId) throw new AppError('PLAN_SAME', {}, 'goodsReleaseId');
      const now = d.clock();
      const timing = planChangeEffective(card, {
        now,
        validPeriodEnd: card.validPeriodEnd ? new Date(card.validPeriodEnd) : undefined,
        planKind: planKind(current),
        lastPlanChangeMonth: card.lastPlanChangeMonth,
        currentApns: current?.apns ?? [],
        targetApns: target.apns ?? [],
      });
      check(timing);
      const pendingPlanChange = {
        goodsReleaseId: target.goodsReleaseId,
        when: timing.when,
        effectiveAt: timing.effectiveAt,
        requestedAt: now.toISOString(),
      };
      return commit(
        p,
        card,
        {
          set: { pendingPlanChange, lastPlanChangeMonth: shanghaiMonth(now) },
          action: 'changePackage',
          detail: { from: card.goodsReleaseId, to: target.goodsReleaseId, when: timing.when, effectiveAt: timing.effectiveAt },
        },
        lang,
      );
    },

    /** Orders an event pack: active cards only; it ends with the basic plan's cycle. */
    async orderPackage(p: Principal, input: CardRef & { goodsReleaseId: string }, lang: Lang) {
      const card = await loadCard(d.cards, p, input);
      const now = d.clock();
      const result = orderEventPack(card, { basicCycleEnd: new Date(billingPeriod(card.operator, now).nextStartsAt) });
      check(result);
      const pack = await d.cards.eventPack(input.goodsReleaseId);
      if (!pack || !offeredTo(pack, card.channelCustId)) throw new AppError('PLAN_NOT_AVAILABLE', {}, 'goodsReleaseId');
      // Packs that ended stay on the card until their cycle's bill run has read them.
      const keptSince = new Date(now.getTime() - ENDED_PACK_KEPT_DAYS * 86_400_000).toISOString();
      const kept = (card.eventPacks ?? []).filter((e) => e.endsAt > keptSince);
      // The order a person pays: a pack is sold at its own price (retail plans price basic plans, not packs).
      const paid = cardOrder({
        orderType: 'pack',
        orderId: newOrderId(card.channelCustId, now, newId()),
        card,
        goodsReleaseId: pack.goodsReleaseId,
        itemName: pack.name,
        quantity: 1,
        unitPrice: priceOf(pack),
        at: now.toISOString(),
        by: p.loginName,
      });
      const order: EventPackOrder = {
        goodsReleaseId: pack.goodsReleaseId,
        name: pack.name,
        quotaBytes: pack.quotaBytes,
        orderedAt: now.toISOString(),
        endsAt: result.eventEndsAt,
        orderId: paid.orderId,
        price: paid.basicUnitPrice,
        taxRate: pack.taxRate ?? 0,
        tariffType: pack.tariffType ?? 8,
      };
      return commit(
        p,
        card,
        {
          set: { eventPacks: [...kept, order] },
          action: 'orderPackage',
          detail: { goodsReleaseId: pack.goodsReleaseId, endsAt: order.endsAt, orderId: paid.orderId },
          also: d.orders.writes(paid),
        },
        lang,
      );
    },

    /** Records the SMS as sending, hands it to the operator, and keeps its outcome (submitted or failed). */
    async sendSms(p: Principal, input: CardRef & { content: string }) {
      const card = await loadCard(d.cards, p, input);
      check(receiveSms(card));
      const { record, error } = await d.sms.sendToCard(card, input.content, p.loginName);
      if (error) throw new AppError(error);
      return d.sms.view(record);
    },
  };
}
