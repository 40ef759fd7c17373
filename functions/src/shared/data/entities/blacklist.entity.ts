/**
 * Blacklists (blacklist/, issue #16 item 7): enterprises and persons that may not register, apply
 * for real-name or be assigned cards, and the record of every change and every hit. A person's
 * identity number is stored only sealed, with its keyed hash (the lookup) and its masked form
 * (blacklist/identity-seal.ts); an enterprise's organisation code (public data) in its normalised form.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { altKeys, keys } from '../keys.ts';

export const blacklistKinds = ['enterprise', 'person'] as const;
export type BlacklistKind = (typeof blacklistKinds)[number];

/** Where a hit happened (a refused registration, card assignment, real-name verification or authentication). */
export const blacklistPlaces = ['registration', 'cardAssign', 'realName', 'authentication'] as const;
export type BlacklistPlace = (typeof blacklistPlaces)[number];
export const blacklistRecordActions = ['add', 'edit', 'remove', 'hit'] as const;
export type BlacklistRecordAction = (typeof blacklistRecordActions)[number];

export const blacklistEntryEntity = /* @__PURE__ */ entity({
  name: 'blacklist entry',
  attributes: {
    kind: attr<BlacklistKind>(),
    /** `B<12 hex>`. */
    entryId: attr<string>(),
    /** The enterprise's or the person's name, as entered. */
    name: attr<string>(),
    /** Enterprise: the name normalised (blacklist/identity-seal.ts `normaliseEnterpriseName`), the name lookup. */
    nameKey: optionalAttr<string>(),
    /** Enterprise: the organisation code / unified social credit code, normalised (optional). */
    orgCode: optionalAttr<string>(),
    /** Person: the identity number sealed (AES-256-GCM), its keyed hash, and its masked form (spec §9). */
    idSealed: optionalAttr<string>(),
    idHash: optionalAttr<string>(),
    idMasked: optionalAttr<string>(),
    reason: attr<string>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
    updatedAt: attr<string>(),
    updatedBy: attr<string>(),
  },
  key: ({ kind, entryId }: { kind: BlacklistKind; entryId: string }) => keys.blacklistEntry(kind, entryId),
  indexes: {
    byNumber: {
      index: 'byAlternateId',
      uses: ['kind', 'orgCode', 'idHash', 'entryId'],
      key: (e) => {
        const match = e.kind === 'enterprise' ? e.orgCode : e.idHash;
        return match ? altKeys.blacklistByNumber(e.kind, match, e.entryId) : undefined;
      },
    },
    byName: {
      index: 'bySubCustomerState',
      uses: ['kind', 'nameKey', 'entryId'],
      key: (e) => (e.kind === 'enterprise' && e.nameKey ? altKeys.blacklistByName(e.nameKey, e.entryId) : undefined),
    },
  },
});

/** The partitions the blacklist reads: a kind's entries, and the lookups by number (code or keyed hash) and by name. */
export const blacklistPartitions = {
  entries: (kind: BlacklistKind): string => keys.blacklistEntry(kind, '').pk,
  byNumber: (kind: BlacklistKind, match: string): string => altKeys.blacklistByNumber(kind, match, '').gsi2pk,
  byName: (nameKey: string): string => altKeys.blacklistByName(nameKey, '').gsi3pk,
};

export const blacklistRecordEntity = /* @__PURE__ */ entity({
  name: 'blacklist record',
  attributes: {
    recordId: attr<string>(),
    at: attr<string>(),
    action: attr<BlacklistRecordAction>(),
    kind: attr<BlacklistKind>(),
    entryId: attr<string>(),
    /** The entry's name (a hit: the entry that matched). */
    name: attr<string>(),
    /** What identified the subject, never in the clear: the organisation code, or the masked identity number. */
    number: optionalAttr<string>(),
    /** A change: the entry's reason after it; a hit: the entry's reason. */
    reason: optionalAttr<string>(),
    /** Who changed the list, or who was refused (a login name, a registering applicant's, or `system`). */
    by: attr<string>(),
    /** A hit: where it was refused, and what was refused (the applicant's company, the card, …). */
    place: optionalAttr<BlacklistPlace>(),
    subject: optionalAttr<string>(),
  },
  key: ({ at, recordId }: { at: string; recordId: string }) => keys.blacklistRecord(at, recordId),
});
