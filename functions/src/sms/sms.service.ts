/**
 * The SMS area: one text to many cards (each card gets its own record; per-card outcomes come
 * back), the tenant's SMS list, and delivery: `submitted` records are settled from the operator's
 * delivery status when someone reads them (bounded per read), updating every copy in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { receiveSms } from '../card/lifecycle-rules.ts';
import { isOperatorError } from '../operator/index.ts';
import type { OperatorFor } from '../operator/operators.ts';
import { errorCatalogue } from '../platform/error-catalogue.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import type { ErrorKey } from '../shared/http/error-catalogue.ts';
import { type Lang, interpolate } from '../shared/i18n/lang.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import {
  SMS_REFRESH_CONCURRENCY,
  SMS_SEND_CONCURRENCY,
  type SmsRecord,
  type SmsState,
  refreshPlan,
  smsListScope,
  smsListScopes,
  timeWindow,
  withCardFields,
} from './sms-model.ts';
import type { SmsCard, SmsRepository } from './sms.repository.ts';

export interface SmsDeps {
  sms: SmsRepository;
  operatorFor: OperatorFor;
  clock: () => Date;
  newId?: () => string;
}

/** Outcome of one card of a send. `refused` = nothing stored (not found, wrong state); `failed` = stored as failed. */
export interface SmsCardResult {
  iccid: string;
  result: 'submitted' | 'failed' | 'refused';
  smsId?: string;
  errorCode?: number;
  msg?: string;
}

export interface SmsListInput {
  channelCustId?: string;
  iccid?: string;
  state?: SmsState;
  dateFrom?: string;
  dateTo?: string;
  cursor?: string;
  pageSize?: number;
}

const describe = (key: ErrorKey, lang: Lang) => {
  const entry = errorCatalogue[key];
  return { errorCode: entry.errorCode, msg: interpolate(lang === 'en-US' ? entry.en : entry.zh) };
};

/** The error key an operator failure of a send becomes (same as the single-card send). */
const operatorFailure = (error: unknown): ErrorKey | undefined =>
  isOperatorError(error) ? (error.retryable ? 'OPERATOR_FAILED' : 'OPERATOR_REJECTED') : undefined;

