/**
 * Automation rules as the API serves them (issue #15, items 1 and 5): an enterprise's rules, listed,
 * read, added, edited at the version read, deleted and switched on and off, each change audited;
 * and the dry run of a draft over the last 30 days. Tenant-scoped: another enterprise's rule id
 * answers 404. A secondary customer (5000) sees and manages only the rules it owns, and those reach
 * only its own cards (docs/decisions.md "Automation rules").
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { decryptSecret, encryptSecret } from '../operator-config/secret-box.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { allOf, attributeContains, attributeIs } from '../shared/data/list-filter.ts';
import { firstVersion, nextVersion, timeOrderedId } from '../shared/data/versioned.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { AutoRule, AutoRuleRepository } from './autorule.repository.ts';
import { type RuleDraft, type RuleInput, type RuleTargets, createRuleChecks, ruleTenantOf } from './rule-checks.ts';
import { type RuleAction, type RuleCategory, categoryOf } from './rule-model.ts';

export interface AutoRuleServiceDeps {
  rules: AutoRuleRepository;
  targets: RuleTargets;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
  newSecret?: () => string;
  /** The key API-message signing secrets are sealed with (the operator-credential key, operator-config/secret-key.ts). */
  secretKey: () => string | Promise<string>;
}

/** `R<yyyyMMddHHmmssSSS><6 hex>`: rules list oldest first, to the millisecond. */
export const ruleIdOf = (now: Date, id: string) => timeOrderedId('R', now, id);

type Scoped = { ruleId: string; channelCustId?: string; custId?: string };

/** A rule as answered: never its signing secret (an API action says only whether it has one). */
export const ruleView = (r: AutoRule) => ({
  ruleId: r.ruleId,
  channelCustId: r.channelCustId,
  custId: r.custId,
  name: r.name,
  category: r.category as RuleCategory,
  trigger: r.trigger,
  target: r.target,
  targetName: r.targetName ?? null,
  actions: r.actions.map(({ signingSecret, ...a }) => (a.type === 3 ? { ...a, hasSecret: !!signingSecret } : a)),
  phones: r.phones,
  emails: r.emails,
  enabled: r.enabled,
  version: r.version,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});

/** An API action's signing secret in the clear, for the delivery that signs with it. */
export const openSigningSecret = (sealed: string, key: string): string => decryptSecret(sealed, key);

