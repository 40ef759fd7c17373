/**
 * Withdrawals as the API serves them (issue #14 item 3): an enterprise asks to be paid out part of its
 * pre-deposits, finance examines or rejects the request, and the run on the 10th pays every examined
 * one. Each step that moves money is ONE transaction: the ledger's transfer (or resolution) with the
 * request's own steps (withdrawal.repository.ts) as `extra`. The platform sees every request, an
 * enterprise its own; a secondary customer none (the route's permission).
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditAction, AuditRepository } from '../audit/audit.repository.ts';
import { fundsError, openFunds, readFunds } from '../funds/funds-ledger.ts';
import { withdrawalReservation, withdrawalResolution } from '../funds/funds-model.ts';
import type { LedgerOutcome, LedgerRepository } from '../ledger/ledger.repository.ts';
import { dayRange } from '../order/order-model.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type AuditDecision,
  type WithdrawalRecord,
  type WithdrawalState,
  applyRefusal,
  canDecide,
  decidableFrom,
  decisionWord,
  newWithdrawalId,
  nextRunDate,
  ownerOfWithdrawal,
  runIdOf,
  stateWord,
} from './withdrawal-model.ts';
import type { WithdrawalRepository } from './withdrawal.repository.ts';

export interface WithdrawalServiceDeps {
  withdrawals: WithdrawalRepository;
  ledger: LedgerRepository;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

export interface WithdrawalListInput {
  channelCustId?: string;
  state?: WithdrawalState;
  createdFrom?: string;
  createdTo?: string;
  cursor?: string;
  pageSize?: number;
}

export interface ApplyInput {
  amount: number;
  bankName: string;
  bankAccount: string;
  accountName: string;
  remark?: string;
}

export interface AuditInput {
  withdrawalId: string;
  decision: AuditDecision;
  reason?: string;
}

type Who = { loginName: string; channelCustId: string | null };
type Source = Pick<Client, 'sourceIp' | 'userAgent'>;

/** What the run on the 10th did: the requests it paid now (a re-run pays none of the paid ones again). */
export interface RunResult {
  runId: string;
  paid: number;
  amount: number;
  withdrawalIds: string[];
}

