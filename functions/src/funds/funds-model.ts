/**
 * What the customer's money means in ledger terms (issue #14; docs/decisions.md "Funds"): which
 * accounts an enterprise has, how each business operation becomes transfers (recharge, refund,
 * withdrawal, bill owed, write-off, grant) and the figures a person sees (spec §3 funds: pre-deposit,
 * grants, credit, contract payments, amount to be written off, withdrawable, available). Pure: no
 * storage. Every transfer id is made from what it settles, so a retried operation is one transfer.
 *
 * - Recharge reviewed: settlement → preDeposit. Refund of a recharge: preDeposit → settlement.
 * - Grant: grantIssued → grant.
 * - A credit line is the credit limit of the `credit` account (its balance goes below zero as it is used).
 * - A published bill owes its total: toWriteOff → revenue (toWriteOff is `credits`-guarded, so nothing
 *   writes off more than is owed).
 * - A write-off pays what is owed from grants first, then pre-deposits (and, in the monthly cycle, the
 *   credit line): linked transfers grant/preDeposit/credit → toWriteOff, all or none.
 * - A withdrawal reserves pre-deposits (pending preDeposit → settlement), posted when paid out on the
 *   10th, voided when rejected. Grants and credit are never withdrawable.
 * - A payment received under a contract: settlement → contract (the contract payments figure).
 */
import type { AccountKind, LedgerAccount, ResolveRequest, SettlesLink, TransferRequest } from '../ledger/ledger-model.ts';
import { accountIdOf, debitHeadroom, postedBalance } from '../ledger/ledger-model.ts';

/** The accounts every enterprise has (opened once, on its first money operation). */
export const fundsAccountKinds = [
  'preDeposit',
  'grant',
  'credit',
  'contract',
  'toWriteOff',
  'settlement',
  'revenue',
  'grantIssued',
  'creditIssued',
] as const satisfies readonly AccountKind[];

/** An enterprise's account id of `kind`. */
export const fundsAccount = (channelCustId: string, kind: AccountKind): string => accountIdOf({ channelCustId }, kind);

/** The figures of spec §3 funds for one enterprise, in fen. */
export interface FundsSummary {
  channelCustId: string;
  /** Pre-deposits posted, less nothing (reservations are shown apart). */
  preDeposit: number;
  /** Pre-deposits reserved by withdrawals in process. */
  reserved: number;
  grant: number;
  /** The credit line and how much of it is used. */
  creditLine: number;
  creditUsed: number;
  contract: number;
  /** Published bills not yet written off. */
  toWriteOff: number;
  /** What a withdrawal may take: pre-deposits not reserved. */
  withdrawable: number;
  /** What may pay bills: pre-deposits not reserved, grants, and the unused credit line. */
  available: number;
}

/** The summary from an enterprise's accounts (missing accounts count as zero). */
export function fundsSummary(channelCustId: string, accounts: readonly LedgerAccount[]): FundsSummary {
  const own = accounts.filter((a) => a.channelCustId === channelCustId && !a.custId);
  const of = (kind: AccountKind) => own.find((a) => a.kind === kind);
  const balance = (kind: AccountKind) => {
    const a = of(kind);
    return a ? postedBalance(a) : 0;
  };
  const pre = of('preDeposit');
  const credit = of('credit');
  const withdrawable = pre ? Math.max(0, debitHeadroom(pre)) : 0;
  const creditLine = credit?.creditLimit ?? 0;
  const creditUsed = credit ? Math.max(0, -postedBalance(credit)) : 0;
  const grant = balance('grant');
  return {
    channelCustId,
    preDeposit: balance('preDeposit'),
    reserved: pre?.debitsPending ?? 0,
    grant,
    creditLine,
    creditUsed,
    contract: balance('contract'),
    toWriteOff: balance('toWriteOff'),
    withdrawable,
    available: withdrawable + grant + Math.max(0, creditLine - creditUsed),
  };
}

interface Act {
  actor: string;
  at: string;
}

const request = (
  channelCustId: string,
  transferId: string,
  from: AccountKind,
  to: AccountKind,
  amount: number,
  reason: string,
  settles: SettlesLink,
  act: Act,
  pending = false,
): TransferRequest => ({
  transferId,
  debitAccountId: fundsAccount(channelCustId, from),
  creditAccountId: fundsAccount(channelCustId, to),
  amount,
  ...(pending ? { pending } : {}),
  reason,
  actor: act.actor,
  settles,
  at: act.at,
});

/** A reviewed recharge credits pre-deposits (id `recharge:<rechargeId>`: an audit retried is one credit). */
export const rechargeTransfer = (channelCustId: string, rechargeId: string, amount: number, act: Act) =>
  request(
    channelCustId,
    `recharge:${rechargeId}`,
    'settlement',
    'preDeposit',
    amount,
    'recharge',
    { kind: 'recharge', id: rechargeId },
    act,
  );

