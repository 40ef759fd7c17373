/**
 * Events that cross EventBridge or Scheduler into our Lambdas: name, the shape the target
 * receives, and an example. Producers and consumers import these instead of restating them.
 */
export interface EventContract<T> {
  name: string;
  source: string;
  detailType: string;
  description: string;
  example: T;
}

/** S3 → EventBridge "Object Created" (default bus) for an operator usage file under `cdr/`. */
export interface UsageFileArrived {
  source: 'aws.s3';
  'detail-type': 'Object Created';
  detail: { bucket: { name: string }; object: { key: string; size: number } };
}

export const usageFileArrived: EventContract<UsageFileArrived> = {
  name: 'usage-file-arrived',
  source: 'aws.s3',
  detailType: 'Object Created',
  description: 'An operator usage (CDR) file landed in the imports bucket; the usage-ingest worker ingests it.',
  example: {
    source: 'aws.s3',
    'detail-type': 'Object Created',
    detail: { bucket: { name: 'cmp-imports' }, object: { key: 'cdr/2026-11/simulator-2026-11.csv', size: 1024 } },
  },
};

/** The daily Scheduler input of the usage-ingest worker: ingest every file not yet done. */
export interface UsageSweep {
  action: 'sweep';
}

export const usageSweep: EventContract<UsageSweep> = {
  name: 'usage-sweep-daily',
  source: 'aws.scheduler',
  detailType: 'Scheduled Event',
  description: 'Safety net: ingests any usage file whose arrival event was missed.',
  example: { action: 'sweep' },
};

// ── Domain events on the custom bus (functions/src/shared/aws/events.ts publishes them) ──
//
// Published after the business write commits, at least once: a retried chunk, file or request may
// publish an event again, so a consumer decides from the event's content (each rule fires at most
// once per rule, card or scope and period), never from having seen it. Each event carries what a
// rule needs to match without reading the card again (docs/decisions.md "Domain events").

/** The `source` of every domain event of the product. */
export const DOMAIN_EVENT_SOURCE = 'cmp.domain';

/** A card's usage for one cycle as a usage file left it: what usage rules (category A) match. */
export interface CardUsage {
  iccid: string;
  msisdn: string;
  channelCustId: string;
  custId: string | null;
  operator: string;
  /** The card's lifecycle state when the file was ingested. */
  state: number;
  /** Plan (goodsReleaseId), data pool and label ids: the rule targets besides the two customers. */
  planId: string | null;
  poolId: string | null;
  labels: string[];
  /** The card's data quota per cycle in bytes (0: none known). */
  quotaBytes: number;
  /** The billing cycle (named by the month it ends in, bill/rating/cycle.ts) and its first and last day. */
  cycle: { month: string; start: string; end: string };
  /** Bytes of the cycle so far, this file's days included. */
  cycleBytes: number;
  /** The days of this cycle the file set, day (`YYYY-MM-DD`) → bytes of that day. */
  days: Record<string, number>;
}

export interface CardUsageRecorded {
  source: typeof DOMAIN_EVENT_SOURCE;
  'detail-type': 'Card Usage Recorded';
  detail: {
    /** The usage file (imports bucket key) and this event's part of it: a file's cards are split over events of ≤ 256 KB. */
    file: string;
    part: number;
    at: string;
    cards: CardUsage[];
  };
}

export const cardUsageRecorded: EventContract<CardUsageRecorded> = {
  name: 'card-usage-recorded',
  source: DOMAIN_EVENT_SOURCE,
  detailType: 'Card Usage Recorded',
  description:
    'A usage file was ingested: per card and cycle, the days it set, the cycle usage so far and the card fields rules target.',
  example: {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card Usage Recorded',
    detail: {
      file: 'cdr/2026-11/simulator-2026-11-25.csv',
      part: 0,
      at: '2026-11-25T16:05:00.000Z',
      cards: [
        {
          iccid: '89860000000000000001',
          msisdn: '1440000000001',
          channelCustId: 'E0001',
          custId: 'S0001',
          operator: 'CMCC',
          state: 64,
          planId: 'GR0001',
          poolId: null,
          labels: ['L0001'],
          quotaBytes: 1073741824,
          cycle: { month: '2026-11', start: '2026-11-01', end: '2026-11-30' },
          cycleBytes: 734003200,
          days: { '2026-11-25': 52428800 },
        },
      ],
    },
  },
};

