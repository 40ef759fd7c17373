/** What a rule's form offers to choose from: its target kind's names and the packs to order (rule-dialog.tsx). */
import type { PushType } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { useSecondaries } from '../../../components/card-list/use-cards';
import type { DialogContext } from '../../../components/form-page';
import { type ApiError, routeKey } from '../../../lib/api';
import type { RuleDraft } from './rule-model';

export interface Option {
  value: string;
  label: string;
}
export interface RuleData {
  targets: Option[];
  eventPacks: Option[];
  addOnPacks: Option[];
  loading: boolean;
  secondary: boolean;
  /** The tenant scope's fields every request carries (the platform's chosen enterprise). */
  scope: { channelCustId?: string };
}

export type Ctx = DialogContext<RuleData>;

interface PlanItem {
  goodsReleaseId: string;
  name: string;
}
const planOptions = (items: PlanItem[] | undefined): Option[] =>
  (items ?? []).map((p) => ({ value: p.goodsReleaseId, label: p.name }));

/** The names a form offers: the target kind's choices (names, never bare ids) and the packs to order. */
export function useRuleData(draft: RuleDraft, scope: { channelCustId?: string }, secondary: boolean): RuleData {
  const kind = draft.targetKind;
  const customers = useSecondaries(kind === 'customer', scope.channelCustId);
  const labels = useSWR<{ items: { labelId: string; name: string }[] }, ApiError>(
    kind === 'label' ? routeKey('card-label.list', { pageSize: 100, ...scope }) : null,
  );
  const pools = useSWR<{ items: { poolId: string; name: string }[] }, ApiError>(
    kind === 'pool' ? routeKey('card-pool.list', { pageSize: 100, ...scope }) : null,
  );
  const plans = useSWR<{ items: PlanItem[] }, ApiError>(
    kind === 'plan' && !secondary ? routeKey('plan.basicList', { pageSize: 100, status: 'published' }) : null,
  );
  const wantsPack = (type: PushType) => draft.actions.includes(type) && !secondary;
  const events = useSWR<{ items: PlanItem[] }, ApiError>(
    wantsPack(6) ? routeKey('plan.basicList', { pageSize: 100, status: 'published', tariffType: 8 }) : null,
  );
  const addOns = useSWR<{ items: PlanItem[] }, ApiError>(
    wantsPack(7) ? routeKey('plan.basicList', { pageSize: 100, status: 'published', tariffType: 9 }) : null,
  );
  const targets: Option[] =
    kind === 'customer'
      ? (customers.data ?? []).map((c) => ({ value: c.custId ?? '', label: c.name || (c.custId ?? '') }))
      : kind === 'label'
        ? (labels.data?.items ?? []).map((l) => ({ value: l.labelId, label: l.name }))
        : kind === 'pool'
          ? (pools.data?.items ?? []).map((p) => ({ value: p.poolId, label: p.name }))
          : kind === 'plan'
            ? planOptions(plans.data?.items)
            : [];
  return {
    targets,
    eventPacks: planOptions(events.data?.items),
    addOnPacks: planOptions(addOns.data?.items),
    loading: labels.isLoading || pools.isLoading || plans.isLoading || Boolean(customers.isLoading),
    secondary,
    scope,
  };
}