/** A refund of (part of) a reviewed recharge: back from pre-deposits, once per refund id. */
export const refundTransfer = (channelCustId: string, rechargeId: string, refundId: string, amount: number, act: Act) =>
  request(
    channelCustId,
    `refund:${refundId}`,
    'preDeposit',
    'settlement',
    amount,
    'refund',
    { kind: 'refund', id: rechargeId },
    act,
  );

/**
 * A payment received under a contract credits the enterprise's contract payments (id
 * `contractPayment:<paymentId>`: a payment recorded again with the same id is one transfer).
 */
export const contractPaymentTransfer = (
  channelCustId: string,
  contractNumber: string,
  paymentId: string,
  amount: number,
  act: Act,
) =>
  request(
    channelCustId,
    `contractPayment:${paymentId}`,
    'settlement',
    'contract',
    amount,
    'contract payment',
    { kind: 'contract', id: contractNumber },
    act,
  );

/** A grant given by the platform. */
export const grantTransfer = (channelCustId: string, grantId: string, amount: number, act: Act) =>
  request(channelCustId, `grant:${grantId}`, 'grantIssued', 'grant', amount, 'grant', { kind: 'grant', id: grantId }, act);

/** A published bill owes its total (id `bill:<billId>`: publishing retried owes once). */
export const billOwedTransfer = (channelCustId: string, billId: string, amount: number, act: Act) =>
  request(channelCustId, `bill:${billId}`, 'toWriteOff', 'revenue', amount, 'bill published', { kind: 'bill', id: billId }, act);

/** A withdrawal's reservation of pre-deposits (posted on payment, voided on rejection). */
export const withdrawalReservation = (channelCustId: string, withdrawalId: string, amount: number, act: Act) =>
  request(
    channelCustId,
    `withdrawal:${withdrawalId}`,
    'preDeposit',
    'settlement',
    amount,
    'withdrawal',
    { kind: 'withdrawal', id: withdrawalId },
    act,
    true,
  );

/**
 * The end of a withdrawal's reservation: `post` pays it out (the run on the 10th), `void` releases it
 * (a rejection). Ids `withdrawal:<id>:post|void`: a retried run or rejection resolves it once.
 */
export const withdrawalResolution = (withdrawalId: string, action: 'post' | 'void', act: Act): ResolveRequest => ({
  transferId: `withdrawal:${withdrawalId}:${action}`,
  pendingId: `withdrawal:${withdrawalId}`,
  action,
  reason: action === 'post' ? 'withdrawal paid' : 'withdrawal rejected',
  actor: act.actor,
  at: act.at,
});

/** Where a write-off's money comes from, in the order it is taken. */
export const writeOffSources = ['grant', 'preDeposit', 'credit'] as const;
export type WriteOffSource = (typeof writeOffSources)[number];

/**
 * The legs of a write-off of `amount` fen of bill `billId`: grants first, then pre-deposits, then (the
 * monthly cycle only, `useCredit`) the unused credit line; `operationId` makes the ids (one write-off
 * operation, retried, is the same legs). Undefined when the sources do not cover the amount.
 */
export function writeOffLegs(
  s: Pick<FundsSummary, 'channelCustId' | 'grant' | 'withdrawable' | 'creditLine' | 'creditUsed'>,
  billId: string,
  operationId: string,
  amount: number,
  act: Act,
  useCredit = false,
): TransferRequest[] | undefined {
  const room: Record<WriteOffSource, number> = {
    grant: Math.max(0, s.grant),
    preDeposit: s.withdrawable,
    credit: useCredit ? Math.max(0, s.creditLine - s.creditUsed) : 0,
  };
  const legs: TransferRequest[] = [];
  let rest = amount;
  for (const source of writeOffSources) {
    const take = Math.min(rest, room[source]);
    if (take <= 0) continue;
    legs.push(
      request(
        s.channelCustId,
        `writeoff:${operationId}:${source}`,
        source,
        'toWriteOff',
        take,
        'write-off',
        { kind: 'bill', id: billId },
        act,
      ),
    );
    rest -= take;
  }
  return rest === 0 && legs.length ? legs : undefined;
}

/** Why a write-off amount is refused (spec §5): 0, more than the bill still owes, more than pre-deposits plus grants. */
export function writeOffRefusal(
  amount: number,
  owedOnBill: number,
  s: Pick<FundsSummary, 'grant' | 'withdrawable'>,
): 'zero' | 'aboveOwed' | 'aboveFunds' | undefined {
  if (amount <= 0) return 'zero';
  if (amount > owedOnBill) return 'aboveOwed';
  if (amount > Math.max(0, s.grant) + s.withdrawable) return 'aboveFunds';
  return undefined;
}
