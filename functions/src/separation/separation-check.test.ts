import type { DomainEvent } from '@cmp/events';
import { describe, expect, it } from 'vitest';
import type { Card } from '../card/card-record.ts';
import type { OperatorAdapter } from '../operator/index.ts';
import type { EventPublisher } from '../shared/aws/events.ts';
import { createSeparationCheck } from './separation-check.ts';
import type { Binding, SeparationRecord, SeparationRepository } from './separation.repository.ts';

const ICCID = '89860000000000000001';
const A = '490154203237518';
const B = '860000000000025';
const card = (over: Record<string, unknown> = {}) =>
  ({
    iccid: ICCID,
    msisdn: '1440000000001',
    channelCustId: 'C1',
    custId: null,
    operator: 'CTCC',
    state: 64,
    goodsReleaseId: 'G',
    ...over,
  }) as unknown as Card;

/** In-memory fakes of the check's ports: what was written, cut off and published. */
function setup(o: { operatorStatus?: string } = {}) {
  const records = new Map<string, SeparationRecord>();
  const bindings = new Map<string, Binding>([
    [
      'C1|' + ICCID,
      {
        iccid: ICCID,
        channelCustId: 'C1',
        msisdn: '',
        operator: 'CTCC',
        mode: 'imei',
        imei: A,
        boundAt: '2026-11-20T00:00:00.000Z',
        by: 'acme',
      },
    ],
  ]);
  const cutOffs: string[] = [];
  const applied: Record<string, unknown>[] = [];
  const published: DomainEvent[] = [];
  const keyOf = (k: { channelCustId: string; iccid: string }) => `${k.channelCustId}|${k.iccid}`;
  const separations = {
    keyOf,
    histories: async () => new Map(),
    bindings: async () => bindings,
    putHistories: async () => undefined,
    learn: async () => undefined,
    recorded: async (s: SeparationRecord) => records.has(`${s.iccid}|${s.at}`),
    separationWrites: (s: SeparationRecord) => {
      records.set(`${s.iccid}|${s.at}`, s);
      return [];
    },
  } as unknown as SeparationRepository;
  const operator = {
    setHold: async (iccid: string, status: 'N') => {
      cutOffs.push(iccid);
      return { operatorStatus: status, requestId: 'REQ-1' };
    },
  } as unknown as OperatorAdapter;
  const events = {
    enabled: () => true,
    publish: async (e: readonly DomainEvent[]) => {
      published.push(...e);
      return { sent: e.length, failed: 0, errors: [] };
    },
  } as unknown as EventPublisher;
  const check = createSeparationCheck({
    separations,
    cards: { apply: async (c) => void applied.push(c.set), card: async () => undefined },
    operatorFor: () => operator,
    clock: () => new Date('2026-11-21T00:00:00.000Z'),
    events,
    newId: () => 'L1',
  });
  const cards = new Map([[ICCID, card(o.operatorStatus ? { operatorStatus: o.operatorStatus } : {})]]);
  return { check, cards, cutOffs, applied, published };
}

const sessions = [
  { iccid: ICCID, imei: A, start: '2026-11-20T08:00:00.000Z', province: '31', city: null },
  { iccid: ICCID, imei: B, start: '2026-11-20T09:00:00.000Z', province: '44', city: null },
];

describe('the separation check', () => {
  it('cuts the card off at the operator, stores N with the separation time and publishes Card Separated', async () => {
    const t = setup();
    expect(await t.check.check(sessions, t.cards)).toEqual({ actions: 1 });
    expect(t.cutOffs).toEqual([ICCID]);
    expect(t.applied).toEqual([{ operatorStatus: 'N', operatorStatusAt: '2026-11-20T09:00:00.000Z' }]);
    expect(t.published.map((e) => [e['detail-type'], (e.detail as { seenImei: string }).seenImei])).toEqual([
      ['Card Separated', B],
    ]);
    // The same sessions again: recorded already, nothing more.
    expect(await t.check.check(sessions, t.cards)).toEqual({ actions: 0 });
    expect(t.cutOffs).toHaveLength(1);
  });

  it('does not shut a card in N down again', async () => {
    const t = setup({ operatorStatus: 'N' });
    expect(await t.check.check(sessions, t.cards)).toEqual({ actions: 0 });
    expect(t.cutOffs).toEqual([]);
    expect(t.published).toEqual([]);
  });
});