/** What every card event carries of its card, so a rule matches without reading the card again. */
export interface CardEventSubject {
  iccid: string;
  msisdn: string | null;
  channelCustId: string;
  custId: string | null;
  operator: string | null;
  planId: string | null;
  poolId: string | null;
  labels: string[];
}

/** The card every example event is about. */
const exampleCard: CardEventSubject = {
  iccid: '89860000000000000001',
  msisdn: '1440000000001',
  channelCustId: 'E0001',
  custId: null,
  operator: 'CMCC',
  planId: 'GR0001',
  poolId: null,
  labels: [],
};

export interface CardStateChanged {
  source: typeof DOMAIN_EVENT_SOURCE;
  'detail-type': 'Card State Changed';
  detail: CardEventSubject & {
    /** Lifecycle states (card/lifecycle.ts) before and after. */
    from: number;
    to: number;
    at: string;
    /** What changed it: a single-card action (its log id) or a batch (its id). */
    cause: { kind: 'card' | 'batch'; id: string };
  };
}

export const cardStateChanged: EventContract<CardStateChanged> = {
  name: 'card-state-changed',
  source: DOMAIN_EVENT_SOURCE,
  detailType: 'Card State Changed',
  description: 'A card moved to another lifecycle state (a single-card action or a batch state change).',
  example: {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card State Changed',
    detail: {
      ...exampleCard,
      from: 64,
      to: 65,
      at: '2026-11-25T08:00:00.000Z',
      cause: { kind: 'batch', id: 'B20261125000001' },
    },
  },
};

/** What moved the money: the funds operation behind the transfers. */
export type FundsMovementKind =
  | 'recharge'
  | 'refund'
  | 'grant'
  | 'contract'
  | 'writeOff'
  | 'withdrawal'
  | 'withdrawalPaid'
  | 'withdrawalReleased'
  | 'billOwed'
  | 'correction';

export interface FundsMoved {
  source: typeof DOMAIN_EVENT_SOURCE;
  'detail-type': 'Funds Moved';
  detail: {
    channelCustId: string;
    kind: FundsMovementKind;
    /** The transfers written together (a write-off's legs are several), fen. */
    transfers: { transferId: string; debitAccountId: string; creditAccountId: string; amount: number }[];
    /** The enterprise's available funds (funds/funds-model.ts `available`) right after, fen. */
    availableAfter: number;
    at: string;
  };
}

export const fundsMoved: EventContract<FundsMoved> = {
  name: 'funds-moved',
  source: DOMAIN_EVENT_SOURCE,
  detailType: 'Funds Moved',
  description: "Money moved on an enterprise's available funds (recharge, withdrawal, write-off…), with what is available after.",
  example: {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Funds Moved',
    detail: {
      channelCustId: 'E0001',
      kind: 'writeOff',
      transfers: [
        { transferId: 'writeoff:W1:grant', debitAccountId: 'E0001/grant', creditAccountId: 'E0001/toWriteOff', amount: 5000 },
        {
          transferId: 'writeoff:W1:preDeposit',
          debitAccountId: 'E0001/preDeposit',
          creditAccountId: 'E0001/toWriteOff',
          amount: 12000,
        },
      ],
      availableAfter: 83000,
      at: '2026-12-05T04:00:00.000Z',
    },
  },
};

/** A card's network was blocked or allowed (all its zones: card-detail `network`): what zone rules (category D) match. */
export interface CardZoneChanged {
  source: typeof DOMAIN_EVENT_SOURCE;
  'detail-type': 'Card Zone Changed';
  detail: CardEventSubject & {
    /** The zone switched ('ALL': every zone of the card, card-detail/card-model.ts `ALL_ZONES`). */
    zoneId: string;
    action: 'block' | 'allow';
    at: string;
    /** The card log entry of the change, or the batch state change that blocked or allowed it (deactivation, activation). */
    cause: { kind: 'card' | 'batch'; id: string };
  };
}

