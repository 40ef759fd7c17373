import type { Card, Operator } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';

/**
 * Operator-side card status codes (spec §4). The spec prints no letters for test, test cap cut-off
 * and pre-cancellation; the owner decided on `T`, `TC` and `PC`. Labels are data so they can be swapped.
 */
export const operatorStatus = {
  J: { zh: '待激活', en: 'Pending activation' },
  1: { zh: '开机', en: 'Powered on' },
  M: { zh: '申请停机', en: 'Shutdown requested' },
  T: { zh: '测试', en: 'Test' },
  TC: { zh: '测试期达量断网', en: 'Test cap cut-off' },
  PC: { zh: '预销户', en: 'Pre-cancellation' },
  I: { zh: '待实名认证断网', en: 'Pending real-name verification, network cut off' },
  q: { zh: '达量停机', en: 'Shutdown after the data quota is exhausted' },
  N: { zh: '机卡分离停机', en: 'Shutdown because the card was separated from the device' },
  X: { zh: '风险停机', en: 'Risk shutdown' },
  Z: { zh: '欠费停机', en: 'Shutdown for arrears' },
  D: { zh: '销户', en: 'Account closed' },
} as const;

/** `1` is a numeric key of the object literal; the operator sends it as the string '1'. */
export type OperatorStatusCode = `${keyof typeof operatorStatus}`;
export const operatorStatusCodes = Object.keys(operatorStatus) as OperatorStatusCode[];

export const isOperatorStatusCode = (code: string): code is OperatorStatusCode => Object.hasOwn(operatorStatus, code);

/** Label of an operator status; the spec says any other code gives an empty label. */
export const operatorStatusLabel = (code: string, lang: 'zh-CN' | 'en-US'): string => {
  if (!isOperatorStatusCode(code)) return '';
  const entry = operatorStatus[code as keyof typeof operatorStatus];
  return lang === 'en-US' ? entry.en : entry.zh;
};

export type OperatorErrorCode = 'TIMEOUT' | 'REJECTED' | 'UNAVAILABLE';

/**
 * A failed operator call. `retryable` tells the caller whether the same request may succeed later
 * (timeouts, outages) or never will (the operator refused it, e.g. SMS to a closed account).
 */
export class OperatorError extends Error {
  override readonly name = 'OperatorError';
  constructor(
    readonly code: OperatorErrorCode,
    message: string,
    readonly retryable: boolean = code !== 'REJECTED',
  ) {
    super(message);
  }
}

export const isOperatorError = (e: unknown): e is OperatorError => e instanceof OperatorError;

/**
 * The operator's answer, or null when the operator could not answer (an `OperatorError`): for reads
 * shown beside ours, where an operator that is down is a blank column, not a failed page.
 */
export async function operatorAnswerOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!isOperatorError(error)) throw error;
    return null;
  }
}

export type ZoneAction = 'block' | 'allow';
/** Network (RAT) types of spec §4: 1 2/3G, 2 4G, 3 5G_NSA, 4 5G_SA, 5 NB_IOT, 6 5G. */
export type RatType = Card['networkType'];
export type EuiccAction = 'download' | 'enable' | 'disable' | 'delete';
/** eUICC profile states of spec §4. */
export type EuiccProfileState =
  | 'unbound'
  | 'bound'
  | 'occupied'
  | 'downloading'
  | 'downloaded'
  | 'download-failed'
  | 'enabling'
  | 'enabled'
  | 'enable-failed'
  | 'disabling'
  | 'disabled'
  | 'disable-failed';

export interface StateChangeReceipt {
  operatorStatus: OperatorStatusCode;
  requestId: string;
}

export interface SmsReceipt {
  messageId: string;
  status: 'submitted';
}

/**
 * Where a submitted SMS stands at the operator: still `submitted` (no delivery receipt yet),
 * `sent` (delivered to the handset) or `failed` (the operator gave up on it). `at` is when it settled.
 */
export interface SmsDelivery {
  status: 'submitted' | 'sent' | 'failed';
  /** ISO-8601 UTC; present once settled. */
  at?: string;
}

/** Most numbers a card's voice whitelist holds (the operators' usual limit for IoT voice cards). */
export const VOICE_WHITELIST_MAX = 10;

export interface DataSession {
  /** ISO-8601 UTC. */
  start: string;
  /** null while the session is still open. */
  end: string | null;
  bytes: number;
  apn: string;
  ratType: RatType;
}

export interface SessionStatus {
  online: boolean;
  /** Oldest first; at most {@link SESSION_HISTORY_LIMIT} sessions started within {@link SESSION_HISTORY_MS}. */
  sessions: DataSession[];
}

