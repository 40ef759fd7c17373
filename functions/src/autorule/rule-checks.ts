/**
 * The checks a rule's terms pass before they are saved or dry-run (autorule.service.ts,
 * dry-run.service.ts): the caller's tenant, the terms (rule-model.ts `ruleProblem`), and that the
 * target and packs exist in the enterprise — for a secondary customer, that a customer target is
 * itself and that it names no pool (docs/decisions.md "Automation rules").
 */
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type RuleAction,
  type RuleTarget,
  type RuleTrigger,
  type TargetKind,
  type TriggerKind,
  cleanTrigger,
  ruleProblem,
  splitList,
} from './rule-model.ts';

export interface PlanLike {
  name: string;
  tariffType: number;
  status: string;
  publishScope?: string;
  publishTo?: string[];
}

/** Names of targets in an enterprise (null or absent: no such thing there). */
export interface RuleTargets {
  label(channelCustId: string, labelId: string): Promise<string | null>;
  pool(channelCustId: string, poolId: string): Promise<string | null>;
  /** Secondary customers' names by id, in the reader's language (one read for all). */
  customers(channelCustId: string, custIds: readonly string[], lang: Lang): Promise<Map<string, string>>;
  plan(goodsReleaseId: string): Promise<PlanLike | undefined>;
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

/** The terms of a rule as stored, cleaned of what its kinds do not use. */
export interface RuleDraft {
  name: string;
  trigger: RuleTrigger;
  target: RuleTarget;
  actions: RuleAction[];
  phones: string;
  emails: string;
}

const isVisiblePlan = (plan: PlanLike, channelCustId: string) =>
  plan.status === 'published' &&
  (!plan.publishScope || plan.publishScope === 'all' || (plan.publishTo ?? []).includes(channelCustId));

const cleanAction = (a: RuleAction): RuleAction => ({
  type: a.type,
  ...(a.type === 3 && a.url ? { url: a.url.trim() } : {}),
  ...((a.type === 6 || a.type === 7) && a.packId ? { packId: a.packId } : {}),
  ...((a.type === 9 || a.type === 11) && a.speedKbps !== undefined ? { speedKbps: a.speedKbps } : {}),
});

export const draftOf = (input: RuleInput): RuleDraft => ({
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
  actions: input.actions.map(cleanAction),
  phones: splitList(input.phones).join(';'),
  emails: splitList(input.emails).join(';'),
});

/** The enterprise a request acts on, and the secondary customer whose rules it is limited to. */
export const ruleTenantOf = (p: Principal, body: { channelCustId?: string; custId?: string }) => {
  const t = requestedTenant(p, body);
  return { channelCustId: t.channelCustId, owner: p.roleType === 5000 ? t.custId : null };
};

export function createRuleChecks(targets: RuleTargets) {
  /**
   * Checks a draft (terms, then that its target and packs exist in the enterprise and, for a
   * secondary customer, that a customer target is itself); answers the target's name.
   */
  return async function checked(channelCustId: string, owner: string | null, input: RuleInput, lang: Lang) {
    const draft = draftOf(input);
    const problem = ruleProblem(draft);
    if (problem) throw new AppError(problem.key, problem.params ?? {}, problem.field);
    const { kind, id } = draft.target;
    let targetName: string | null = null;
    const missing = () => new AppError('RULE_TARGET_NOT_FOUND', {}, 'targetId');
    if (kind === 'customer') {
      if (owner && id !== owner) throw missing();
      targetName = (await targets.customers(channelCustId, [id!], lang)).get(id!) ?? null;
    } else if (kind === 'label') targetName = await targets.label(channelCustId, id!);
    else if (kind === 'pool') {
      // Pools are enterprise-level: a secondary customer has none (docs/decisions.md "Cards: data pools").
      if (owner) throw new AppError('RULE_TARGET_KIND', {}, 'targetKind');
      targetName = await targets.pool(channelCustId, id!);
    } else if (kind === 'plan') {
      const plan = await targets.plan(id!);
      targetName = plan && isVisiblePlan(plan, channelCustId) ? plan.name : null;
    }
    if (kind !== 'enterprise' && targetName === null) throw missing();
    for (const a of draft.actions.filter((x) => x.type === 6 || x.type === 7)) {
      const pack = await targets.plan(a.packId!);
      const tariff = a.type === 6 ? 8 : 9;
      if (!pack || !isVisiblePlan(pack, channelCustId) || pack.tariffType !== tariff)
        throw new AppError('RULE_PACK', {}, 'packId');
    }
    return { draft, targetName };
  };
}

export type RuleCheck = ReturnType<typeof createRuleChecks>;
