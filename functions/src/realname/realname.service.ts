import { randomUUID } from 'node:crypto';
import type { BlacklistCheck } from '../blacklist/blacklist-check.ts';
import { identityHash, isIdNumber, normaliseIdNumber, sealIdentity } from '../blacklist/identity-seal.ts';
import { viaOperator } from '../card-detail/card-access.ts';
import type { CardDetailRepository } from '../card-detail/card-detail.repository.ts';
import type { DetailCard } from '../card-detail/card-model.ts';
import { operatorStatusOf } from '../card-detail/card-view.ts';
import { operatorStatusLabel } from '../operator/index.ts';
import type { OperatorFor } from '../operator/operators.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { RealNameEventKind, RealNameStatus } from '../shared/data/entities/realname.entity.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import { normaliseName } from '../shared/util/text.ts';
import { type RealNameAction, realNameAction, statusOf } from './realname-rules.ts';
import type { CardRealName, CardRealNameEvent, RealNameRepository } from './realname.repository.ts';

const statusLabels: Record<RealNameStatus, { zh: string; en: string }> = {
  unverified: { zh: '未实名', en: 'Not verified' },
  verified: { zh: '已实名', en: 'Verified' },
  notRequired: { zh: '无需实名', en: 'Not required' },
};
const eventLabels: Record<RealNameEventKind, { zh: string; en: string }> = {
  required: { zh: '要求实名认证', en: 'Real-name required' },
  notRequired: { zh: '取消实名要求', en: 'Real-name no longer required' },
  verified: { zh: '实名认证通过', en: 'Verified' },
  refused: { zh: '实名认证被拒（黑名单）', en: 'Verification refused (blacklisted)' },
  cutOff: { zh: '待实名认证断网', en: 'Cut off pending real-name verification' },
  restored: { zh: '恢复开机', en: 'Restored' },
};
const label = (l: { zh: string; en: string }, lang: Lang) => (lang === 'zh-CN' ? l.zh : l.en);

/** Who the daily check acts as, in the card log and the history. */
export const SYSTEM = 'system';

export interface RealNameDeps {
  realNames: RealNameRepository;
  cards: Pick<CardDetailRepository, 'card' | 'apply'>;
  operatorFor: OperatorFor;
  blacklist: Pick<BlacklistCheck, 'blocked'>;
  secretKey: () => string | Promise<string>;
  clock: () => Date;
  newId?: () => string;
}

/**
 * Real-name records of cards (`/risk/realNameRecord/list`, docs/api.md "Real-name records"; rules in
 * realname-rules.ts). Platform roles see every enterprise's cards (or the one named), an enterprise
 * (3000) its own; others hold no risk area. Only the platform sets the requirement and records
 * verifications. Identity numbers are answered masked only.
 */
