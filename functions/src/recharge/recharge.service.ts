/**
 * Recharges as the API serves them (issue #14 item 2): the list (the platform every enterprise's,
 * an enterprise its own), a recharge's detail, filing one (an enterprise, or the platform for it;
 * the corporate transfer through its own route), its voucher image (upload link, checked by content
 * when the recharge is filed; download), the audit by finance (approve: the pre-deposits credited
 * once, in the same transaction as the state change; reject with a reason) and refunds. Every
 * operation a person does is written to the operation log (audit/).
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { fundsError, openFunds } from '../funds/funds-ledger.ts';
import { rechargeTransfer, refundTransfer } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { type Principal, isPlatformRole, scopeOf } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  CORPORATE,
  PENDING,
  type PayMethod,
  REJECTED,
  REVIEWED,
  type RechargeRecord,
  type RechargeState,
  VOUCHER_MAX_BYTES,
  type VoucherContentType,
  canRead,
  filedRange,
  needsVoucher,
  newRechargeId,
  nextRefund,
  ownerOfRecharge,
  payMethodWord,
  rechargeStateWord,
  rechargeView,
  refundRefusal,
  refundable,
  voucherContentTypes,
  voucherRefusal,
  yuanOf,
} from './recharge-model.ts';
import { type RechargeRepository, voucherPrefix } from './recharge.repository.ts';

export interface RechargeServiceDeps {
  recharges: RechargeRepository;
  ledger: LedgerRepository;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

export interface RechargeListInput {
  channelCustId?: string;
  state?: RechargeState;
  payMethod?: PayMethod;
  filedFrom?: string;
  filedTo?: string;
  cursor?: string;
  pageSize?: number;
}

export interface RechargeAddInput {
  channelCustId?: string;
  amount: number;
  payMethod: PayMethod;
  /** ISO instant of the payment or remittance. */
  paidAt: string;
  remark?: string;
  voucherKey?: string;
}

/** A payment time may run a few minutes ahead of the server's clock (the filer's clock). */
const CLOCK_SKEW_MS = 5 * 60_000;
const extOf: Record<VoucherContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/** Secondary customers see no recharges (spec §2: the business area is the enterprise's and the platform's). */
function refuseSecondary(p: Principal): void {
  if (scopeOf(p).kind === 'secondary') throw new AppError('FORBIDDEN');
}

