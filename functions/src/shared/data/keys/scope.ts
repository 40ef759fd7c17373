/**
 * Scope keys: the prefix of every tenant-owned key (`CUST#<channelCustId>`, `CUST#<c>#SUB#<s>`,
 * `PLATFORM`), so a query cannot cross tenants by construction.
 */
import type { Scope } from '../../auth/principal.ts';
import { idAfter } from './parts.ts';

/** An enterprise's scope key. */
export const enterpriseScope = (channelCustId: string): string => `CUST#${channelCustId}`;
/** A secondary customer's scope key, inside its enterprise's. */
export const secondaryScope = (channelCustId: string, custId: string): string => `CUST#${channelCustId}#SUB#${custId}`;

/** Scope keys: what a scope's roll-ups and lists hang under (`<scope>#STAT`, `<scope>#BATCHES`, `<scope>#SMS`, …). */
export const scopeKeys = {
  platform: 'PLATFORM',
  enterprise: enterpriseScope,
  secondary: secondaryScope,
  /** The narrowest customer scope of an owner: its secondary customer's when it has one, else its enterprise's. */
  customer: (channelCustId: string, custId?: string | null): string =>
    custId ? secondaryScope(channelCustId, custId) : enterpriseScope(channelCustId),
  /** A data pool's usage scope (its roll-ups only: usage ingestion adds a card's bytes to the pool it is in). */
  pool: (channelCustId: string, poolId: string): string => `${enterpriseScope(channelCustId)}#POOL#${poolId}`,
  /** The customer scopes an owner is listed or counted under: its enterprise and, when it has one, its secondary customer. */
  customers: (channelCustId: string, custId?: string | null): string[] => [
    enterpriseScope(channelCustId),
    ...(custId ? [secondaryScope(channelCustId, custId)] : []),
  ],
};

/** The key prefix of a scope's roll-ups: the platform, an enterprise or a secondary customer. */
export function scopeKey(scope: Scope): string {
  if (scope.kind === 'platform') return scopeKeys.platform;
  if (scope.kind === 'enterprise') return enterpriseScope(scope.channelCustId);
  return secondaryScope(scope.channelCustId, scope.custId);
}

/** The tenant prefix an audit entry of this account goes under. */
export const tenantKey = (channelCustId: string | null): string =>
  channelCustId ? enterpriseScope(channelCustId) : scopeKeys.platform;

/** The enterprise whose own partition this is (`CUST#<channelCustId>`, not one of its sub-partitions), or undefined. */
export function enterpriseOfPartition(pk: string): string | undefined {
  const id = idAfter(enterpriseScope(''), pk);
  return id && !id.includes('#') ? id : undefined;
}