export function createWithdrawalService(d: WithdrawalServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);
  const record = (who: Who, action: AuditAction, client: Source, w: WithdrawalRecord, more = '') =>
    audit(who, action, client, `${w.withdrawalId} ${w.channelCustId} ${w.amount}${more}`);

  async function views(items: WithdrawalRecord[], lang: Lang) {
    const names = await d.withdrawals.names(
      items.map((w) => w.channelCustId),
      lang,
    );
    return items.map((w) => ({ ...w, enterpriseName: names.get(w.channelCustId) ?? null }));
  }
  const view = async (w: WithdrawalRecord, lang: Lang) => (await views([w], lang))[0]!;

  /** The request the caller may read, or 404 (another enterprise's request is not revealed). */
  async function readable(p: Principal, withdrawalId: string): Promise<WithdrawalRecord> {
    const owner = ownerOfWithdrawal(withdrawalId);
    const w =
      owner && (isPlatformRole(p) || owner === p.channelCustId) ? await d.withdrawals.get(owner, withdrawalId) : undefined;
    if (!w) throw new AppError('NOT_FOUND', {}, 'withdrawalId');
    return w;
  }

  const stateError = (w: WithdrawalRecord, decision: AuditDecision, lang: Lang) =>
    new AppError('WITHDRAWAL_STATE', { state: stateWord(w.state, lang), action: decisionWord(decision, lang) }, 'withdrawalId');

  /** Pays one due request: examined → applying → withdrawn, its reservation posted with the last step. */
  async function pay(w: WithdrawalRecord, runId: string, who: Who, client: Source): Promise<boolean> {
    const at = d.clock().toISOString();
    let current: WithdrawalRecord | undefined = w;
    if (current.state === 'examined') {
      const set = { state: 'applying' as const, runId, applyingAt: at };
      if (await d.withdrawals.change(current, ['examined'], set)) current = { ...current, ...set };
      else current = await d.withdrawals.get(w.channelCustId, w.withdrawalId);
    }
    if (current?.state !== 'applying') return false;
    const outcome = await d.ledger.resolve(
      withdrawalResolution(current.withdrawalId, 'post', { actor: who.loginName, at }),
      d.withdrawals.changeSteps(current, ['applying'], { state: 'withdrawn', withdrawnAt: at, withdrawnBy: who.loginName }, true),
    );
    if (outcome.code === 'ok' && !outcome.replayed) {
      await record(who, 'withdrawalPayout', client, current, ` ${current.runId ?? runId}`);
      return true;
    }
    if (outcome.code === 'ok' || outcome.code === 'precondition' || outcome.code === 'pendingResolved') return false;
    throw fundsError(outcome as LedgerOutcome);
  }

  return {
    /** The figures the list page shows: what the enterprise may withdraw, its request in process, the next run. */
    async summary(p: Principal, body: { channelCustId?: string }, lang: Lang) {
      const base = { nextRunDate: nextRunDate(d.clock()) };
      if (isPlatformRole(p) && !body.channelCustId) return { ...base, channelCustId: null };
      const { channelCustId } = requestedTenant(p, { channelCustId: body.channelCustId });
      const [funds, open, profile, names, last] = await Promise.all([
        readFunds(d.ledger, channelCustId),
        d.withdrawals.open(channelCustId),
        d.withdrawals.enterprise(channelCustId),
        d.withdrawals.names([channelCustId], lang),
        d.withdrawals.list({ channelCustId, pageSize: 1 }),
      ]);
      // The payee a new request starts from: the customer's bank on file, else the last request's.
      const previous = last.items[0];
      return {
        ...base,
        channelCustId,
        preDeposit: funds.preDeposit,
        reserved: funds.reserved,
        withdrawable: funds.withdrawable,
        openWithdrawalId: open?.withdrawalId ?? null,
        bank: profile?.bank
          ? { bankName: profile.bank.name, bankAccount: profile.bank.account, accountName: names.get(channelCustId) ?? '' }
          : {
              bankName: previous?.bankName ?? '',
              bankAccount: previous?.bankAccount ?? '',
              accountName: previous?.accountName ?? names.get(channelCustId) ?? '',
            },
      };
    },

    async list(p: Principal, body: WithdrawalListInput, lang: Lang) {
      const channelCustId =
        isPlatformRole(p) && !body.channelCustId
          ? undefined
          : requestedTenant(p, { channelCustId: body.channelCustId }).channelCustId;
      const page = await d.withdrawals.list({
        ...(channelCustId ? { channelCustId } : {}),
        range: dayRange(body.createdFrom, body.createdTo),
        filter: body.state
          ? { expression: '#state = :state', names: { '#state': 'state' }, values: { ':state': body.state } }
          : undefined,
        cursor: body.cursor,
        pageSize: body.pageSize ?? 20,
      });
      return { items: await views(page.items, lang), cursor: page.cursor };
    },

    detail: async (p: Principal, body: { withdrawalId: string }, lang: Lang) => view(await readable(p, body.withdrawalId), lang),

    /**
     * An enterprise asks to withdraw `amount` fen (spec §5: not above the withdrawable amount; none
     * while another request is in process). The record, the enterprise's open-request claim and the
     * reservation of the amount are ONE transaction, so two requests at once cannot both be made.
     */
    async apply(p: Principal, body: ApplyInput, client: Source, lang: Lang) {
      if (isPlatformRole(p) || !p.channelCustId) throw new AppError('WITHDRAWAL_PLATFORM_APPLY');
      const channelCustId = p.channelCustId;
      if (await d.withdrawals.open(channelCustId)) throw new AppError('WITHDRAWAL_IN_PROCESS');
      const now = d.clock();
      const at = now.toISOString();
      await openFunds(d.ledger, channelCustId, at);
      const funds = await readFunds(d.ledger, channelCustId);
      if (applyRefusal(body.amount, funds.withdrawable)) throw new AppError('WITHDRAWAL_INSUFFICIENT', {}, 'amount');
      const w: WithdrawalRecord = {
        withdrawalId: newWithdrawalId(channelCustId, now, newId()),
        channelCustId,
        amount: body.amount,
        currency: 'CNY',
        bankName: body.bankName.trim(),
        bankAccount: body.bankAccount.trim(),
        accountName: body.accountName.trim(),
        invoiceReceived: false,
        remark: body.remark?.trim() || null,
        state: 'submitted',
        reason: null,
        createdAt: at,
        createdBy: p.loginName,
        examinedAt: null,
        examinedBy: null,
        rejectedAt: null,
        rejectedBy: null,
        runId: null,
        applyingAt: null,
        withdrawnAt: null,
        withdrawnBy: null,
      };
      const outcome = await d.ledger.transfer(
        withdrawalReservation(channelCustId, w.withdrawalId, w.amount, { actor: p.loginName, at }),
        d.withdrawals.createSteps(w),
      );
      if (outcome.code === 'precondition') throw new AppError('WITHDRAWAL_IN_PROCESS');
      if (outcome.code === 'insufficientFunds') throw new AppError('WITHDRAWAL_INSUFFICIENT', {}, 'amount');
      if (outcome.code !== 'ok') throw fundsError(outcome, 'amount');
      await record(p, 'withdrawalApply', client, w);
      return view(w, lang);
    },

    /**
     * Finance examines a submitted request (its invoice is in: it waits for the run on the 10th) or
     * rejects a request not yet being paid, with a reason: the record, the release of its reservation
     * and the end of the enterprise's open-request claim are ONE transaction. The same decision made
     * again (a retry) answers the request as it is, with no second effect.
     */
    async audit(p: Principal, body: AuditInput, client: Source, lang: Lang) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const reason = body.reason?.trim() ?? '';
      if (body.decision === 'reject' && !reason) throw new AppError('WITHDRAWAL_REASON_REQUIRED', {}, 'reason');
      const w = await readable(p, body.withdrawalId);
      const done: WithdrawalState = body.decision === 'examine' ? 'examined' : 'rejected';
      if (w.state === done) return view(w, lang);
      if (!canDecide(body.decision, w.state)) throw stateError(w, body.decision, lang);
      const at = d.clock().toISOString();
      const again = async () => {
        const now = (await d.withdrawals.get(w.channelCustId, w.withdrawalId))!;
        if (now.state === done) return view(now, lang);
        throw stateError(now, body.decision, lang);
      };
      if (body.decision === 'examine') {
        const set = { state: 'examined' as const, invoiceReceived: true, examinedAt: at, examinedBy: p.loginName };
        if (!(await d.withdrawals.change(w, decidableFrom('examine'), set))) return again();
        await record(p, 'withdrawalExamine', client, w);
        return view({ ...w, ...set }, lang);
      }
      const set = { state: 'rejected' as const, reason, rejectedAt: at, rejectedBy: p.loginName };
      const outcome = await d.ledger.resolve(
        withdrawalResolution(w.withdrawalId, 'void', { actor: p.loginName, at }),
        d.withdrawals.changeSteps(w, decidableFrom('reject'), set, true),
      );
      if (outcome.code === 'precondition' || outcome.code === 'pendingResolved' || (outcome.code === 'ok' && outcome.replayed))
        return again();
      if (outcome.code !== 'ok') throw fundsError(outcome);
      await record(p, 'withdrawalReject', client, w, `: ${reason}`);
      return view({ ...w, ...set }, lang);
    },

    /**
     * The run on the 10th (spec §9): every examined request → applying → withdrawn, its reservation
     * posted with the last step. Safe to start again: a request already paid is not paid twice (the
     * post's id is the request's, the record's state is the condition), one left applying is finished.
     */
    async run(who: Who, client: Source): Promise<RunResult> {
      const runId = runIdOf(d.clock());
      const out: RunResult = { runId, paid: 0, amount: 0, withdrawalIds: [] };
      for (const w of await d.withdrawals.due()) {
        if (!(await pay(w, runId, who, client))) continue;
        out.paid += 1;
        out.amount += w.amount;
        out.withdrawalIds.push(w.withdrawalId);
      }
      return out;
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
