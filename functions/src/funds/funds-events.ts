/**
 * The `funds-moved` domain event (events/src/contracts.ts) of transfers that moved an enterprise's
 * available funds (its pre-deposits, grants or credit line: funds-model.ts `available`), with what
 * is available right after: what funds rules (category B) match. Pure, but for the accounts read.
 */
import { DOMAIN_EVENT_SOURCE, type FundsMoved, type FundsMovementKind } from '@cmp/events';
import { type LedgerAccount, type Transfer, parseAccountId } from '../ledger/ledger-model.ts';
import { type EventPublisher, publishSafely } from '../shared/aws/events.ts';
import { fundsSummary } from './funds-model.ts';

/** The enterprise accounts `available` is made of. */
const availableKinds: readonly string[] = ['preDeposit', 'grant', 'credit'];

/** The enterprise whose available funds the transfers move, or undefined when they move none. */
export function movedEnterprise(ts: readonly Pick<Transfer, 'debitAccountId' | 'creditAccountId'>[]): string | undefined {
  for (const t of ts)
    for (const id of [t.debitAccountId, t.creditAccountId]) {
      const a = parseAccountId(id);
      if (a && !a.custId && availableKinds.includes(a.kind)) return a.channelCustId;
    }
  return undefined;
}

/** What moved the money, from the transfer (its id and settles link are funds-model.ts's). */
export function movementKind(t: Pick<Transfer, 'transferId' | 'type' | 'reason' | 'settles'>): FundsMovementKind {
  if (t.transferId.startsWith('writeoff:') || t.reason === 'write-off') return 'writeOff';
  switch (t.settles.kind) {
    case 'withdrawal':
      return t.type === 'post' ? 'withdrawalPaid' : t.type === 'void' ? 'withdrawalReleased' : 'withdrawal';
    case 'bill':
      return 'billOwed';
    case 'creditOrder':
      return 'correction';
    default:
      return t.settles.kind;
  }
}

export function fundsMovedEvent(channelCustId: string, ts: readonly Transfer[], accounts: readonly LedgerAccount[]): FundsMoved {
  return {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Funds Moved',
    detail: {
      channelCustId,
      kind: movementKind(ts[0]!),
      transfers: ts.map((t) => ({
        transferId: t.transferId,
        debitAccountId: t.debitAccountId,
        creditAccountId: t.creditAccountId,
        amount: t.amount,
      })),
      availableAfter: fundsSummary(channelCustId, accounts).available,
      at: ts[0]!.at,
    },
  };
}

/**
 * The ledger's `committed` hook of the functions that publish (their access says `publishesEvents`):
 * `createLedgerRepository(db, table, fundsEvents())`. One Query of the enterprise's accounts for the
 * figure after, made only when a bus is configured and the transfers moved available funds.
 */
export const fundsEvents = (publisher?: EventPublisher) => ({
  committed: (ts: Transfer[], accounts: (channelCustId: string) => Promise<LedgerAccount[]>) =>
    publishSafely(async () => {
      const channelCustId = movedEnterprise(ts);
      return channelCustId ? [fundsMovedEvent(channelCustId, ts, await accounts(channelCustId))] : [];
    }, publisher),
});