export function createAutoRuleService(d: AutoRuleServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const newSecret = d.newSecret ?? (() => randomBytes(24).toString('base64url'));
  const audit = auditWriter(d);

  const checked = createRuleChecks(d.targets);

  /** The rule a request names in the caller's scope; another enterprise's or customer's answers 404. */
  async function scoped(p: Principal, body: Scoped & { version?: number }): Promise<AutoRule> {
    const named =
      isPlatformRole(p) && !body.channelCustId
        ? { ...body, channelCustId: (await d.rules.ownerOf(body.ruleId)) ?? undefined }
        : body;
    if (!named.channelCustId && isPlatformRole(p)) throw new AppError('NOT_FOUND', {}, 'ruleId');
    const { channelCustId, owner } = ruleTenantOf(p, named);
    const rule = await d.rules.get(channelCustId, body.ruleId);
    if (!rule || (owner && rule.custId !== owner)) throw new AppError('NOT_FOUND', {}, 'ruleId');
    if (body.version !== undefined && body.version !== rule.version) throw new AppError('RULE_CHANGED');
    return rule;
  }

  /**
   * A new signing secret for an API action that has none yet, stored sealed (like operator
   * credentials: the delivery opens it to sign, nothing answers it again); answered this once.
   */
  async function withSecrets(actions: RuleAction[], before: AutoRule | null) {
    let secret: string | null = null;
    const out: AutoRule['actions'] = [];
    for (const a of actions) {
      if (a.type !== 3) {
        out.push(a);
        continue;
      }
      const kept = before?.actions.find((b) => b.type === 3)?.signingSecret;
      if (kept) out.push({ ...a, signingSecret: kept });
      else {
        secret = newSecret();
        out.push({ ...a, signingSecret: encryptSecret(secret, await d.secretKey()) });
      }
    }
    return { actions: out, secret };
  }

  /** The rule after a change by `p`: the next version, stamped now. */
  const changedBy = (p: Principal, before: AutoRule, set: Partial<AutoRule>) => nextVersion(before, set, p.loginName, d.clock());

  const describe = (r: AutoRule) => `autorule ${r.channelCustId} ${r.ruleId} ${r.trigger.kind}`;

  /** Rules as answered, a secondary customer's own with that customer's name (the enterprise's list shows whose they are). */
  async function withOwnerNames(rules: AutoRule[], lang: Lang) {
    const owners = new Map<string, Set<string>>();
    for (const r of rules) if (r.custId) owners.set(r.channelCustId, (owners.get(r.channelCustId) ?? new Set()).add(r.custId));
    const names = new Map(
      await Promise.all(
        [...owners].map(
          async ([channelCustId, ids]) => [channelCustId, await d.targets.customers(channelCustId, [...ids], lang)] as const,
        ),
      ),
    );
    return rules.map((r) => ({
      ...ruleView(r),
      ownerName: r.custId ? (names.get(r.channelCustId)?.get(r.custId) ?? null) : null,
    }));
  }

  /** The stored terms of a checked draft (its category derived from the trigger, the target's name when it has one). */
  const termsOf = (draft: RuleDraft, targetName: string | null) => ({
    name: draft.name,
    category: categoryOf[draft.trigger.kind],
    trigger: draft.trigger,
    target: draft.target,
    ...(targetName ? { targetName } : {}),
    phones: draft.phones,
    emails: draft.emails,
  });

  return {
    /** A page of the enterprise's rules (a secondary customer's own), filtered by name, category and on/off. */
    async list(
      p: Principal,
      body: {
        channelCustId?: string;
        custId?: string;
        name?: string;
        category?: RuleCategory;
        /** On or off. */
        state?: 'on' | 'off';
        cursor?: string;
        pageSize?: number;
      },
      lang: Lang,
    ) {
      const { channelCustId, owner } = ruleTenantOf(p, body);
      const search = body.name?.trim();
      const filter = allOf([
        owner && attributeIs('custId', owner),
        body.category && attributeIs('category', body.category),
        body.state && attributeIs('enabled', body.state === 'on'),
        search && attributeContains('name', search),
      ]);
      const page = await d.rules.page(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return { items: await withOwnerNames(page.items, lang), cursor: page.cursor };
    },

    async detail(p: Principal, body: Scoped, lang: Lang) {
      return (await withOwnerNames([await scoped(p, body)], lang))[0]!;
    },

    /** Adds a rule (on unless asked otherwise); an API action's signing secret is answered this once. */
    async add(p: Principal, body: RuleInput & { channelCustId?: string; custId?: string }, client: Client) {
      const { channelCustId, owner } = ruleTenantOf(p, body);
      const { draft, targetName } = await checked(channelCustId, owner, body, client.lang);
      const now = d.clock();
      const { actions, secret } = await withSecrets(draft.actions, null);
      const rule: AutoRule = {
        ruleId: ruleIdOf(now, newId()),
        channelCustId,
        custId: owner,
        ...termsOf(draft, targetName),
        actions,
        enabled: body.enabled ?? true,
        ...firstVersion(p.loginName, now),
      };
      await d.rules.write(rule, null);
      await audit(p, 'autoRuleChange', client, `${describe(rule)} add`);
      return { ...ruleView(rule), ...(secret ? { secret } : {}) };
    },

    /** Replaces a rule's terms at the version read; an API action keeps its secret (a new one only when added). */
    async edit(p: Principal, body: RuleInput & Scoped & { version: number }, client: Client) {
      const before = await scoped(p, body);
      const { draft, targetName } = await checked(before.channelCustId, before.custId, body, client.lang);
      const { actions, secret } = await withSecrets(draft.actions, before);
      const { targetName: _old, ...rest } = before;
      const after = changedBy(p, rest, {
        ...termsOf(draft, targetName),
        actions,
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      });
      await d.rules.write(after, before);
      await audit(p, 'autoRuleChange', client, `${describe(after)} edit`);
      return { ...ruleView(after), ...(secret ? { secret } : {}) };
    },

    async switch(p: Principal, body: Scoped & { version: number; enabled: boolean }, client: Client) {
      const before = await scoped(p, body);
      const after = changedBy(p, before, { enabled: body.enabled });
      await d.rules.write(after, before);
      await audit(p, 'autoRuleChange', client, `${describe(after)} ${body.enabled ? 'on' : 'off'}`);
      return ruleView(after);
    },

    async remove(p: Principal, body: Scoped & { version: number }, client: Client) {
      const rule = await scoped(p, body);
      await d.rules.remove(rule);
      await audit(p, 'autoRuleChange', client, `${describe(rule)} delete`);
      return { ruleId: rule.ruleId };
    },
  };
}

export type AutoRuleService = ReturnType<typeof createAutoRuleService>;
