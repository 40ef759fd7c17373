/**
 * The one blacklist check (docs/decisions.md "Blacklists and real-name records"): self-registration,
 * card assignment, real-name verification and (wired at merge) the enterprise authentication ask
 * `blocked` before they write anything. A match is recorded as a hit in the blacklist record (who or
 * what was refused, where, when) by the check itself, so no caller can forget it.
 */
import { randomUUID } from 'node:crypto';
import type { BlacklistKind, BlacklistPlace } from '../shared/data/entities/blacklist.entity.ts';
import type { BlacklistEntry, BlacklistRepository } from './blacklist.repository.ts';
import { identityHash, normaliseEnterpriseName, normaliseIdNumber } from './identity-seal.ts';

export interface BlacklistSubject {
  /** Organisation code / unified social credit code. */
  orgCode?: string;
  enterpriseName?: string;
  /** A person's identity number in the clear (never stored: only its keyed hash is compared). */
  personIdNumber?: string;
}

/** Where the check runs and who or what it would refuse (recorded with a hit; `by` defaults to `system`). */
export interface BlacklistContext {
  place?: BlacklistPlace;
  by?: string;
  subject?: string;
}

export interface BlacklistHit {
  kind: BlacklistKind;
  entryId: string;
}

export interface BlacklistCheckDeps {
  entries: Pick<BlacklistRepository, 'byNumber' | 'byName' | 'record'>;
  /** The base64 operator key (operator-config/secret-key.ts); read only when a person's number is checked. */
  secretKey: () => string | Promise<string>;
  clock: () => Date;
  newId?: () => string;
}

const present = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

export function createBlacklistCheck(d: BlacklistCheckDeps) {
  const newId = d.newId ?? (() => randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase());

  async function find(s: BlacklistSubject): Promise<BlacklistEntry | undefined> {
    if (present(s.personIdNumber)) {
      const [hit] = await d.entries.byNumber('person', identityHash(s.personIdNumber, await d.secretKey()));
      if (hit) return hit;
    }
    if (present(s.orgCode)) {
      const [hit] = await d.entries.byNumber('enterprise', normaliseIdNumber(s.orgCode));
      if (hit) return hit;
    }
    if (present(s.enterpriseName)) {
      const [hit] = await d.entries.byName(normaliseEnterpriseName(s.enterpriseName));
      if (hit) return hit;
    }
    return undefined;
  }

  return {
    /** The entry that blocks the subject (and its hit recorded), or null when none does. */
    async blocked(subject: BlacklistSubject, context: BlacklistContext = {}): Promise<BlacklistHit | null> {
      const entry = await find(subject);
      if (!entry) return null;
      await d.entries.record({
        recordId: newId(),
        at: d.clock().toISOString(),
        action: 'hit',
        kind: entry.kind,
        entryId: entry.entryId,
        name: entry.name,
        ...(entry.kind === 'person'
          ? entry.idMasked
            ? { number: entry.idMasked }
            : {}
          : entry.orgCode
            ? { number: entry.orgCode }
            : {}),
        reason: entry.reason,
        by: context.by?.trim() || 'system',
        ...(context.place ? { place: context.place } : {}),
        ...(context.subject ? { subject: context.subject.slice(0, 200) } : {}),
      });
      return { kind: entry.kind, entryId: entry.entryId };
    },
  };
}

export type BlacklistCheck = ReturnType<typeof createBlacklistCheck>;
