import { randomUUID } from 'node:crypto';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import type { BlacklistKind, BlacklistPlace, BlacklistRecordAction } from '../shared/data/entities/blacklist.entity.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { normaliseName } from '../shared/util/text.ts';
import type { BlacklistEntry, BlacklistRecord, BlacklistRepository } from './blacklist.repository.ts';
import { identityHash, isIdNumber, normaliseEnterpriseName, normaliseIdNumber, sealIdentity } from './identity-seal.ts';

/** An entry as answered: never the sealed number nor its hash; a person's number only masked. */
export interface BlacklistEntryView {
  kind: BlacklistKind;
  entryId: string;
  name: string;
  orgCode: string | null;
  idNumber: string | null;
  reason: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

export interface EntryInput {
  name: string;
  reason: string;
  /** Enterprise: organisation code / unified social credit code (optional). */
  orgCode?: string;
  /** Person: the identity number (required on add; on edit a missing or blank one keeps the stored number). */
  idNumber?: string;
}

const labels = {
  action: {
    add: { zh: '加入黑名单', en: 'Added' },
    edit: { zh: '修改', en: 'Edited' },
    remove: { zh: '移出黑名单', en: 'Removed' },
    hit: { zh: '拦截', en: 'Refused' },
  } satisfies Record<BlacklistRecordAction, { zh: string; en: string }>,
  kind: {
    enterprise: { zh: '企业', en: 'Enterprise' },
    person: { zh: '个人', en: 'Person' },
  } satisfies Record<BlacklistKind, { zh: string; en: string }>,
  place: {
    registration: { zh: '企业注册', en: 'Registration' },
    cardAssign: { zh: '卡片分配', en: 'Card assignment' },
    realName: { zh: '卡片实名认证', en: 'Card real-name verification' },
    authentication: { zh: '企业实名认证', en: 'Enterprise authentication' },
  } satisfies Record<BlacklistPlace, { zh: string; en: string }>,
};
const label = (l: { zh: string; en: string }, lang: Lang) => (lang === 'zh-CN' ? l.zh : l.en);

/** A record line in the reader's language. */
export function recordView(r: BlacklistRecord, lang: Lang) {
  return {
    ...r,
    number: r.number ?? null,
    reason: r.reason ?? null,
    place: r.place ?? null,
    subject: r.subject ?? null,
    actionLabel: label(labels.action[r.action], lang),
    kindLabel: label(labels.kind[r.kind], lang),
    placeLabel: r.place ? label(labels.place[r.place], lang) : '',
  };
}

export const entryView = (e: BlacklistEntry): BlacklistEntryView => ({
  kind: e.kind,
  entryId: e.entryId,
  name: e.name,
  orgCode: e.orgCode ?? null,
  idNumber: e.idMasked ?? null,
  reason: e.reason,
  createdAt: e.createdAt,
  createdBy: e.createdBy,
  updatedAt: e.updatedAt,
  updatedBy: e.updatedBy,
});

const nonBlank = (value: string, field: string): string => {
  const v = normaliseName(value);
  if (!v) throw new AppError('BLACKLIST_BLANK', {}, field);
  return v;
};

/**
 * The blacklists of spec §2 (`/blacklist/enterprise|personal|record/list`, docs/api.md "Blacklists"):
 * platform roles only (403 for every other role, before anything is read). Every change is recorded
 * in the blacklist record; hits are recorded by blacklist-check.ts.
 */
export function createBlacklistService(d: {
  entries: BlacklistRepository;
  clock: () => Date;
  secretKey: () => string | Promise<string>;
  newId?: () => string;
}) {
  const newId = d.newId ?? (() => randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase());
  const platformOnly = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };
  const what = (kind: BlacklistKind, lang: Lang) => label(labels.kind[kind], lang);

  async function record(p: Principal, action: BlacklistRecordAction, e: BlacklistEntry) {
    const number = e.kind === 'person' ? e.idMasked : e.orgCode;
    await d.entries.record({
      recordId: newId(),
      at: d.clock().toISOString(),
      action,
      kind: e.kind,
      entryId: e.entryId,
      name: e.name,
      ...(number ? { number } : {}),
      reason: e.reason,
      by: p.loginName,
    });
  }