export function createRealNameService(d: RealNameDeps) {
  const newId = d.newId ?? randomUUID;

  const tenantOf = (p: Principal, body: { channelCustId?: string }) => {
    if (!isPlatformRole(p) && p.roleType !== 3000) throw new AppError('FORBIDDEN');
    return requestedTenant(p, body).channelCustId;
  };
  const platformOnly = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };
  const loadCard = async (channelCustId: string, iccid: string) => {
    const card = await d.cards.card(channelCustId, iccid);
    if (!card) throw new AppError('REALNAME_CARD_NOT_FOUND', {}, 'iccid');
    return card;
  };

  const view = (r: CardRealName, lang: Lang, card?: DetailCard) => ({
    channelCustId: r.channelCustId,
    iccid: r.iccid,
    msisdn: r.msisdn ?? card?.msisdn ?? null,
    required: r.required,
    status: r.status,
    statusLabel: label(statusLabels[r.status], lang),
    personName: r.personName ?? null,
    idNumber: r.idMasked ?? null,
    verifiedAt: r.verifiedAt ?? null,
    verifiedBy: r.verifiedBy ?? null,
    cutOff: r.cutOff,
    updatedAt: r.updatedAt,
    updatedBy: r.updatedBy,
    ...(card
      ? { operatorStatus: { code: operatorStatusOf(card), label: operatorStatusLabel(operatorStatusOf(card), lang) } }
      : {}),
  });
  const eventView = (e: CardRealNameEvent, lang: Lang) => ({
    id: e.id,
    at: e.at,
    kind: e.kind,
    kindLabel: label(eventLabels[e.kind], lang),
    by: e.by,
    personName: e.personName ?? null,
    idNumber: e.idMasked ?? null,
    from: e.from ?? null,
    to: e.to ?? null,
  });
  /** A card's state as stored, or the one of a card without any (not required). */
  const stateOf = (card: DetailCard, stored: CardRealName | undefined, by: string, at: string): CardRealName =>
    stored ?? {
      channelCustId: card.channelCustId,
      iccid: card.iccid,
      msisdn: card.msisdn,
      custId: card.custId ?? null,
      required: false,
      status: 'notRequired',
      cutOff: false,
      updatedAt: at,
      updatedBy: by,
    };
  const event = (card: DetailCard, at: string, kind: RealNameEventKind, by: string, extra: Partial<CardRealNameEvent> = {}) => ({
    id: newId(),
    channelCustId: card.channelCustId,
    iccid: card.iccid,
    at,
    kind,
    by,
    ...extra,
  });

  /**
   * Applies the cut-off rule to a card whose real-name state is `next` (already decided by the caller,
   * written in the same transaction as the card's operator status when the rule acts, else alone).
   */
  async function settle(
    card: DetailCard,
    read: CardRealName | undefined,
    next: CardRealName,
    change: CardRealNameEvent | undefined,
    by: string,
  ): Promise<RealNameAction> {
    const action = realNameAction({ state: card.state, operatorStatus: operatorStatusOf(card) }, next);
    if (action === 'none') {
      if (change) await d.realNames.save(next, change, read);
      return action;
    }
    const from = operatorStatusOf(card);
    const to = action === 'cutOff' ? 'I' : '1';
    const receipt = await viaOperator(() => d.operatorFor(card).setHold(card.iccid, to));
    const at = d.clock().toISOString();
    const held: CardRealName = { ...next, cutOff: to === 'I', updatedAt: at, updatedBy: by };
    const hold = event(card, at, action === 'cutOff' ? 'cutOff' : 'restored', by, { from, to });
    const items = d.realNames.items(held, hold, read);
    // The decided change first (verification, requirement), then the hold in the same transaction.
    const also = change ? [...d.realNames.items(held, change, read).slice(1), ...items] : items;
    await d.cards.apply({
      card,
      set: { operatorStatus: receipt.operatorStatus, operatorStatusAt: at },
      log: { id: newId(), at, action: 'realName', detail: { from, to, requestId: receipt.requestId }, by },
      also,
    });
    return action;
  }

  return {
    /** Cards with a real-name state; `iccid` looks one card up (a card without a state is 'not required'). */
    async list(
      p: Principal,
      q: { channelCustId?: string; iccid?: string; status?: RealNameStatus; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const page = { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE };
      if (q.iccid) {
        const channelCustId = tenantOf(p, q);
        const card = await d.cards.card(channelCustId, q.iccid);
        if (!card) return { items: [], cursor: null };
        const r = stateOf(card, await d.realNames.get(channelCustId, q.iccid), '', card.createdAt);
        return { items: !q.status || r.status === q.status ? [view(r, lang, card)] : [], cursor: null };
      }
      const result =
        isPlatformRole(p) && !q.channelCustId
          ? await d.realNames.ofPlatform(page, q.status)
          : await d.realNames.ofEnterprise(tenantOf(p, q), page, q.status);
      return { items: result.items.map((r) => view(r, lang)), cursor: result.cursor };
    },

    /** One card's state (with its operator status) and its history, newest first. */
    async history(p: Principal, q: { channelCustId?: string; iccid: string; cursor?: string; pageSize?: number }, lang: Lang) {
      const channelCustId = tenantOf(p, q);
      const card = await loadCard(channelCustId, q.iccid);
      const state = stateOf(card, await d.realNames.get(channelCustId, q.iccid), '', card.createdAt);
      const page = await d.realNames.history(channelCustId, q.iccid, {
        cursor: q.cursor,
        pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { card: view(state, lang, card), items: page.items.map((e) => eventView(e, lang)), cursor: page.cursor };
    },

    /** Sets or lifts the requirement of cards (platform): each card's outcome; a card already so is left as it is. */
    async require(p: Principal, body: { channelCustId?: string; iccids: string[]; required: boolean }) {
      platformOnly(p);
      const channelCustId = requestedTenant(p, body).channelCustId;
      const results: { iccid: string; result: 'changed' | 'unchanged' | 'notFound' | 'failed'; action?: RealNameAction }[] = [];
      await mapLimit([...new Set(body.iccids)], 4, async (iccid) => {
        const card = await d.cards.card(channelCustId, iccid);
        if (!card) return void results.push({ iccid, result: 'notFound' });
        const read = await d.realNames.get(channelCustId, iccid);
        const at = d.clock().toISOString();
        const current = stateOf(card, read, p.loginName, at);
        if (read && current.required === body.required) return void results.push({ iccid, result: 'unchanged' });
        const next: CardRealName = {
          ...current,
          required: body.required,
          status: statusOf(body.required, current.status === 'verified'),
          updatedAt: at,
          updatedBy: p.loginName,
        };
        try {
          const action = await settle(
            card,
            read,
            next,
            event(card, at, body.required ? 'required' : 'notRequired', p.loginName),
            p.loginName,
          );
          results.push({ iccid, result: 'changed', action });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ iccid, result: 'failed' });
        }
      });
      results.sort((a, b) => a.iccid.localeCompare(b.iccid));
      return { items: results };
    },

    /**
     * Records a verification of a card (platform): the person's name and identity number (sealed,
     * hashed, masked). A blacklisted person is refused (the hit recorded by the check, the refusal in
     * the card's history). A card at I is restored. The same person again changes nothing.
     */
    async verify(
      p: Principal,
      body: { channelCustId?: string; iccid: string; personName: string; idNumber: string },
      lang: Lang,
    ) {
      platformOnly(p);
      const channelCustId = requestedTenant(p, body).channelCustId;
      const personName = normaliseName(body.personName);
      if (!personName) throw new AppError('BLACKLIST_BLANK', {}, 'personName');
      const number = normaliseIdNumber(body.idNumber);
      if (!isIdNumber(number)) throw new AppError('BLACKLIST_ID_NUMBER', {}, 'idNumber');
      const card = await loadCard(channelCustId, body.iccid);
      const key = await d.secretKey();
      const sealed = sealIdentity(number, key);
      const at = d.clock().toISOString();
      const hit = await d.blacklist.blocked(
        { personIdNumber: number },
        { place: 'realName', by: p.loginName, subject: card.iccid },
      );
      if (hit) {
        await d.realNames.event(event(card, at, 'refused', p.loginName, { personName, idMasked: sealed.idMasked }));
        throw new AppError('BLACKLISTED_PERSON', {}, 'idNumber');
      }
      const read = await d.realNames.get(channelCustId, body.iccid);
      const current = stateOf(card, read, p.loginName, at);
      const same =
        current.status === 'verified' && current.idHash === identityHash(number, key) && current.personName === personName;
      if (same) {
        // Already verified for this person: only a hold left behind (a failed restore) is settled.
        if (realNameAction({ state: card.state, operatorStatus: operatorStatusOf(card) }, current) !== 'none')
          await settle(card, read, current, undefined, p.loginName);
      } else {
        const next: CardRealName = {
          ...current,
          status: 'verified',
          personName,
          ...sealed,
          verifiedAt: at,
          verifiedBy: p.loginName,
          updatedAt: at,
          updatedBy: p.loginName,
        };
        await settle(
          card,
          read,
          next,
          event(card, at, 'verified', p.loginName, { personName, idMasked: sealed.idMasked }),
          p.loginName,
        );
      }
      const fresh = await d.cards.card(channelCustId, body.iccid);
      return view((await d.realNames.get(channelCustId, body.iccid))!, lang, fresh ?? card);
    },

    /**
     * The check (card-cycle worker, hourly: platform/schedules.ts `realname-check-hourly`): every card
     * that requires real-name and lacks it (one activated since the last check among them), or that the
     * rule holds at I, is settled by the rule. Idempotent.
     */
    async check(): Promise<{ checked: number; cutOff: number; restored: number; failed: number }> {
      const pending = await d.realNames.pending();
      let cutOff = 0;
      let restored = 0;
      let failed = 0;
      await mapLimit(pending, 4, async (r) => {
        try {
          const card = await d.cards.card(r.channelCustId, r.iccid);
          if (!card) return;
          const action = await settle(card, r, r, undefined, SYSTEM);
          if (action === 'cutOff') cutOff++;
          if (action === 'restore') restored++;
        } catch {
          failed++;
        }
      });
      return { checked: pending.length, cutOff, restored, failed };
    },
  };
}

export type RealNameService = ReturnType<typeof createRealNameService>;