export function createRechargeService(d: RechargeServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);

  async function named(items: RechargeRecord[], lang: Lang) {
    const names = await d.recharges.enterpriseNames(
      items.map((r) => r.channelCustId),
      lang,
    );
    return items.map((r) => ({ ...rechargeView(r), enterpriseName: names.get(r.channelCustId) ?? null }));
  }

  /** The recharge the caller may read, or 404 (another enterprise's recharge is not revealed). */
  async function readable(p: Principal, rechargeId: string): Promise<RechargeRecord> {
    refuseSecondary(p);
    const owner = ownerOfRecharge(rechargeId);
    const r = owner ? await d.recharges.get(owner, rechargeId) : undefined;
    if (!r || !canRead(scopeOf(p), r)) throw new AppError('NOT_FOUND', {}, 'rechargeId');
    return r;
  }

  /** A recharge only the platform (finance) may change. */
  async function forFinance(p: Principal, rechargeId: string): Promise<RechargeRecord> {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
    return readable(p, rechargeId);
  }

  const reread = async (r: RechargeRecord) => (await d.recharges.get(r.channelCustId, r.rechargeId))!;
  const detailOf = async (r: RechargeRecord, lang: Lang) => (await named([r], lang))[0]!;

  /** The enterprise a filing or an upload is for: the caller's own, or the one the platform names (which must exist). */
  async function tenantFor(p: Principal, channelCustId: string | undefined): Promise<string> {
    refuseSecondary(p);
    const tenant = requestedTenant(p, { channelCustId });
    if (isPlatformRole(p) && !(await d.recharges.enterpriseExists(tenant.channelCustId)))
      throw new AppError('NOT_FOUND', {}, 'channelCustId');
    return tenant.channelCustId;
  }

  /** Checks an uploaded voucher by its content and size (spec §5); a refused file is deleted. */
  async function checkVoucher(channelCustId: string, key: string): Promise<void> {
    if (!key.startsWith(voucherPrefix(channelCustId)) || key.includes('..'))
      throw new AppError('RECHARGE_VOUCHER_MISSING', {}, 'voucherKey');
    const file = await d.recharges.inspectVoucher(key);
    if (!file || file.size === 0) throw new AppError('RECHARGE_VOUCHER_MISSING', {}, 'voucherKey');
    const refusal = voucherRefusal(file.size, file.head);
    if (!refusal) return;
    await d.recharges.removeVoucher(key);
    throw new AppError(refusal === 'size' ? 'RECHARGE_VOUCHER_SIZE' : 'RECHARGE_VOUCHER_FORMAT', {}, 'voucherKey');
  }

  async function file(p: Principal, body: RechargeAddInput, client: Client, lang: Lang) {
    const channelCustId = await tenantFor(p, body.channelCustId);
    const now = d.clock();
    if (Number.isNaN(Date.parse(body.paidAt))) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'paidAt');
    if (Date.parse(body.paidAt) > now.getTime() + CLOCK_SKEW_MS) throw new AppError('RECHARGE_PAID_LATER', {}, 'paidAt');
    if (needsVoucher(body.payMethod) && !body.voucherKey) throw new AppError('RECHARGE_VOUCHER_REQUIRED', {}, 'voucherKey');
    if (body.voucherKey) await checkVoucher(channelCustId, body.voucherKey);
    const record: RechargeRecord = {
      rechargeId: newRechargeId(channelCustId, now, newId()),
      channelCustId,
      amount: body.amount,
      currency: 'CNY',
      payMethod: body.payMethod,
      paidAt: new Date(body.paidAt).toISOString(),
      remark: body.remark?.trim() || null,
      voucherKey: body.voucherKey ?? null,
      state: PENDING,
      rejectReason: null,
      createdAt: now.toISOString(),
      createdBy: p.loginName,
      auditedAt: null,
      auditedBy: null,
      refundedAmount: 0,
      refunds: [],
    };
    await d.recharges.create(record);
    await audit(
      p,
      'rechargeAdd',
      client,
      `${record.rechargeId} ¥${yuanOf(record.amount)} ${payMethodWord(record.payMethod, 'en-US')}`,
    );
    return detailOf(record, lang);
  }

  return {
    async list(p: Principal, body: RechargeListInput, lang: Lang) {
      refuseSecondary(p);
      const scope =
        isPlatformRole(p) && !body.channelCustId
          ? scopeKeys.platform
          : scopeKeys.enterprise(requestedTenant(p, { channelCustId: body.channelCustId }).channelCustId);
      const conditions: string[] = [];
      const values: Record<string, unknown> = {};
      if (body.state !== undefined) {
        conditions.push('#state = :state');
        values[':state'] = body.state;
      }
      if (body.payMethod !== undefined) {
        conditions.push('payMethod = :method');
        values[':method'] = body.payMethod;
      }
      const page = await d.recharges.list({
        scope,
        range: filedRange(body.filedFrom, body.filedTo),
        filter: conditions.length
          ? {
              expression: conditions.join(' AND '),
              values,
              ...(body.state !== undefined ? { names: { '#state': 'state' } } : {}),
            }
          : undefined,
        cursor: body.cursor,
        pageSize: body.pageSize ?? 20,
      });
      return { items: await named(page.items, lang), cursor: page.cursor };
    },

    detail: async (p: Principal, body: { rechargeId: string }, lang: Lang) => detailOf(await readable(p, body.rechargeId), lang),

    /** A short-lived PUT link for a voucher image of the enterprise (type and size checked first; content when filed). */
    async voucherUploadUrl(p: Principal, body: { channelCustId?: string; contentType: string; size: number }) {
      const channelCustId = await tenantFor(p, body.channelCustId);
      if (!(voucherContentTypes as readonly string[]).includes(body.contentType))
        throw new AppError('RECHARGE_VOUCHER_FORMAT', {}, 'contentType');
      if (body.size >= VOUCHER_MAX_BYTES) throw new AppError('RECHARGE_VOUCHER_SIZE', {}, 'size');
      const type = body.contentType as VoucherContentType;
      const voucherKey = `${voucherPrefix(channelCustId)}${newId()}.${extOf[type]}`;
      return { uploadUrl: await d.recharges.voucherUploadUrl(voucherKey, body.size, type), voucherKey };
    },

    /** A short-lived link to a recharge's voucher image (rechargeDownload). */
    async voucherUrl(p: Principal, body: { rechargeId: string }) {
      const r = await readable(p, body.rechargeId);
      if (!r.voucherKey) throw new AppError('RECHARGE_NO_VOUCHER', {}, 'rechargeId');
      return { url: await d.recharges.voucherUrl(r.voucherKey) };
    },

    /** Files a recharge paid by Alipay, WeChat, offline remittance or online (a corporate transfer: `addPublic`). */
    add(p: Principal, body: RechargeAddInput, client: Client, lang: Lang) {
      if (body.payMethod === CORPORATE) throw new AppError('RECHARGE_METHOD_PUBLIC', {}, 'payMethod');
      return file(p, body, client, lang);
    },

    /** Files a corporate (public) transfer: its voucher is required (rechargePublic). */
    addPublic(p: Principal, body: Omit<RechargeAddInput, 'payMethod'>, client: Client, lang: Lang) {
      return file(p, { ...body, payMethod: CORPORATE }, client, lang);
    },

    /**
     * Finance reviews a pending recharge. Approve: the transfer crediting pre-deposits (its id is the
     * recharge's) and both copies' change, conditioned on the recharge still pending, are ONE
     * transaction; an approval retried or racing another finds the transfer made (or the recharge no
     * longer pending) and answers the recharge as it is, credited once. Reject: a reason, no money.
     */
    async audit(
      p: Principal,
      body: { rechargeId: string; action: 'approve' | 'reject'; reason?: string },
      client: Client,
      lang: Lang,
    ) {
      const r = await forFinance(p, body.rechargeId);
      const at = d.clock().toISOString();
      const notPending = (state: RechargeState) =>
        new AppError('RECHARGE_NOT_PENDING', { state: rechargeStateWord(state, lang) }, 'rechargeId');
      const stillPending = { expression: '#state = :pending', names: { '#state': 'state' }, values: { ':pending': PENDING } };
      if (body.action === 'reject') {
        const reason = body.reason?.trim();
        if (!reason) throw new AppError('RECHARGE_REASON_REQUIRED', {}, 'reason');
        if (r.state !== PENDING) throw notPending(r.state);
        const set = { state: REJECTED, rejectReason: reason, auditedAt: at, auditedBy: p.loginName };
        if (!(await d.recharges.change(d.recharges.changeSteps(r, set, stillPending)))) throw notPending((await reread(r)).state);
        await audit(p, 'rechargeAudit', client, `${r.rechargeId} rejected: ${reason}`);
        return detailOf(await reread(r), lang);
      }
      if (r.state === REVIEWED) return detailOf(r, lang);
      if (r.state !== PENDING) throw notPending(r.state);
      await openFunds(d.ledger, r.channelCustId, at);
      const set = { state: REVIEWED, auditedAt: at, auditedBy: p.loginName };
      const outcome = await d.ledger.transfer(
        rechargeTransfer(r.channelCustId, r.rechargeId, r.amount, { actor: p.loginName, at }),
        d.recharges.changeSteps(r, set, stillPending),
      );
      if (outcome.code === 'ok') {
        if (!outcome.replayed) await audit(p, 'rechargeAudit', client, `${r.rechargeId} reviewed: ¥${yuanOf(r.amount)} credited`);
        return detailOf(await reread(r), lang);
      }
      if (outcome.code === 'precondition' || outcome.code === 'idConflict') {
        // Another approval (or a rejection) came first: answer what it left.
        const now = await reread(r);
        if (now.state === REVIEWED) return detailOf(now, lang);
        throw notPending(now.state);
      }
      throw fundsError(outcome);
    },

    /**
     * Finance refunds (part of) a reviewed recharge from the enterprise's pre-deposits: never more
     * than recharged less refunded, never below the pre-deposits there are. The n-th refund's transfer
     * id is `<rechargeId>#n` and the recharge's change is conditioned on the refunds it was decided on,
     * in one transaction: a refund retried is one refund, two at once are one each or refused.
     */
    async refund(p: Principal, body: { rechargeId: string; amount: number; reason: string }, client: Client, lang: Lang) {
      const r = await forFinance(p, body.rechargeId);
      const reason = body.reason.trim();
      if (!reason) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'reason');
      const refusal = refundRefusal(r, body.amount);
      if (refusal === 'notReviewed')
        throw new AppError('RECHARGE_NOT_REVIEWED', { state: rechargeStateWord(r.state, lang) }, 'rechargeId');
      if (refusal === 'over') throw new AppError('RECHARGE_REFUND_OVER', { left: yuanOf(refundable(r)) }, 'amount');
      const at = d.clock().toISOString();
      const refund = nextRefund(r, body.amount, reason, p.loginName, at);
      const set = { refundedAmount: r.refundedAmount + body.amount, refunds: [...r.refunds, refund] };
      const unchanged = {
        expression: '#state = :reviewed AND refundedAmount = :refunded',
        names: { '#state': 'state' },
        values: { ':reviewed': REVIEWED, ':refunded': r.refundedAmount },
      };
      await openFunds(d.ledger, r.channelCustId, at);
      const outcome = await d.ledger.transfer(
        refundTransfer(r.channelCustId, r.rechargeId, refund.refundId, body.amount, { actor: p.loginName, at }),
        d.recharges.changeSteps(r, set, unchanged),
      );
      if (outcome.code === 'ok') {
        if (!outcome.replayed)
          await audit(p, 'rechargeRefund', client, `${r.rechargeId} refund ¥${yuanOf(body.amount)}: ${reason}`);
        return detailOf(await reread(r), lang);
      }
      if (outcome.code === 'precondition' || outcome.code === 'idConflict')
        throw new AppError('RECHARGE_CHANGED', {}, 'rechargeId');
      throw fundsError(outcome, 'amount');
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