export function createSmsService(d: SmsDeps) {
  const newId = d.newId ?? randomUUID;

  /**
   * Sends one SMS to one card already checked for scope and state: stores it `sending` (with its
   * list copies and a card log entry), asks the operator, then stores `submitted` or `failed`.
   * Answers the stored record and, when the operator failed, the error key.
   */
  async function sendToCard(card: SmsCard, content: string, by: string): Promise<{ record: SmsRecord; error?: ErrorKey }> {
    const at = d.clock().toISOString();
    const record: SmsRecord = {
      smsId: newId(),
      iccid: card.iccid,
      channelCustId: card.channelCustId,
      custId: card.custId ?? null,
      operator: card.operator,
      content,
      state: 'sending',
      at,
      by,
      scopes: smsListScopes({ channelCustId: card.channelCustId, custId: card.custId ?? null }),
    };
    await d.sms.create(record, {
      id: newId(),
      at,
      action: 'smsSend',
      detail: { smsId: record.smsId, length: content.length },
      by,
    });
    try {
      const receipt = await d
        .operatorFor({ iccid: card.iccid, operator: card.operator, state: card.state as 64 })
        .sendSms(card.iccid, content);
      const done = { state: 'submitted' as const, messageId: receipt.messageId };
      await d.sms.update(record, done);
      return { record: { ...record, ...done } };
    } catch (error) {
      const key = operatorFailure(error);
      if (!key) throw error;
      const failed = { state: 'failed' as const, failure: 'operator' as const, settledAt: d.clock().toISOString() };
      await d.sms.update(record, failed);
      return { record: { ...record, ...failed }, error: key };
    }
  }

  /**
   * Settles the `submitted` records of a page that are due (see refreshPlan): operator says sent or
   * failed → every copy updated; refused to report → failed; unreachable → left for the next read.
   * Answers the records with their current state.
   */
  async function refresh<T extends SmsRecord>(records: T[], cardState?: number): Promise<T[]> {
    const now = d.clock();
    const plan = refreshPlan(records, now);
    if (!plan.length) return records;
    const settled = new Map<string, Partial<SmsRecord>>();
    await mapLimit(plan, SMS_REFRESH_CONCURRENCY, async ({ record, check }) => {
      let set: Partial<SmsRecord> | undefined;
      if (check === 'expire') set = { state: 'failed', failure: 'expired', settledAt: now.toISOString() };
      else {
        try {
          const status = await d
            .operatorFor({ iccid: record.iccid, operator: record.operator, state: (cardState ?? 64) as 64 })
            .smsStatus(record.iccid, record.messageId!);
          if (status.status !== 'submitted') set = { state: status.status, settledAt: status.at ?? now.toISOString() };
        } catch (error) {
          if (!isOperatorError(error)) throw error;
          if (!error.retryable) set = { state: 'failed', failure: 'rejected', settledAt: now.toISOString() };
        }
      }
      // Settled meanwhile by another read: its outcome stands (the next read shows it).
      if (set && (await d.sms.update(record, set, 'submitted'))) settled.set(record.smsId, set);
    });
    return records.map((r) => (settled.has(r.smsId) ? { ...r, ...settled.get(r.smsId) } : r));
  }

  /** A record as the API answers it (no storage bookkeeping). */
  const view = ({ scopes: _s, ...r }: SmsRecord) => r;

  return {
    sendToCard,
    refresh,
    view,

    /**
     * One text to many cards of the caller's scope. Each card is checked on its own: not in the
     * scope (another tenant's, or for a 5000 not allocated to it) or not able to receive SMS →
     * refused, nothing stored; otherwise sent like a single-card SMS. Duplicated ICCIDs count once.
     */
    async send(p: Principal, input: { iccids: string[]; content: string; channelCustId?: string }, lang: Lang) {
      const tenant = requestedTenant(p, { channelCustId: input.channelCustId });
      const iccids = [...new Set(input.iccids)];
      const found = new Map((await d.sms.cards(tenant.channelCustId, iccids)).map((c) => [c.iccid, c]));
      const results = await mapLimit(iccids, SMS_SEND_CONCURRENCY, async (iccid): Promise<SmsCardResult> => {
        const card = found.get(iccid);
        if (!card || (tenant.custId !== null && card.custId !== tenant.custId))
          return { iccid, result: 'refused', ...describe('SMS_CARD_NOT_FOUND', lang) };
        const rule = receiveSms({ state: card.state as 64 });
        if (!rule.ok) return { iccid, result: 'refused', ...describe(`RULE_${rule.rule}`, lang) };
        const { record, error } = await sendToCard(card, input.content, p.loginName);
        return {
          iccid,
          result: record.state === 'failed' ? 'failed' : 'submitted',
          smsId: record.smsId,
          ...(error ? describe(error, lang) : {}),
        };
      });
      const count = (r: SmsCardResult['result']) => results.filter((x) => x.result === r).length;
      return { total: iccids.length, submitted: count('submitted'), failed: count('failed'), refused: count('refused'), results };
    },

    /**
     * The SMS of the caller's scope, newest first: the scope's list, or with an ICCID the card's own
     * records (the card must be in the scope; otherwise the page is empty). Due `submitted` records
     * are refreshed from the operator before answering.
     */
    async list(p: Principal, input: SmsListInput) {
      const tenant = requestedTenant(p, { channelCustId: input.channelCustId });
      const q = {
        window: timeWindow(input.dateFrom, input.dateTo),
        state: input.state,
        cursor: input.cursor,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      };
      let page: { items: SmsRecord[]; cursor: string | null };
      if (input.iccid) {
        const [card] = await d.sms.cards(tenant.channelCustId, [input.iccid]);
        if (!card || (tenant.custId !== null && card.custId !== tenant.custId)) return { items: [], cursor: null };
        page = await d.sms.listCard(card, q);
        // Records of the card's partition written before the SMS area lack these; a secondary customer sees only its own.
        page.items = page.items
          .map((r) => withCardFields(r, card))
          .filter((r) => tenant.custId === null || r.custId === tenant.custId);
      } else page = await d.sms.list(smsListScope(tenant), q);
      const items = await refresh(page.items);
      return { items: items.map(view), cursor: page.cursor };
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
