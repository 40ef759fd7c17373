/**
 * What every card-detail route shares: finding the caller's card (404 outside the caller's scope,
 * before anything else is read or changed), turning a refused lifecycle rule into its catalogue
 * error, and turning an operator failure into a clear message.
 */
import type { LifecycleRuleKey, RuleResult } from '../card/lifecycle-messages.ts';
import { isOperatorError } from '../operator/index.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CardDetailRepository } from './card-detail.repository.ts';
import type { DetailCard } from './card-model.ts';

export interface CardRef {
  iccid: string;
  channelCustId?: string;
}

/** The card the caller names, within the caller's scope (a 5000 sees only cards allocated to it). */
export async function loadCard(cards: CardDetailRepository, p: Principal, ref: CardRef): Promise<DetailCard> {
  const tenant = requestedTenant(p, { channelCustId: ref.channelCustId });
  const card = await cards.card(tenant.channelCustId, ref.iccid);
  if (!card || (tenant.custId !== null && card.custId !== tenant.custId)) throw new AppError('NOT_FOUND');
  return card;
}

export const ruleError = (rule: LifecycleRuleKey): AppError => new AppError(`RULE_${rule}`);

/** Throws the rule's message when it refused. */
export function check<T extends object>(result: RuleResult<T>): asserts result is { ok: true } & T {
  if (!result.ok) throw ruleError(result.rule);
}

/** Runs an operator call; a refusal or outage becomes OPERATOR_REJECTED / OPERATOR_FAILED. */
export async function viaOperator<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isOperatorError(error)) throw new AppError(error.retryable ? 'OPERATOR_FAILED' : 'OPERATOR_REJECTED');
    throw error;
  }
}
