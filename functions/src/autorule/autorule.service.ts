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
import { cycleOfDay } from '../bill/rating/cycle.ts';
import { decryptSecret, encryptSecret } from '../operator-config/secret-box.ts';
import type { Operator } from '../plan/plan-model.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { allOf, attributeContains, attributeIs } from '../shared/data/list-filter.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import type { AutoRule, AutoRuleRepository } from './autorule.repository.ts';
import type { DryRunReads } from './dry-run.repository.ts';
import { type DryCard, type DryFiring, dryRunCards, dryRunKinds, dryRunPools, firstUsageDay, windowOf } from './dry-run.ts';
import {
  type RuleAction,
  type RuleCategory,
  type RuleTarget,
  type RuleTrigger,
  type TargetKind,
  type TriggerKind,
  categoryOf,
  cleanTrigger,
  ruleProblem,
  splitList,
  targetMatches,
} from './rule-model.ts';

/** At most this many cards a dry run reads (the answer says when there were more). */
export const DRY_RUN_CARD_CAP = 1000;
const DRY_RUN_POOL_CAP = 50;
/** At most this many firings a dry run answers (the count says how many there were). */
const DRY_RUN_FIRINGS_MAX = 500;

export interface PlanLike {
  name: string;
  tariffType: number;
  status: string;
  publishScope?: string;
  publishTo?: string[];
}

export interface AutoRuleServiceDeps {
  rules: AutoRuleRepository;
  /** Names of targets in an enterprise (null: no such thing there). */
  targets: {
    label(channelCustId: string, labelId: string): Promise<string | null>;
    pool(channelCustId: string, poolId: string): Promise<string | null>;
    customer(channelCustId: string, custId: string, lang: Lang): Promise<string | null>;
    plan(goodsReleaseId: string): Promise<PlanLike | undefined>;
  };
  dryRun: DryRunReads;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
  newSecret?: () => string;
  /** The key API-message signing secrets are sealed with (the operator-credential key, operator-config/secret-key.ts). */
  secretKey: () => string | Promise<string>;
}

/** A rule as typed: the flat fields of the form. */
export interface RuleInput {
  name: string;
  triggerKind: TriggerKind;
  unit?: RuleTrigger['unit'];
  threshold?: number;
  clearThreshold?: number;
  days?: number;
  states?: number[];
  zoneStates?: RuleTrigger['zoneStates'];
  targetKind: TargetKind;
  targetId?: string;
  actions: RuleAction[];
  phones?: string;
  emails?: string;
  enabled?: boolean;
}