export const SESSION_HISTORY_LIMIT = 100;
export const SESSION_HISTORY_MS = 3 * 24 * 60 * 60 * 1000;

/** Applies the session window of the contract, so every adapter answers the same shape. */
export function recentSessions(sessions: readonly DataSession[], now: Date): DataSession[] {
  const from = now.getTime() - SESSION_HISTORY_MS;
  return sessions
    .filter((s) => Date.parse(s.start) >= from)
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(-SESSION_HISTORY_LIMIT);
}

/**
 * What the platform asks of one operator. Every method may reject with {@link OperatorError}.
 * The domain depends on this interface only; which implementation runs is decided by the composition root.
 */
export interface OperatorAdapter {
  readonly operator: Operator;
  /** Asks the operator to move the card to the network state behind a platform lifecycle code. */
  changeState(iccid: string, targetLifecycle: LifecycleState): Promise<StateChangeReceipt>;
  setZone(iccid: string, zoneId: string, action: ZoneAction): Promise<void>;
  sendSms(iccid: string, text: string): Promise<SmsReceipt>;
  /**
   * Sends an SMS to people's phone numbers (digits and hyphens) through the operator's SMS gateway:
   * notifications (an alarm's contact phones), not card traffic.
   */
  sendSmsToPhones(phones: readonly string[], text: string): Promise<SmsReceipt>;
  /** The delivery status of an SMS this operator accepted (`messageId` of its {@link SmsReceipt}). */
  smsStatus(iccid: string, messageId: string): Promise<SmsDelivery>;
  /** Replaces the card's voice whitelist (the numbers it may call and be called by); [] clears it. */
  setVoiceWhitelist(iccid: string, numbers: readonly string[]): Promise<void>;
  session(iccid: string): Promise<SessionStatus>;
  /**
   * Runs a profile operation on the eUICC `eid`. `known` is the profile's state as the platform last
   * stored it (an operator that keeps no memory of the profile starts from it). Enabling a profile
   * disables the one enabled before it (GSMA SGP.22).
   */
  euicc(eid: string, profileIccid: string, action: EuiccAction, known?: EuiccProfileState): Promise<{ state: EuiccProfileState }>;
  /** Caps the card's speed; null lifts the cap. */
  setQos(iccid: string, speedKbps: number | null): Promise<void>;
  /**
   * Holds a powered-on card at an operator cut-off the platform asks for (I pending real-name, N
   * card–device separation, X risk), or releases a held card back to '1'. The platform lifecycle does
   * not move (lifecycle-to-operator.ts: I, N are the operator's own). Refused for a card that is
   * neither powered on nor held (REJECTED).
   */
  setHold(iccid: string, code: OperatorHoldCode): Promise<StateChangeReceipt>;
  /**
   * The operator's own record of a card, for the data comparison: its status and the bytes it counted
   * in the current billing cycle. `known` is the platform's view of both; an operator that keeps no
   * memory of the card (the simulator, a card it has not seen) starts from it.
   */
  cardRecord(iccid: string, known: OperatorCardRecord): Promise<OperatorCardRecord>;
  /** The card's resale (转售) status at the operator and when the operator last changed it. */
  resaleStatus(iccid: string): Promise<ResaleRecord>;
  /** Lists the card for resale or withdraws it; answers the operator's record after the change. */
  setResale(iccid: string, action: ResaleAction): Promise<ResaleRecord>;
}

/** Resale (转售) statuses an operator reports for a card. */
export const resaleStatuses = ['notListed', 'listed', 'sold', 'withdrawn'] as const;
export type ResaleStatus = (typeof resaleStatuses)[number];
/** What the platform may ask: put a card up for resale, or take it back. */
export const resaleActions = ['listed', 'withdrawn'] as const;
export type ResaleAction = (typeof resaleActions)[number];
export interface ResaleRecord {
  status: ResaleStatus;
  /** ISO-8601 UTC: when the operator last changed the status. */
  changedAt: string;
}

/** A card as one side records it: the operator status and the usage of the current billing cycle (bytes). */
export interface OperatorCardRecord {
  status: OperatorStatusCode;
  cycleBytes: number;
}

/** The operator statuses `setHold` sets: a cut-off, or '1' to release one. */
export const operatorHoldCodes = ['I', 'N', 'X', '1'] as const;
export type OperatorHoldCode = (typeof operatorHoldCodes)[number];

/** One adapter per operator, chosen by the card's `operator`. */
export type OperatorAdapters = Record<Operator, OperatorAdapter>;
