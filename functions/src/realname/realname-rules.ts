/**
 * The real-name cut-off rule (issue #16 item 5, docs/decisions.md "Blacklists and real-name records").
 * Pure.
 *
 * - A card that requires real-name and is not verified is cut off (operator status I) once it is
 *   active (lifecycle 64) and powered on ('1'): on activation, when the requirement is set, and by the
 *   daily check. A card held for another reason (N separation, X risk, q quota, Z arrears) keeps that
 *   hold: the rule does not overwrite the operator's own cut-offs.
 * - A card at I that is verified (or no longer requires real-name) is restored to '1', if it is active.
 * - Anything else: nothing to do. Applying the rule twice does nothing the second time (idempotent).
 */
import type { RealNameStatus } from '../shared/data/entities/realname.entity.ts';

export type RealNameAction = 'cutOff' | 'restore' | 'none';

export interface RealNameCard {
  /** Lifecycle state (card/lifecycle.ts). */
  state: number;
  /** The operator status now (card-view `operatorStatusOf`). */
  operatorStatus: string;
}

export interface RealNameState {
  required: boolean;
  status: RealNameStatus;
}

const ACTIVE = 64;

/** Whether a card with this state lacks a required real-name verification. */
export const lacksRealName = (rn: RealNameState | undefined): boolean => !!rn?.required && rn.status !== 'verified';

export function realNameAction(card: RealNameCard, rn: RealNameState | undefined): RealNameAction {
  if (card.state !== ACTIVE) return 'none';
  if (lacksRealName(rn)) return card.operatorStatus === '1' ? 'cutOff' : 'none';
  return card.operatorStatus === 'I' ? 'restore' : 'none';
}

/** The status a card's state item carries: verified stays verified; otherwise by the requirement. */
export const statusOf = (required: boolean, verified: boolean): RealNameStatus =>
  verified ? 'verified' : required ? 'unverified' : 'notRequired';
