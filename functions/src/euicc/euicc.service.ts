/**
 * eUICC list, detail and profile operations. Every read and change is scoped like the card detail
 * (a secondary customer sees only cards allocated to it). An operation stores the transitional state
 * with a log entry, asks the operator, then stores the outcome with a second log entry; a profile in
 * transition refuses further operations on the card until it settles.
 */
import { randomUUID } from 'node:crypto';
import { type CardRef, loadCard } from '../card-detail/card-access.ts';
import type { CardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { stateLabel } from '../card/lifecycle.ts';
import type { OperatorFor } from '../operator/operators.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { EuiccCard, EuiccRepository } from './euicc.repository.ts';
import {
  type EuiccProfileState,
  type Profile,
  type ProfileAction,
  actionLabel,
  actionsFor,
  planProfileAction,
  profileStateLabel,
  settle,
} from './profile-machine.ts';

export interface EuiccDeps {
  euicc: EuiccRepository;
  cards: CardDetailRepository;
  operatorFor: OperatorFor;
  clock: () => Date;
  newId?: () => string;
}

export interface EuiccListInput {
  channelCustId?: string;
  custId?: string;
  eid?: string;
  iccid?: string;
  profileState?: EuiccProfileState;
  cursor?: string;
  pageSize?: number;
}

/** Query rounds one list page may take while filters drop rows (each reads at most a page of pointers). */
const MAX_ROUNDS = 5;

export function createEuiccService(d: EuiccDeps) {
  const newId = d.newId ?? randomUUID;

  const view = (card: EuiccCard, lang: Lang) => {
    const profiles = (card.profiles ?? []).map((p) => ({
      ...p,
      stateLabel: profileStateLabel(p.state, lang),
      actions: actionsFor(p.state),
    }));
    return {
      eid: card.eid ?? '',
      iccid: card.iccid,
      msisdn: card.msisdn,
      operator: card.operator,
      channelCustId: card.channelCustId,
      custId: card.custId,
      state: card.state,
      stateLabel: stateLabel(card.state, lang),
      enabledProfile: profiles.find((p) => p.state === 'enabled')?.profileIccid ?? null,
      profiles,
    };
  };

  async function load(p: Principal, ref: CardRef): Promise<EuiccCard> {
    const card = (await loadCard(d.cards, p, ref)) as EuiccCard;
    if (!card.eid) throw new AppError('EUICC_NOT_EUICC');
    return card;
  }

  return {
    view,

    async list(p: Principal, input: EuiccListInput, lang: Lang) {
      const tenant = requestedTenant(p, { channelCustId: input.channelCustId, custId: input.custId });
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const items: ReturnType<typeof view>[] = [];
      let cursor = input.cursor;
      for (let round = 0; round < MAX_ROUNDS && items.length < pageSize; round++) {
        const page = await d.euicc.pointers(tenant.channelCustId, input.eid ?? '', cursor, pageSize - items.length);
        const cards = await d.euicc.cards(
          tenant.channelCustId,
          page.items.map((i) => i.iccid),
        );
        for (const card of cards) {
          if (!card.eid) continue;
          if (tenant.custId !== null && card.custId !== tenant.custId) continue;
          if (input.iccid && !card.iccid.startsWith(input.iccid)) continue;
          if (input.profileState && !(card.profiles ?? []).some((x) => x.state === input.profileState)) continue;
          items.push(view(card, lang));
        }
        cursor = page.cursor ?? undefined;
        if (!cursor) break;
      }
      return { items, cursor: cursor ?? null };
    },

    async detail(p: Principal, ref: CardRef, lang: Lang) {
      return view(await load(p, ref), lang);
    },

    async operate(p: Principal, input: CardRef & { profileIccid: string }, action: ProfileAction, lang: Lang) {
      const card = await load(p, input);
      const before = card.profiles ?? [];
      const plan = planProfileAction(before, input.profileIccid, action);
      if (!plan.ok) {
        if (plan.reason === 'not-found')
          throw new AppError('EUICC_PROFILE_NOT_FOUND', { profileIccid: input.profileIccid }, 'profileIccid');
        if (plan.reason === 'busy') throw new AppError('EUICC_PROFILE_BUSY', { profileIccid: plan.profileIccid });
        throw new AppError('EUICC_TRANSITION', { state: profileStateLabel(plan.state, lang), action: actionLabel(action, lang) });
      }
      const log = (at: string, detail: Record<string, string | number | null>) => ({
        id: newId(),
        at,
        action: `euicc.${action}`,
        detail: { eid: card.eid!, profileIccid: input.profileIccid, ...detail },
        by: p.loginName,
      });
      const startAt = d.clock().toISOString();
      const transitional: Profile[] = before.map((x, i) =>
        i === plan.index ? { ...x, state: plan.step.via, stateAt: startAt } : x,
      );
      await d.euicc.writeProfiles({
        card,
        before,
        after: transitional,
        log: log(startAt, { from: plan.from, to: plan.step.via }),
      });

      let success = true;
      let reason: string | null = null;
      try {
        await d.operatorFor(card).euicc(card.eid!, input.profileIccid, action, plan.from);
      } catch (error) {
        success = false;
        reason = error instanceof Error ? error.message : String(error);
      }
      const endAt = d.clock().toISOString();
      const after = settle(transitional, plan, success, endAt);
      await d.euicc.writeProfiles({
        card,
        before: transitional,
        after,
        log: log(endAt, {
          from: plan.step.via,
          to: after[plan.index]!.state,
          ...(plan.replaces >= 0 && success ? { disabled: before[plan.replaces]!.profileIccid } : {}),
          ...(reason ? { reason } : {}),
        }),
      });
      return view({ ...card, profiles: after }, lang);
    },
  };
}

export type EuiccService = ReturnType<typeof createEuiccService>;
