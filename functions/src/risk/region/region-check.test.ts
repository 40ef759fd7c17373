import { describe, expect, it } from 'vitest';
import type { Card } from '../../card/card-record.ts';
import { AppError } from '../../shared/http/error-catalogue.ts';
import type { ReportedSession } from '../session-report.ts';
import { createRegionCheck } from './region-check.ts';
import type { RegionViolation } from './region-limit.repository.ts';
import type { LimitTerms, RegionTarget } from './region-model.ts';

const card = (iccid: string, extra: Partial<Card> = {}) =>
  ({
    iccid,
    msisdn: `1440${iccid.slice(-9)}`,
    channelCustId: 'C1',
    custId: null,
    operator: 'CMCC',
    state: 64,
    goodsReleaseId: 'P1',
    labels: new Set(['LA']),
    ...extra,
  }) as Card;

const session = (iccid: string, province: string, city: string | null, start = '2026-11-20T08:00:00.000Z'): ReportedSession => ({
  iccid,
  imei: '860000000000001',
  start,
  province,
  city,
});

type Named = LimitTerms & { targetName: string };

/** The check over in-memory limits and violations, counting reads and the card service's calls. */
function harness(limits: Named[], opts: { refuse?: boolean } = {}) {
  const violations = new Map<string, RegionViolation>();
  const reads: RegionTarget[][] = [];
  const shutdowns: string[] = [];
  const published: unknown[] = [];
  const check = createRegionCheck({
    limits: {
      async limitsOf(_c, targets) {
        reads.push([...targets]);
        return limits.filter((l) => targets.some((t) => t.kind === l.target.kind && t.id === l.target.id));
      },
      async claimViolation(v) {
        const key = `${v.sessionStart}#${v.iccid}`;
        const stored = violations.get(key);
        if (stored) return { created: false, stored };
        violations.set(key, { ...v });
        return { created: true, stored: v };
      },
      async settleViolation(v, set) {
        Object.assign(violations.get(`${v.sessionStart}#${v.iccid}`)!, set);
      },
    },
    cards: {
      async changeState(p, input) {
        if (opts.refuse) throw new AppError('STATE_TRANSITION', { from: '65', to: '68' });
        shutdowns.push(`${p.loginName} ${input.iccid} ${input.targetState}`);
      },
    },
    publish: async (events) => {
      published.push(...events);
    },
    clock: () => new Date('2026-11-20T09:00:00.000Z'),
  });
  return { check, violations, reads, shutdowns, published };
}

const guangdongOnly = (kind: 'card' | 'label' | 'plan', id: string, action: 'record' | 'shutdown'): Named => ({
  limitId: `L-${kind}`,
  target: { kind, id },
  targetName: `${kind} ${id}`,
  regions: [{ province: '44', cities: ['4403'] }],
  action,
  enabled: true,
});

describe('the region check', () => {
  it('reads the limits of the batch’s targets once, by key (card, labels, plan), deduplicated', async () => {
    const h = harness([]);
    const cards = new Map([
      ['8986001', card('8986001')],
      ['8986002', card('8986002')],
    ]);
    await h.check.check([session('8986001', '11', null), session('8986002', '11', null), session('8986001', '31', null)], cards);
    expect(h.reads).toHaveLength(1);
    expect(h.reads[0]).toEqual([
      { kind: 'card', id: '8986001' },
      { kind: 'label', id: 'LA' },
      { kind: 'plan', id: 'P1' },
      { kind: 'card', id: '8986002' },
    ]);
  });

  it('outside with shutdown: records, shuts the card down once (lifecycle 68 = X) and publishes; a second call does nothing', async () => {
    const h = harness([guangdongOnly('label', 'LA', 'shutdown')]);
    const cards = new Map([['8986001', card('8986001')]]);
    const sessions = [session('8986001', '11', '1101')];
    expect(await h.check.check(sessions, cards)).toEqual({ actions: 1 });
    expect(await h.check.check(sessions, cards)).toEqual({ actions: 0 });
    expect(h.shutdowns).toEqual(['region:L-label 8986001 68']);
    expect([...h.violations.values()]).toMatchObject([
      {
        iccid: '8986001',
        province: '11',
        city: '1101',
        action: 'shutdown',
        outcome: 'shutdown',
        limits: [{ limitId: 'L-label' }],
      },
    ]);
    expect(h.published).toMatchObject([
      { 'detail-type': 'Card Region Violated', detail: { iccid: '8986001', outcome: 'shutdown', limitIds: ['L-label'] } },
    ]);
  });

  it('two sessions of one card outside: two records, one shutdown', async () => {
    const h = harness([guangdongOnly('plan', 'P1', 'shutdown')]);
    const cards = new Map([['8986001', card('8986001')]]);
    await h.check.check(
      [session('8986001', '11', null, '2026-11-20T08:00:00Z'), session('8986001', '12', null, '2026-11-20T08:30:00Z')],
      cards,
    );
    expect(h.shutdowns).toHaveLength(1);
    expect([...h.violations.values()].map((v) => v.outcome)).toEqual(['shutdown', 'alreadyShut']);
  });

  it('a card already in risk shutdown is not shut down again', async () => {
    const h = harness([guangdongOnly('card', '8986001', 'shutdown')]);
    await h.check.check([session('8986001', '11', null)], new Map([['8986001', card('8986001', { state: 68 })]]));
    expect(h.shutdowns).toEqual([]);
    expect([...h.violations.values()][0]!.outcome).toBe('alreadyShut');
  });

  it('record only records; inside the region nothing happens; an unknown ICCID is skipped', async () => {
    const h = harness([guangdongOnly('card', '8986001', 'record')]);
    const cards = new Map([['8986001', card('8986001')]]);
    await h.check.check(
      [session('8986001', '44', '4403'), session('8986001', '44', null), session('8986999', '11', null)],
      cards,
    );
    expect(h.violations.size).toBe(0);
    await h.check.check([session('8986001', '44', '4401')], cards);
    expect(h.shutdowns).toEqual([]);
    expect([...h.violations.values()]).toMatchObject([{ action: 'record', outcome: 'recorded', city: '4401' }]);
  });

  it('a refused shutdown (a lifecycle rule) is recorded with its reason and not retried', async () => {
    const h = harness([guangdongOnly('card', '8986001', 'shutdown')], { refuse: true });
    const cards = new Map([['8986001', card('8986001', { state: 65 })]]);
    expect(await h.check.check([session('8986001', '11', null)], cards)).toEqual({ actions: 1 });
    expect([...h.violations.values()][0]).toMatchObject({ outcome: 'refused', reason: 'STATE_TRANSITION' });
    expect(await h.check.check([session('8986001', '11', null)], cards)).toEqual({ actions: 0 });
  });
});
