/** Reads of one card: detail, sessions, log, SMS records, plans it may take, diagnosis. */
import { canDiagnose } from '../card/lifecycle-rules.ts';
import { stateLabel } from '../card/lifecycle.ts';
import { operatorStatusLabel } from '../operator/index.ts';
import type { OperatorFor } from '../operator/operators.ts';
import type { Principal } from '../shared/auth/principal.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type SmsRecord, withCardFields } from '../sms/sms-model.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { type CardRef, check, loadCard, viaOperator } from './card-access.ts';
import type { CardDetailRepository } from './card-detail.repository.ts';
import { type DetailCard, currentCycle, isTestPlan, networkOf, offeredTo, usageByDay, usageMonthsNeeded } from './card-model.ts';
import { operatorStatusOf, toCardDetail } from './card-view.ts';
import { diagnose } from './diagnosis.ts';

/** Only these lifecycle states are on the network; the operator's word is taken for the rest. */
const ON_NETWORK = new Set([61, 64]);

interface PageInput {
  cursor?: string;
  pageSize?: number;
}

const sameApns = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((apn) => b.includes(apn));

export function createCardDetailService(d: {
  cards: CardDetailRepository;
  operatorFor: OperatorFor;
  clock: () => Date;
  sms: Pick<SmsService, 'refresh' | 'view'>;
}) {
  const usageOf = async (card: DetailCard, now: Date) => {
    const months = usageMonthsNeeded(card, now);
    return d.cards.usageMonths(card, months.from, months.to);
  };

  async function online(card: DetailCard) {
    const status = await viaOperator(() => d.operatorFor(card).session(card.iccid));
    return { ...status, online: status.online && ON_NETWORK.has(card.state) };
  }

  const service = {
    /** The detail of a card already loaded (actions answer it after their change). */
    async view(card: DetailCard, lang: Lang) {
      const now = d.clock();
      const [plan, usage, customerName] = await Promise.all([
        d.cards.plan(card.goodsReleaseId),
        usageOf(card, now),
        card.custId ? d.cards.customerName(card.channelCustId, card.custId, lang) : Promise.resolve(null),
      ]);
      return toCardDetail(card, plan, usage, customerName, now, lang);
    },

    async detail(p: Principal, ref: CardRef, lang: Lang) {
      return service.view(await loadCard(d.cards, p, ref), lang);
    },

    /** Online status and the last 100 sessions within 3 days, newest first. */
    async sessions(p: Principal, ref: CardRef) {
      const card = await loadCard(d.cards, p, ref);
      const status = await online(card);
      return {
        online: status.online,
        sessions: [...status.sessions].reverse().map((s) => ({
          startedAt: s.start,
          endedAt: s.end,
          bytes: s.bytes,
          apn: s.apn,
          ratType: s.ratType,
        })),
      };
    },

    async log(p: Principal, ref: CardRef & PageInput) {
      return d.cards.log(await loadCard(d.cards, p, ref), ref.cursor, ref.pageSize);
    },

    /** The card's SMS, newest first; `submitted` ones due for a delivery check are refreshed from the operator first. */
    async smsList(p: Principal, ref: CardRef & PageInput) {
      const card = await loadCard(d.cards, p, ref);
      const page = await d.cards.smsList(card, ref.cursor, ref.pageSize);
      const records = page.items.map((r) => withCardFields(r as unknown as SmsRecord, card));
      return { items: (await d.sms.refresh(records, card.state)).map(d.sms.view), cursor: page.cursor };
    },

    /**
     * Basic plans the card may change to and event packs: switched on and published to the card's
     * enterprise; basic plans also not the test plan and with the same APN information.
     */
    async plans(p: Principal, ref: CardRef) {
      const card = await loadCard(d.cards, p, ref);
      const catalogue = await d.cards.catalogue();
      const current = catalogue.find((c) => c.kind === 'basic' && c.goodsReleaseId === card.goodsReleaseId);
      return catalogue
        .filter((plan) => offeredTo(plan, card.channelCustId))
        .filter(
          (plan) =>
            plan.kind === 'event' ||
            (plan.goodsReleaseId !== card.goodsReleaseId && !isTestPlan(plan) && sameApns(current?.apns, plan.apns)),
        )
        .map((plan) => ({ goodsReleaseId: plan.goodsReleaseId, name: plan.name, kind: plan.kind!, quotaBytes: plan.quotaBytes }));
    },

    /** Diagnosis: state, operator and online status, cycle usage and advice. Not for standard-edition cards. */
    async diagnose(p: Principal, ref: CardRef, lang: Lang) {
      const card = await loadCard(d.cards, p, ref);
      check(canDiagnose(card));
      const now = d.clock();
      const [usage, status] = await Promise.all([usageOf(card, now), online(card).catch(() => null)]);
      const cycle = currentCycle(card, usageByDay(usage), now);
      const code = operatorStatusOf(card);
      const network = networkOf(card);
      return {
        iccid: card.iccid,
        msisdn: card.msisdn,
        operator: card.operator,
        channelCustId: card.channelCustId,
        state: card.state,
        stateLabel: stateLabel(card.state, lang),
        operatorStatus: { code, label: operatorStatusLabel(code, lang) },
        network,
        online: status?.online ?? null,
        cycle,
        advice: diagnose(
          {
            state: card.state,
            operatorStatus: code,
            network,
            online: status?.online ?? null,
            remainingBytes: cycle.remainingBytes,
            operatorStatusAt: card.operatorStatusAt,
          },
          lang,
        ),
      };
    },
  };
  return service;
}

export type CardDetailService = ReturnType<typeof createCardDetailService>;
