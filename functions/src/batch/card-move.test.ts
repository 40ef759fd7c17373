import { describe, expect, it } from 'vitest';
import { type CardMove, cardMoveExpressions } from './card-move.ts';

const AT = '2026-11-27T02:00:00.000Z';
const pending = {
  goodsReleaseId: 'G003',
  when: 'on-activation' as const,
  effectiveAt: AT,
  requestedAt: '2026-11-20T00:00:00.000Z',
};
const base = { iccid: '8986', batchId: 'B1', at: AT, first: false };
const moves: Record<string, CardMove> = {
  deactivation: { ...base, from: 64, to: 65 },
  firstActivation: { ...base, from: 63, to: 64, first: true },
  reactivation: { ...base, from: 65, to: 64 },
  planChange: { ...base, from: 65, to: 64, pending, applied: { from: 'G001', to: 'G003', quotaBytes: 10 } },
  planGone: { ...base, from: 65, to: 64, pending },
  firstWithPlan: { ...base, from: 63, to: 64, first: true, pending, applied: { from: 'G001', to: 'G003', quotaBytes: 10 } },
  freeze: { ...base, from: 64, to: 68 },
};
const placeholders = (text: string, sigil: '#' | ':') =>
  new Set([...text.matchAll(sigil === '#' ? /#\w+/g : /:\w+/g)].map((m) => m[0]));

describe('the update of a card a batch moves', () => {
  it.each(Object.entries(moves))('%s: every name and value given is used, every one used is given', (_, move) => {
    const e = cardMoveExpressions(move);
    const text = `${e.UpdateExpression} ${e.ConditionExpression}`;
    expect(new Set(Object.keys(e.ExpressionAttributeNames))).toEqual(placeholders(text, '#'));
    expect(new Set(Object.keys(e.ExpressionAttributeValues))).toEqual(placeholders(text, ':'));
  });

  it('blocks the network on 65, allows it on 64, leaves it on other moves', () => {
    expect(cardMoveExpressions(moves.deactivation!).ExpressionAttributeValues[':net']).toBe('blocked');
    expect(cardMoveExpressions(moves.reactivation!).ExpressionAttributeValues[':net']).toBe('allowed');
    expect(cardMoveExpressions(moves.freeze!).UpdateExpression).not.toContain('#net');
  });

  it('a plan change taking effect sets the plan, its quota and no pending change, and logs the plan', () => {
    const e = cardMoveExpressions(moves.planChange!);
    const set = Object.fromEntries(
      Object.entries(e.ExpressionAttributeNames)
        .filter(([k]) => k.startsWith('#p') && k !== '#pc')
        .map(([k, field]) => [field, e.ExpressionAttributeValues[`:${k.slice(1)}`]]),
    );
    expect(set).toEqual({ goodsReleaseId: 'G003', quotaBytes: 10, pendingPlanChange: null });
    expect(e.ExpressionAttributeValues[':planLog']).toEqual([{ at: AT, from: 'G001', to: 'G003' }]);
    // Only if that very change is still pending and the card is still on the plan it changes.
    expect(e.ConditionExpression).toContain('#pc.requestedAt = :pcr');
    expect(e.ExpressionAttributeValues[':pcr']).toBe(pending.requestedAt);
    expect(e.ConditionExpression).toContain('goodsReleaseId = :fromPlan');
  });

  it('an activation without a change to apply holds only while none waits for activation', () => {
    expect(cardMoveExpressions(moves.reactivation!).ConditionExpression).toContain('#pc.#when <> :onActivation');
    // A change whose plan left the catalogue is not applied: the card keeps it, on the condition it is still that one.
    const gone = cardMoveExpressions(moves.planGone!);
    expect(gone.UpdateExpression).not.toContain('planLog');
    expect(gone.ConditionExpression).toContain('#pc.requestedAt = :pcr');
    // Other moves do not look at the pending change.
    expect(cardMoveExpressions(moves.deactivation!).ConditionExpression).not.toContain('#pc');
  });
});