/** `R<yyyyMMddHHmmssSSS><6 hex>`: rules list oldest first, to the millisecond. */
export const ruleIdOf = (now: Date, id: string) =>
  `R${now.toISOString().replace(/\D/g, '').slice(0, 17)}${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;

type Scoped = { ruleId: string; channelCustId?: string; custId?: string };

const isVisiblePlan = (plan: PlanLike, channelCustId: string) =>
  plan.status === 'published' &&
  (!plan.publishScope || plan.publishScope === 'all' || (plan.publishTo ?? []).includes(channelCustId));

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

  /** The enterprise a request acts on, and the secondary customer whose rules it is limited to. */
  const tenantOf = (p: Principal, body: { channelCustId?: string; custId?: string }) => {
    const t = requestedTenant(p, body);
    return { channelCustId: t.channelCustId, owner: p.roleType === 5000 ? t.custId : null };
  };

  /** The rule a request names in the caller's scope; another enterprise's or customer's answers 404. */
  async function scoped(p: Principal, body: Scoped & { version?: number }): Promise<AutoRule> {
    const named =
      isPlatformRole(p) && !body.channelCustId
        ? { ...body, channelCustId: (await d.rules.ownerOf(body.ruleId)) ?? undefined }
        : body;
    if (!named.channelCustId && isPlatformRole(p)) throw new AppError('NOT_FOUND', {}, 'ruleId');
    const { channelCustId, owner } = tenantOf(p, named);
    const rule = await d.rules.get(channelCustId, body.ruleId);
    if (!rule || (owner && rule.custId !== owner)) throw new AppError('NOT_FOUND', {}, 'ruleId');
    if (body.version !== undefined && body.version !== rule.version) throw new AppError('RULE_CHANGED');
    return rule;
  }

  const draftOf = (input: RuleInput) => ({
    name: input.name.trim(),
    trigger: cleanTrigger({
      kind: input.triggerKind,
      unit: input.unit,
      threshold: input.threshold,
      clearThreshold: input.clearThreshold,
      days: input.days,
      states: input.states,
      zoneStates: input.zoneStates,
    }),
    target: (input.targetKind === 'enterprise'
      ? { kind: 'enterprise' }
      : { kind: input.targetKind, id: input.targetId }) as RuleTarget,
    actions: input.actions.map((a) => cleanAction(a)),
    phones: splitList(input.phones).join(';'),
    emails: splitList(input.emails).join(';'),
  });

  const cleanAction = (a: RuleAction): RuleAction => ({
    type: a.type,
    ...(a.type === 3 && a.url ? { url: a.url.trim() } : {}),
    ...((a.type === 6 || a.type === 7) && a.packId ? { packId: a.packId } : {}),
    ...((a.type === 9 || a.type === 11) && a.speedKbps !== undefined ? { speedKbps: a.speedKbps } : {}),
  });

  /**
   * Checks a draft (terms, then that its target and packs exist in the enterprise and, for a
   * secondary customer, that a customer target is itself); answers the target's name.
   */
  async function checked(channelCustId: string, owner: string | null, input: RuleInput, lang: Lang) {
    const draft = draftOf(input);
    const problem = ruleProblem(draft);
    if (problem) throw new AppError(problem.key, problem.params ?? {}, problem.field);
    const { kind, id } = draft.target;
    let targetName: string | null = null;
    const missing = () => new AppError('RULE_TARGET_NOT_FOUND', {}, 'targetId');
    if (kind === 'customer') {
      if (owner && id !== owner) throw missing();
      targetName = await d.targets.customer(channelCustId, id!, lang);
      if (targetName === null) throw missing();
    } else if (kind === 'label') targetName = await d.targets.label(channelCustId, id!);
    else if (kind === 'pool') {
      // Pools are enterprise-level: a secondary customer has none (docs/decisions.md "Cards: data pools").
      if (owner) throw new AppError('RULE_TARGET_KIND', {}, 'targetKind');
      targetName = await d.targets.pool(channelCustId, id!);
    } else if (kind === 'plan') {
      const plan = await d.targets.plan(id!);
      targetName = plan && isVisiblePlan(plan, channelCustId) ? plan.name : null;
    }
    if (kind !== 'enterprise' && targetName === null) throw missing();
    for (const a of draft.actions.filter((x) => x.type === 6 || x.type === 7)) {
      const pack = await d.targets.plan(a.packId!);
      const tariff = a.type === 6 ? 8 : 9;
      if (!pack || !isVisiblePlan(pack, channelCustId) || pack.tariffType !== tariff)
        throw new AppError('RULE_PACK', {}, 'packId');
    }
    return { draft, targetName };
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
  const changedBy = (p: Principal, before: AutoRule, set: Partial<AutoRule>): AutoRule => ({
    ...before,
    ...set,
    version: before.version + 1,
    updatedAt: d.clock().toISOString(),
    updatedBy: p.loginName,
  });

  const describe = (r: AutoRule) => `autorule ${r.channelCustId} ${r.ruleId} ${r.trigger.kind}`;

  /** Rules as answered, a secondary customer's own with that customer's name (the enterprise's list shows whose they are). */
  async function withOwnerNames(rules: AutoRule[], lang: Lang) {
    const owners = [...new Set(rules.flatMap((r) => (r.custId ? [`${r.channelCustId}/${r.custId}`] : [])))];
    const names = new Map(
      await Promise.all(
        owners.map(async (key) => {
          const [channelCustId, custId] = key.split('/') as [string, string];
          return [key, await d.targets.customer(channelCustId, custId, lang)] as const;
        }),
      ),
    );
    return rules.map((r) => ({
      ...ruleView(r),
      ownerName: r.custId ? (names.get(`${r.channelCustId}/${r.custId}`) ?? null) : null,
    }));
  }

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
      const { channelCustId, owner } = tenantOf(p, body);
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
      const { channelCustId, owner } = tenantOf(p, body);
      const { draft, targetName } = await checked(channelCustId, owner, body, client.lang);
      const now = d.clock();
      const at = now.toISOString();
      const { actions, secret } = await withSecrets(draft.actions, null);
      const rule: AutoRule = {
        ruleId: ruleIdOf(now, newId()),
        channelCustId,
        custId: owner,
        name: draft.name,
        category: categoryOf[draft.trigger.kind],
        trigger: draft.trigger,
        target: draft.target,
        ...(targetName ? { targetName } : {}),
        actions,
        phones: draft.phones,
        emails: draft.emails,
        enabled: body.enabled ?? true,
        version: 1,
        createdAt: at,
        createdBy: p.loginName,
        updatedAt: at,
        updatedBy: p.loginName,
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
        name: draft.name,
        category: categoryOf[draft.trigger.kind],
        trigger: draft.trigger,
        target: draft.target,
        ...(targetName ? { targetName } : {}),
        actions,
        phones: draft.phones,
        emails: draft.emails,
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

    /**
     * The dry run of a draft (not saved): the same checks as saving it, then the last 30 days of
     * recorded usage and state changes of its target's cards (at most 1,000 of them) replayed through
     * the evaluator. Answers when it would have fired, the cards read and whether there were more.
     */
    async dryRun(p: Principal, body: RuleInput & { channelCustId?: string; custId?: string }, lang: Lang) {
      const { channelCustId, owner } = tenantOf(p, body);
      const { draft } = await checked(channelCustId, owner, body, lang);
      const trigger = draft.trigger;
      if (!dryRunKinds.includes(trigger.kind)) throw new AppError('RULE_DRY_RUN_UNSUPPORTED', {}, 'triggerKind');
      const window = windowOf(shanghaiDay(d.clock()));
      const subject = { target: draft.target, custId: owner };
      const read = await d.dryRun.cards(channelCustId, owner, draft.target, DRY_RUN_CARD_CAP);
      const cards = read.cards.filter((c) =>
        targetMatches(subject, {
          channelCustId,
          custId: c.custId,
          poolId: c.poolId ?? null,
          goodsReleaseId: c.goodsReleaseId,
          labels: [...(c.labels ?? [])],
        }),
      );
      const operators = [...new Set(cards.map((c) => c.operator as Operator))];
      const pools =
        trigger.kind === 'poolUsage'
          ? await d.dryRun.pools(channelCustId, draft.target.kind === 'pool' ? draft.target.id : undefined, DRY_RUN_POOL_CAP)
          : [];
      for (const pool of pools) if (!operators.includes(pool.operator)) operators.push(pool.operator);
      const from = firstUsageDay(operators.length ? operators : ['CMCC'], window[0]!);
      const months = monthsBetween(from, window.at(-1)!);
      const needsUsage = trigger.kind === 'cycleUsage' || trigger.kind === 'dailyUsage' || trigger.kind === 'poolUsage';
      const usage = needsUsage
        ? await d.dryRun.usage(
            channelCustId,
            cards.map((c) => c.iccid),
            months,
          )
        : new Map<string, Map<string, number>>();
      const dryCards: DryCard[] = cards.map((c) => ({
        iccid: c.iccid,
        msisdn: c.msisdn,
        operator: c.operator as Operator,
        quotaBytes: c.quotaBytes ?? 0,
        poolId: c.poolId ?? null,
        stateLog: c.stateLog,
        usage: usage.get(c.iccid) ?? new Map(),
      }));
      const firings: DryFiring[] =
        trigger.kind === 'poolUsage'
          ? dryRunPools(
              trigger,
              pools.map((pool) => ({
                poolId: pool.poolId,
                name: pool.name,
                operator: pool.operator,
                totalBytes: pool.totalBytes,
              })),
              dryCards,
              window,
            )
          : dryRunCards(trigger, dryCards, window);
      return {
        from: window[0]!,
        to: window.at(-1)!,
        cardsRead: cards.length,
        capped: read.capped,
        cap: DRY_RUN_CARD_CAP,
        subjects: new Set(firings.map((f) => f.subject)).size,
        total: firings.length,
        firings: firings.slice(0, DRY_RUN_FIRINGS_MAX),
        /** The cycle today's usage counts towards, per operator seen (what a % of quota refers to). */
        cycles: operators.map((op) => cycleOfDay(op, window.at(-1)!)),
      };
    },
  };
}

/** The months ('YYYY-MM') from the one holding `from` to the one holding `to`. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= end) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

export type AutoRuleService = ReturnType<typeof createAutoRuleService>;
