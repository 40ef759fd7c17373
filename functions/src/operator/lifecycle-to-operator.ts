import type { LifecycleState } from '../card/lifecycle.ts';
import type { OperatorStatusCode } from './operator-adapter.ts';

/**
 * The operator status a platform lifecycle code asks for. Why each choice:
 * - 60 start, 62 pending activation and 63 stock → J: none of them is on the network yet, and the
 *   operator has no separate stock state, so stock is "not yet activated" on its side.
 * - 61 test → T: the owner's code for a card in its test period.
 * - 64 activated → 1 (powered on).
 * - 65 deactivated → M: the customer asked for the shutdown, which is what M records; it is
 *   reversible (65 → 64), like M.
 * - 66 invalid → PC: an invalid card may only go on to 67, so it sits in pre-cancellation; mapping
 *   it to D would make 66 and 67 indistinguishable at the operator and close the account too early.
 * - 67 cancelled → D (account closed).
 * - 68 forced shutdown → X: the platform freezes a card for risk; X is the operator's risk shutdown.
 */
export const lifecycleToOperator: Readonly<Record<LifecycleState, OperatorStatusCode>> = {
  60: 'J',
  61: 'T',
  62: 'J',
  63: 'J',
  64: '1',
  65: 'M',
  66: 'PC',
  67: 'D',
  68: 'X',
};

/**
 * The lifecycle an operator status implies, or null when it implies none. Why:
 * - J → 62: of 60/62/63 only 62 means "ready to activate"; stock and start are platform bookkeeping.
 * - TC → 61: a test card that hit its test cap is still in its test period on the platform.
 * - I, q, N, Z → null: operator-initiated cut-offs (real-name, quota, card separation, arrears) the
 *   platform does not own; the card keeps its lifecycle and the operator status is shown beside it.
 */
export const operatorToLifecycle: Readonly<Record<OperatorStatusCode, LifecycleState | null>> = {
  J: 62,
  1: 64,
  M: 65,
  T: 61,
  TC: 61,
  PC: 66,
  I: null,
  q: null,
  N: null,
  X: 68,
  Z: null,
  D: 67,
};

/** The operator status for a lifecycle code. */
export const toOperatorStatus = (state: LifecycleState): OperatorStatusCode => lifecycleToOperator[state];

/** The lifecycle implied by an operator status; null for unknown codes and for cut-offs the platform does not own. */
export const toLifecycle = (code: string): LifecycleState | null =>
  Object.hasOwn(operatorToLifecycle, code) ? operatorToLifecycle[code as OperatorStatusCode] : null;