  /** The checked fields of an entry (the person's number sealed), refusing a duplicate of another entry. */
  async function fields(kind: BlacklistKind, input: EntryInput, lang: Lang, current?: BlacklistEntry) {
    const name = nonBlank(input.name, 'name');
    const reason = nonBlank(input.reason, 'reason');
    const others = (list: BlacklistEntry[]) => list.filter((e) => e.entryId !== current?.entryId);
    const duplicate = () =>
      new AppError('BLACKLIST_DUPLICATE', { what: what(kind, lang) }, kind === 'person' ? 'idNumber' : 'name');
    if (kind === 'enterprise') {
      const orgCode = input.orgCode?.trim() ? normaliseIdNumber(input.orgCode) : undefined;
      if (orgCode !== undefined && !isIdNumber(orgCode)) throw new AppError('BLACKLIST_ID_NUMBER', {}, 'orgCode');
      const nameKey = normaliseEnterpriseName(name);
      if (others(await d.entries.byName(nameKey)).length) throw duplicate();
      if (orgCode && others(await d.entries.byNumber('enterprise', orgCode)).length)
        throw new AppError('BLACKLIST_DUPLICATE', { what: what(kind, lang) }, 'orgCode');
      return { name, reason, nameKey, orgCode };
    }
    if (!input.idNumber?.trim()) {
      if (current) return { name, reason };
      throw new AppError('VALIDATION', { reasonKey: 'required' }, 'idNumber');
    }
    const normalised = normaliseIdNumber(input.idNumber);
    if (!isIdNumber(normalised)) throw new AppError('BLACKLIST_ID_NUMBER', {}, 'idNumber');
    const key = await d.secretKey();
    if (others(await d.entries.byNumber('person', identityHash(normalised, key))).length) throw duplicate();
    return { name, reason, ...sealIdentity(normalised, key) };
  }

  async function load(kind: BlacklistKind, entryId: string) {
    const e = await d.entries.get(kind, entryId);
    if (!e) throw new AppError('BLACKLIST_NOT_FOUND', {}, 'entryId');
    return e;
  }

  return {
    /** Every entry of a kind, newest first, searched by name, organisation code or (exactly) identity number. */
    async list(p: Principal, kind: BlacklistKind, q: { keyword?: string; cursor?: string; pageSize?: number }) {
      platformOnly(p);
      let items = await d.entries.all(kind);
      const keyword = q.keyword?.trim();
      if (keyword) {
        const lower = keyword.toLowerCase();
        const number = normaliseIdNumber(keyword);
        const hash = kind === 'person' && isIdNumber(number) ? identityHash(number, await d.secretKey()) : undefined;
        items = items.filter(
          (e) =>
            e.name.toLowerCase().includes(lower) ||
            e.reason.toLowerCase().includes(lower) ||
            (e.orgCode !== undefined && number !== '' && e.orgCode.includes(number)) ||
            (hash !== undefined && e.idHash === hash),
        );
      }
      items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.entryId.localeCompare(a.entryId));
      const from = Math.max(0, Number.parseInt(q.cursor ?? '0', 10) || 0);
      const size = q.pageSize ?? DEFAULT_PAGE_SIZE;
      const page = items.slice(from, from + size);
      return { items: page.map(entryView), total: items.length, cursor: from + size < items.length ? String(from + size) : null };
    },

    async detail(p: Principal, kind: BlacklistKind, entryId: string) {
      platformOnly(p);
      return entryView(await load(kind, entryId));
    },

    async add(p: Principal, kind: BlacklistKind, input: EntryInput, lang: Lang) {
      platformOnly(p);
      const at = d.clock().toISOString();
      const entry: BlacklistEntry = {
        kind,
        entryId: `B${newId()}`,
        ...(await fields(kind, input, lang)),
        createdAt: at,
        createdBy: p.loginName,
        updatedAt: at,
        updatedBy: p.loginName,
      };
      await d.entries.create(entry);
      await record(p, 'add', entry);
      return entryView(entry);
    },

    async edit(p: Principal, kind: BlacklistKind, input: EntryInput & { entryId: string }, lang: Lang) {
      platformOnly(p);
      const current = await load(kind, input.entryId);
      const { orgCode: _old, ...kept } = current;
      const changed = await fields(kind, input, lang, current);
      // An enterprise's code is what the edit says (none: removed); a person's number is kept unless a new one is given.
      const next = {
        ...(kind === 'enterprise' ? kept : current),
        ...Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)),
      } as BlacklistEntry;
      const same =
        next.name === current.name &&
        next.reason === current.reason &&
        next.orgCode === current.orgCode &&
        next.idHash === current.idHash;
      // An unchanged entry is not written again nor recorded (a replayed edit changes nothing).
      if (same) return entryView(current);
      const entry = { ...next, updatedAt: d.clock().toISOString(), updatedBy: p.loginName };
      await d.entries.replace(entry);
      await record(p, 'edit', entry);
      return entryView(entry);
    },

    async remove(p: Principal, kind: BlacklistKind, entryId: string) {
      platformOnly(p);
      const entry = await load(kind, entryId);
      await d.entries.remove(kind, entryId);
      await record(p, 'remove', entry);
      return { entryId };
    },

    /** The record of changes and hits, newest first, in the reader's language. */
    async records(p: Principal, q: { action?: BlacklistRecordAction; cursor?: string; pageSize?: number }, lang: Lang) {
      platformOnly(p);
      const page = await d.entries.records({ cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE }, { action: q.action });
      return { items: page.items.map((r) => recordView(r, lang)), cursor: page.cursor };
    },
  };
}

export type BlacklistService = ReturnType<typeof createBlacklistService>;
