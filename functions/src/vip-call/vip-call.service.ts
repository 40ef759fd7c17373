/**
 * VIP call (voice whitelist) list and changes. A change reads the card in the caller's scope (404
 * otherwise), applies the number rules, asks the operator to replace the card's whitelist (nothing
 * stored if it fails) and then stores the list and a card log entry in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { check, viaOperator } from '../card-detail/card-access.ts';
import { available } from '../card/lifecycle-rules.ts';
import type { OperatorFor } from '../operator/operators.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { type Tenant, requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { addNumbers, removeNumbers } from './vip-call-model.ts';
import type { VipCallRepository, Whitelist, WhitelistCard } from './vip-call.repository.ts';

interface CardInput {
  iccid: string;
  channelCustId?: string;
}

/** A row of the VIP call list: the whitelist with the card's current MSISDN, state and allocation. */
const row = (w: Whitelist, c: WhitelistCard) => ({
  iccid: w.iccid,
  msisdn: c.msisdn,
  state: c.state,
  operator: c.operator,
  custId: c.custId ?? null,
  numbers: w.numbers,
  updatedAt: w.updatedAt,
  updatedBy: w.updatedBy,
});

const inScope = (t: Tenant, c: WhitelistCard | undefined): c is WhitelistCard =>
  Boolean(c) && (t.custId === null || c!.custId === t.custId);

export function createVipCallService(d: {
  vip: VipCallRepository;
  operatorFor: OperatorFor;
  clock: () => Date;
  newId?: () => string;
}) {
  const newId = d.newId ?? randomUUID;

  async function loadCard(p: Principal, input: CardInput) {
    const tenant = requestedTenant(p, { channelCustId: input.channelCustId });
    const [card] = await d.vip.cards(tenant.channelCustId, [input.iccid]);
    if (!inScope(tenant, card)) throw new AppError('SMS_CARD_NOT_FOUND', {}, 'iccid');
    return card;
  }

  async function change(p: Principal, input: CardInput & { numbers: string[] }, op: 'add' | 'remove') {
    const card = await loadCard(p, input);
    check(available({ state: card.state as 64 }));
    const current = await d.vip.get(card.channelCustId, card.iccid);
    const before = current?.numbers ?? [];
    const numbers = op === 'add' ? addNumbers(before, input.numbers) : removeNumbers(before, input.numbers);
    const next: Whitelist = {
      iccid: card.iccid,
      channelCustId: card.channelCustId,
      numbers,
      updatedAt: d.clock().toISOString(),
      updatedBy: p.loginName,
      version: (current?.version ?? 0) + 1,
    };
    if (numbers.length === before.length && op === 'add') return row(current ?? next, card);
    await viaOperator(() => d.operatorFor({ ...card, state: card.state as 64 }).setVoiceWhitelist(card.iccid, numbers));
    await d.vip.save(next, current ? current.version : null, { id: newId(), detail: { [op]: input.numbers.join(';') } });
    return row(next, card);
  }

  return {
    /**
     * The whitelists of the caller's cards, by ICCID. Each is joined with the card as it is now, so a
     * card moved to another secondary customer leaves that customer's list at once; a secondary
     * customer's page may come back short with a cursor (at most 5 reads per call).
     */
    async list(p: Principal, input: { channelCustId?: string; iccid?: string; cursor?: string; pageSize?: number }) {
      const tenant = requestedTenant(p, { channelCustId: input.channelCustId });
      if (input.iccid) {
        const [card] = await d.vip.cards(tenant.channelCustId, [input.iccid]);
        const w = inScope(tenant, card) ? await d.vip.get(tenant.channelCustId, input.iccid) : undefined;
        return { items: w && card ? [row(w, card)] : [], cursor: null };
      }
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const items: ReturnType<typeof row>[] = [];
      let cursor: string | null | undefined = input.cursor;
      for (let reads = 0; reads < 5; reads++) {
        const page = await d.vip.page(tenant.channelCustId, cursor ?? undefined, pageSize - items.length);
        const cards = new Map(
          (
            await d.vip.cards(
              tenant.channelCustId,
              page.items.map((w) => w.iccid),
            )
          ).map((c) => [c.iccid, c]),
        );
        for (const w of page.items) {
          const card = cards.get(w.iccid);
          if (inScope(tenant, card)) items.push(row(w, card));
        }
        cursor = page.cursor;
        if (!cursor || items.length >= pageSize) break;
      }
      return { items, cursor: cursor ?? null };
    },

    add: (p: Principal, input: CardInput & { numbers: string[] }) => change(p, input, 'add'),
    remove: (p: Principal, input: CardInput & { numbers: string[] }) => change(p, input, 'remove'),
  };
}
