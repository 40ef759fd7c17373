/**
 * The conditional update of one card a batch state change moves (batch.repository.ts `transition`):
 * the state and what the card detail's state change writes with it. Pure: the expressions only.
 */
import type { PendingPlanChange } from '../card-detail/card-model.ts';
import { cardStateKey } from '../card/card-record.ts';
import { networkOnMove } from '../card/network.ts';
import { appliedPlanFields, planLogEntry } from '../card/plan-change.ts';

const ACTIVATED = 64;

/** A pending plan change that takes effect with the move: the plans and the new plan's quota. */
export interface AppliedPlan {
  from: string;
  to: string;
  quotaBytes: number;
}

export interface CardMove {
  iccid: string;
  from: number;
  to: number;
  batchId: string;
  at: string;
  /** A move to 64 of a card never activated: it gets its first activation date. */
  first: boolean;
  /** The pending change for activation the card carried when read (a move to 64 only). */
  pending?: PendingPlanChange;
  /** That change's plan, when it is still in the catalogue: the change takes effect. */
  applied?: AppliedPlan;
}

/**
 * SET the state, its index key, the batch id, the time and the state log entry; the first activation
 * date; the network (blocked on 65, allowed on 64); a plan change taking effect (plan, quota, no pending
 * change, plan log entry). Conditional on the state, on this batch not having moved the card yet, on
 * it having no date when it gets its first, and on a move to 64 on the pending change being the one read.
 */
export function cardMoveExpressions(m: CardMove) {
  const activation = m.to === ACTIVATED;
  const network = networkOnMove(m.to);
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = {
    ':to': m.to,
    ':from': m.from,
    ':b': m.batchId,
    ':sk': cardStateKey(m.to, m.iccid),
    ':at': m.at,
    ':nil': [],
    ':log': [{ at: m.at, from: m.from, to: m.to }],
  };
  // The state log (bill run: the days of each state) grows by one entry in the same write.
  const sets = ['#state = :to', 'gsi1sk = :sk', 'lastBatchId = :b', 'stateChangedAt = :at'];
  sets.push('stateLog = list_append(if_not_exists(stateLog, :nil), :log)');
  const conditions = ['attribute_exists(pk)', '#state = :from', '(attribute_not_exists(lastBatchId) OR lastBatchId <> :b)'];
  if (m.first) {
    sets.push('activatedAt = :at');
    // The import stores `activatedAt` as null: "never activated" is absent or null.
    conditions.push('(attribute_not_exists(activatedAt) OR attribute_type(activatedAt, :null))');
  }
  if (network) {
    sets.push('#net = :net');
    names['#net'] = 'network';
    values[':net'] = network;
  }
  if (activation) {
    // The pending change must be the one read: the one to apply, or none that waits for activation.
    names['#pc'] = 'pendingPlanChange';
    if (m.pending) {
      conditions.push('#pc.requestedAt = :pcr');
      values[':pcr'] = m.pending.requestedAt;
    } else {
      conditions.push('(attribute_not_exists(#pc) OR attribute_type(#pc, :null) OR #pc.#when <> :onActivation)');
      names['#when'] = 'when';
      values[':onActivation'] = 'on-activation';
    }
  }
  if (m.first || (activation && !m.pending)) values[':null'] = 'NULL';
  if (activation && m.applied) {
    const { from, to, quotaBytes } = m.applied;
    Object.entries(appliedPlanFields({ goodsReleaseId: to, quotaBytes })).forEach(([field, value], i) => {
      sets.push(`#p${i} = :p${i}`);
      names[`#p${i}`] = field;
      values[`:p${i}`] = value;
    });
    // The plan log (bill run: the days on each plan), from the plan the card is on.
    sets.push('planLog = list_append(if_not_exists(planLog, :nil), :planLog)');
    conditions.push('goodsReleaseId = :fromPlan');
    values[':planLog'] = [planLogEntry(m.at, from, to)];
    values[':fromPlan'] = from;
  }
  return {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
