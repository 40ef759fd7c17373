/**
 * What publishing a bill adds to prepaid-card funds and prepaid cost (issue #14, items 6 and 7;
 * docs/decisions.md "Prepaid funds and prepaid cost"). A consumption bill with prepaid plan fees
 * (tariff types 1 and 2, charged whole in the cycle a term begins) files each card's term under its
 * payer, plan, zone (the plan's first), cycle and contract type (the payment kind of the enterprise's
 * contract in force on the term's first day, else `none`). The roll-ups are ADDs written in the
 * publication's own transaction, which is conditioned on the bill being unpublished: a retried or
 * repeated publication adds nothing. The card rows are plain puts written just before it (the same
 * rows again on a retry).
 */
import { contractInForce } from '../contract/contract-model.ts';
import { type PrepaidTerm, rollUp } from '../prepaid/prepaid-model.ts';
import type { PrepaidRepository } from '../prepaid/prepaid.repository.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import type { CardLines } from './bill-model.ts';
import type { Bill, BillRepository } from './bill.repository.ts';
import { isPrepaid } from './rating/plan-fee.ts';

/** The zone a plan without zones is filed under. */
export const NO_ZONE = '-';

export interface PrepaidPublishing {
  /** The roll-up steps, for the publication's transaction. */
  steps: TransactStep[];
  /** Writes the card rows (before the transaction: a failed publication leaves rows no group lists). */
  writeCards(): Promise<void>;
}

/** Splits a line's amount over its terms: equal parts, the remainder on the last. */
const split = (amount: number, n: number) => {
  const part = Math.floor(amount / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? amount - part * (n - 1) : part));
};

export function createBillPrepaid(d: {
  bills: Pick<BillRepository, 'cardLines'>;
  prepaid: Pick<PrepaidRepository, 'plans' | 'contracts' | 'rollUpSteps' | 'putCards'>;
}) {
  /** The prepaid terms of a bill's cards (reads its drill-down pages, its plans and the enterprise's contracts). */
  async function termsOf(bill: Bill): Promise<PrepaidTerm[]> {
    const planIds = (bill.lines ?? [])
      .filter((l) => l.kind === 'planFee' && isPrepaid(l.tariffType) && l.amount > 0 && !l.adjusts)
      .map((l) => l.goodsReleaseId);
    if (bill.kind !== 'consumption' || !planIds.length) return [];
    const [plans, contracts] = await Promise.all([d.prepaid.plans(planIds), d.prepaid.contracts(bill.channelCustId)]);
    const terms: PrepaidTerm[] = [];
    const add = (card: CardLines) => {
      const plan = plans.get(card.goodsReleaseId);
      const fee = card.lines.find(([kind, , amount]) => kind === 'planFee' && amount > 0);
      if (!plan || !isPrepaid(plan.tariffType) || !fee) return;
      const [, quantity, amount] = fee;
      // Cards rated before the bill run kept term days are filed on the cycle's first day.
      const days = card.terms?.length ? card.terms : Array.from({ length: Math.max(1, quantity) }, () => bill.start);
      const fees = split(amount, days.length);
      for (const [i, termStart] of days.entries())
        terms.push({
          custId: bill.custId,
          iccid: card.iccid,
          goodsReleaseId: plan.goodsReleaseId,
          elementId: plan.zones?.[0]?.elementId ?? NO_ZONE,
          termStart,
          fee: fees[i]!,
          months: Math.max(1, plan.durationMonths || 1),
          contractType: contractInForce(contracts, termStart)?.paymentKind ?? 'none',
        });
    };
    for (const index of bill.cardPages ?? []) {
      const page = await d.bills.cardLines(bill.channelCustId, bill.billId, index);
      for (const card of page?.cards ?? []) add(card);
    }
    return terms;
  }

  return {
    /** What the publication of `bill` adds, or undefined when it has no prepaid terms. */
    async publishing(bill: Bill): Promise<PrepaidPublishing | undefined> {
      const terms = await termsOf(bill);
      if (!terms.length) return undefined;
      const { groups, costs, cards } = rollUp(bill, terms);
      if (!groups.length) return undefined;
      return {
        steps: d.prepaid.rollUpSteps(bill.channelCustId, groups, costs),
        writeCards: () => d.prepaid.putCards(cards),
      };
    },
  };
}

export type BillPrepaid = ReturnType<typeof createBillPrepaid>;
