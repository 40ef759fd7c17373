/** What the basic and retail plan services share: who may act, id and filter helpers, plan visibility. */
import { randomUUID } from 'node:crypto';
import type { CustomerNames } from '../customer/customer-names.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { apnEntity, commservEntity } from '../shared/data/entities/catalogue.entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { BasicPlan } from './plan-model.ts';
import type { Violation } from './plan-rules.ts';
import type { Filter, PlanRepository } from './plan.repository.ts';

export interface PlanDeps {
  plans: PlanRepository;
  clock: () => Date;
  /** Names of the secondary customers a retail plan is offered to. */
  customers: Pick<CustomerNames, 'secondary'>;
}

export const raise = (v: Violation | null) => {
  if (v) throw new AppError(v.key, v.params, v.field);
};
export const newId = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

export interface PageIn {
  cursor?: string;
  pageSize?: number;
}

/** Builds a FilterExpression from `attribute op value` parts; undefined values are skipped. */
export function filterOf(parts: [string, 'eq' | 'contains' | 'has', unknown][], extra?: Filter): Filter | undefined {
  const names: Record<string, string> = { ...extra?.names };
  const values: Record<string, unknown> = { ...extra?.values };
  const clauses = extra ? [`(${extra.expression})`] : [];
  parts.forEach(([attr, op, value], i) => {
    if (value === undefined || value === '') return;
    names[`#a${i}`] = attr;
    values[`:a${i}`] = value;
    clauses.push(op === 'eq' ? `#a${i} = :a${i}` : `contains(#a${i}, :a${i})`);
  });
  return clauses.length ? { expression: clauses.join(' AND '), names, values } : undefined;
}

/** An enterprise sees published plans offered to all enterprises or naming it (seeded plans: to all). */
export const visibleTo = (channelCustId: string): Filter => ({
  expression: '#st = :pub AND (attribute_not_exists(#ps) OR #ps = :all OR contains(#pt, :me))',
  names: { '#st': 'status', '#ps': 'publishScope', '#pt': 'publishTo' },
  values: { ':pub': 'published', ':all': 'all', ':me': channelCustId },
});
export const isVisible = (plan: BasicPlan, channelCustId: string) =>
  plan.status === 'published' &&
  (!plan.publishScope || plan.publishScope === 'all' || (plan.publishTo ?? []).includes(channelCustId));

/** Role checks, the clock, and plan names for detail screens. */
export function createPlanAccess(deps: PlanDeps) {
  const { plans } = deps;
  const now = () => deps.clock().toISOString();
  const requirePlatform = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };
  /** Enterprise roles make retail plans; platform roles read them; secondary customers only see offers. */
  const requireEnterprise = (p: Principal) => {
    if (isPlatformRole(p) || p.roleType === 5000 || !p.channelCustId) throw new AppError('FORBIDDEN');
    return p.channelCustId;
  };

  /** Names of the APNs and services a plan uses, for the detail screens. */
  async function withNames(plan: BasicPlan) {
    const items = await plans.existing([
      ...(plan.apns ?? []).map((apnId) => apnEntity.key({ apnId })),
      ...(plan.commservIds ?? []).map((commservId) => commservEntity.key({ commservId })),
    ]);
    const apnNames = Object.fromEntries(items.filter((i) => i.apnId).map((i) => [String(i.apnId), String(i.name ?? i.apnId)]));
    const commservs = items
      .filter((i) => i.commservId)
      .map((i) => ({ commservId: String(i.commservId), name: String(i.name ?? i.commservId), type: i.type ?? null }));
    return { ...plan, apnNames, commservs };
  }

  return { plans, now, requirePlatform, requireEnterprise, withNames };
}