export const cardZoneChanged: EventContract<CardZoneChanged> = {
  name: 'card-zone-changed',
  source: DOMAIN_EVENT_SOURCE,
  detailType: 'Card Zone Changed',
  description: "A card's network (its zones) was blocked or allowed.",
  example: {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card Zone Changed',
    detail: {
      ...exampleCard,
      zoneId: 'ALL',
      action: 'block',
      at: '2026-11-25T08:00:00.000Z',
      cause: { kind: 'card', id: 'L20261125080000000ABCDEF' },
    },
  },
};

/** An enterprise's bill owing the platform passed its due date unpaid (the write-off cycle marks it overdue, status 5). */
export interface BillOverdue {
  source: typeof DOMAIN_EVENT_SOURCE;
  'detail-type': 'Bill Overdue';
  detail: {
    channelCustId: string;
    billId: string;
    /** The bill's cycle ('YYYY-MM') and the day it fell due. */
    cycle: string;
    dueDate: string;
    /** Still owed, fen. */
    owed: number;
    at: string;
  };
}

export const billOverdue: EventContract<BillOverdue> = {
  name: 'bill-overdue',
  source: DOMAIN_EVENT_SOURCE,
  detailType: 'Bill Overdue',
  description: "An enterprise's bill owing the platform was marked overdue by the write-off cycle.",
  example: {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Bill Overdue',
    detail: {
      channelCustId: 'E0001',
      billId: 'B2026090001',
      cycle: '2026-09',
      dueDate: '2026-10-31',
      owed: 125000,
      at: '2026-11-05T04:00:00.000Z',
    },
  },
};

export interface CardRegionViolated {
  source: typeof DOMAIN_EVENT_SOURCE;
  'detail-type': 'Card Region Violated';
  detail: CardEventSubject & {
    /** The session outside the allowed regions: its start and place (GB/T 2260 codes; city null when unknown). */
    sessionStart: string;
    province: string;
    city: string | null;
    /** The region limits it broke (risk/region). */
    limitIds: string[];
    /** What the limits asked for, and how it ended (a shutdown done, the card already shut down, refused or failed). */
    action: 'record' | 'shutdown';
    outcome: 'recorded' | 'shutdown' | 'alreadyShut' | 'refused' | 'failed';
    at: string;
  };
}

export const cardRegionViolated: EventContract<CardRegionViolated> = {
  name: 'card-region-violated',
  source: DOMAIN_EVENT_SOURCE,
  detailType: 'Card Region Violated',
  description:
    "A card's data session was outside the regions its region limits allow; recorded once per (card, session start), with the action taken.",
  example: {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card Region Violated',
    detail: {
      ...exampleCard,
      labels: ['L0001'],
      sessionStart: '2026-11-25T08:00:00.000Z',
      province: '11',
      city: '1101',
      limitIds: ['L20261120080000000ABCDEF'],
      action: 'shutdown',
      outcome: 'shutdown',
      at: '2026-11-25T08:05:00.000Z',
    },
  },
};

/** A bound card was seen in another device and shut down (operator status N), issue #16 item 1. */
export interface CardSeparated {
  source: typeof DOMAIN_EVENT_SOURCE;
  'detail-type': 'Card Separated';
  detail: CardEventSubject & {
    /** When the card was seen in the other device (the separation time), and the two IMEIs. */
    at: string;
    boundImei: string;
    seenImei: string;
    /** The operator status the card was shut down to. */
    operatorStatus: 'N';
  };
}

export const cardSeparated: EventContract<CardSeparated> = {
  name: 'card-separated',
  source: DOMAIN_EVENT_SOURCE,
  detailType: 'Card Separated',
  description: 'A card bound to a device appeared in another device and was shut down for separation (operator status N).',
  example: {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card Separated',
    detail: {
      ...exampleCard,
      operator: 'CTCC',
      at: '2026-11-25T08:00:00.000Z',
      boundImei: '860000000000017',
      seenImei: '860000000000025',
      operatorStatus: 'N',
    },
  },
};

/** The domain events, each `{ source, 'detail-type', detail }` as a bus rule sees it. */
export type DomainEvent =
  | CardUsageRecorded
  | CardStateChanged
  | FundsMoved
  | CardZoneChanged
  | BillOverdue
  | CardRegionViolated
  | CardSeparated;
export const domainEvents = [
  cardUsageRecorded,
  cardStateChanged,
  fundsMoved,
  cardZoneChanged,
  billOverdue,
  cardRegionViolated,
  cardSeparated,
] as const;
