import { Button } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSecondaries } from '../../../components/card-list/use-cards';
import { type CustomFieldProps, type DialogContext, type DialogField, FormDialog } from '../../../components/form-page';
import { type ApiError, isApiError, routeKey } from '../../../lib/api';
import { formatCount, orEmpty } from '../../../lib/format';
import {
  type DryRunAnswer,
  type PushType,
  type RuleDraft,
  type RuleRow,
  actionsFor,
  addRule,
  dryRunKinds,
  dryRunRule,
  editRule,
  emptyRuleDraft,
  ruleBodyOf,
  ruleDraftOf,
  ruleDraftProblems,
  shows,
  speedLimits,
  targetsFor,
  triggerKinds,
  watchedStates,
  zoneStates,
} from './rule-model';

const k = (key: string) => `autorule.form.${key}`;

interface Option {
  value: string;
  label: string;
}
interface RuleData {
  targets: Option[];
  eventPacks: Option[];
  addOnPacks: Option[];
  loading: boolean;
  secondary: boolean;
  /** The tenant scope's fields every request carries (the platform's chosen enterprise). */
  scope: { channelCustId?: string };
}

type Ctx = DialogContext<RuleData>;

interface PlanItem {
  goodsReleaseId: string;
  name: string;
}
const planOptions = (items: PlanItem[] | undefined): Option[] =>
  (items ?? []).map((p) => ({ value: p.goodsReleaseId, label: p.name }));

/** The names a form offers: the target kind's choices (names, never bare ids) and the packs to order. */
function useRuleData(draft: RuleDraft, scope: { channelCustId?: string }, secondary: boolean): RuleData {
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

/** A set of values as check boxes (actions, watched states). */
function CheckGroup<V extends string | number>(props: {
  options: readonly V[];
  labelOf: (v: V) => string;
  value: readonly V[];
  set: (v: V[]) => void;
  label: string;
  error?: string;
  testId: string;
  disabled: boolean;
}) {
  return (
    <fieldset className="sm:col-span-2" data-testid={props.testId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{props.label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {props.options.map((o) => (
          <label key={o} className="flex items-center gap-1.5 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              checked={props.value.includes(o)}
              disabled={props.disabled}
              onChange={(e) => props.set(e.target.checked ? [...props.value, o] : props.value.filter((x) => x !== o))}
              data-testid={`${props.testId}-${o}`}
            />
            {props.labelOf(o)}
          </label>
        ))}
      </div>
      {props.error && (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function ActionsField({ value, set, error, label, disabled, draft, ctx }: CustomFieldProps<RuleDraft, Ctx>) {
  return (
    <CheckGroup<PushType>
      options={actionsFor(draft.triggerKind, ctx.data.secondary)}
      labelOf={(p) => ctx.t(`autorule.pushTypes.${p}`)}
      value={value as PushType[]}
      set={(v) => set(v as never)}
      label={label}
      error={error}
      disabled={disabled}
      testId="rule-actions"
    />
  );
}

function StatesField({ value, set, error, label, disabled, ctx }: CustomFieldProps<RuleDraft, Ctx>) {
  return (
    <CheckGroup<number>
      options={watchedStates}
      labelOf={(s) => `${s} ${ctx.t(`cardState.${s}`)}`}
      value={value as number[]}
      set={(v) => set(v as never)}
      label={label}
      error={error}
      disabled={disabled}
      testId="rule-states"
    />
  );
}

function ZoneStatesField({ value, set, error, label, disabled, ctx }: CustomFieldProps<RuleDraft, Ctx>) {
  return (
    <CheckGroup<string>
      options={zoneStates}
      labelOf={(s) => ctx.t(`autorule.zoneStates.${s}`)}
      value={value as string[]}
      set={(v) => set(v as never)}
      label={label}
      error={error}
      disabled={disabled}
      testId="rule-zone-states"
    />
  );
}

const valueText = (d: RuleDraft, value: number | null, t: TFunction) =>
  value === null
    ? orEmpty(null)
    : d.triggerKind === 'cycleEnd'
      ? t('autorule.dryRun.daysLeft', { count: value })
      : d.triggerKind === 'stateChange'
        ? `${value} ${t(`cardState.${value}`)}`
        : shows(d).unit && d.unit === 'percent'
          ? `${value}%`
          : `${value} MB`;

/** The dry run: the draft (not saved) over the last 30 days of recorded usage, as a table of would-be firings. */
function DryRunField({ draft, ctx, disabled }: CustomFieldProps<RuleDraft, Ctx>) {
  const { t } = useTranslation('autorule');
  const [state, setState] = useState<{ answer?: DryRunAnswer; error?: string; running: boolean }>({ running: false });
  const supported = dryRunKinds.includes(draft.triggerKind);
  const problems = Object.values(ruleDraftProblems(draft)).some(Boolean);
  const run = async () => {
    setState({ running: true });
    try {
      const answer = await dryRunRule({ ...ruleBodyOf(draft), ...ctx.data.scope } as never);
      setState({ answer, running: false });
    } catch (e) {
      setState({ running: false, error: isApiError(e) && e.msg ? e.msg : t('autorule.dryRun.failed') });
    }
  };
  const a = state.answer;
  return (
    <section className="rounded border border-slate-200 bg-slate-50 p-3 sm:col-span-2" data-testid="rule-dry-run">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={run}
          disabled={disabled || !supported || problems || state.running}
          data-testid="rule-dry-run-start"
        >
          {t(state.running ? 'autorule.dryRun.running' : 'autorule.dryRun.start')}
        </Button>
        <span className="text-sm text-slate-600">
          {supported ? t(problems ? 'autorule.dryRun.fixFirst' : 'autorule.dryRun.hint') : t('autorule.dryRun.unsupported')}
        </span>
      </div>
      {state.error && (
        <p className="mt-2 text-sm text-red-600" role="alert" data-testid="rule-dry-run-error">
          {state.error}
        </p>
      )}
      {a && (
        <div className="mt-3" data-testid="rule-dry-run-result">
          <p className="text-sm text-slate-800" data-testid="rule-dry-run-summary">
            {a.total === 0
              ? t('autorule.dryRun.none', { from: a.from, to: a.to, cards: formatCount(a.cardsRead) })
              : t('autorule.dryRun.summary', {
                  total: formatCount(a.total),
                  subjects: formatCount(a.subjects),
                  from: a.from,
                  to: a.to,
                  cards: formatCount(a.cardsRead),
                })}
          </p>
          {a.capped && (
            <p className="mt-1 text-sm text-amber-700" data-testid="rule-dry-run-capped">
              {t('autorule.dryRun.capped', { cap: formatCount(a.cap) })}
            </p>
          )}
          {a.firings.length > 0 && (
            <div className="mt-2 max-h-64 overflow-auto rounded border border-slate-200 bg-white">
              <table className="w-full text-sm" data-testid="rule-dry-run-table">
                <thead className="sticky top-0 bg-slate-100 text-left text-slate-600">
                  <tr>
                    <th className="px-2 py-1 font-medium">{t('autorule.dryRun.day')}</th>
                    <th className="px-2 py-1 font-medium">
                      {t(`autorule.dryRun.subject.${draft.triggerKind === 'poolUsage' ? 'pool' : 'card'}`)}
                    </th>
                    <th className="px-2 py-1 text-right font-medium">{t('autorule.dryRun.value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.firings.map((f) => (
                    <tr key={`${f.subject}-${f.period}`} className="border-t border-slate-100">
                      <td className="px-2 py-1 whitespace-nowrap tabular-nums">{f.day}</td>
                      <td className="px-2 py-1">
                        <span className="font-mono text-xs">{f.subject}</span>
                        <span className="ml-2 text-xs text-slate-500">{f.subjectLabel}</span>
                      </td>
                      <td className="px-2 py-1 text-right tabular-nums">{valueText(draft, f.value, t)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

const isUsage = (d: RuleDraft) => ['cycleUsage', 'dailyUsage', 'poolUsage'].includes(d.triggerKind);

/** Adds a rule, or edits one on the version read; the dry run shows what the draft would have done. */
export function RuleDialog(props: {
  row: RuleRow | null;
  scope: { channelCustId?: string };
  secondary: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('autorule');
  const { row, scope, secondary } = props;
  const isNew = row === null;
  const [secret, setSecret] = useState<string | null>(null);
  const fields: DialogField<RuleDraft, RuleData>[] = [
    { kind: 'text', name: 'name', label: k('name'), maxLength: 64, wide: true, required: true, testId: 'rule-name' },
    {
      kind: 'select',
      name: 'triggerKind',
      label: k('trigger'),
      options: triggerKinds,
      optionLabel: 'autorule.triggerKinds',
      testId: 'rule-trigger',
    },
    {
      kind: 'select',
      name: 'unit',
      label: k('unit'),
      options: ['percent', 'MB'],
      optionLabel: 'autorule.units',
      visible: (d) => shows(d).unit,
      testId: 'rule-unit',
    },
    {
      kind: 'text',
      name: 'threshold',
      label: k('threshold'),
      inputMode: 'decimal',
      hint: (d) =>
        t(
          d.triggerKind === 'funds'
            ? k('thresholdFunds')
            : d.unit === 'percent' && shows(d).unit
              ? k('thresholdPercent')
              : k('thresholdMb'),
        ),
      visible: (d) => shows(d).threshold,
      testId: 'rule-threshold',
    },
    {
      kind: 'text',
      name: 'clearThreshold',
      label: k('clearThreshold'),
      inputMode: 'decimal',
      hint: (d) => t(d.triggerKind === 'funds' ? k('clearFunds') : k('clearUsage')),
      visible: (d) => shows(d).clear,
      testId: 'rule-clear',
    },
    {
      kind: 'text',
      name: 'days',
      label: k('days'),
      inputMode: 'numeric',
      hint: k('daysHint'),
      visible: (d) => shows(d).days,
      testId: 'rule-days',
    },
    { kind: 'custom', name: 'states', label: k('states'), render: StatesField, visible: (d) => shows(d).states, wide: true },
    {
      kind: 'custom',
      name: 'zoneStates',
      label: k('zoneStates'),
      render: ZoneStatesField,
      visible: (d) => shows(d).zoneStates,
      wide: true,
    },
    {
      kind: 'select',
      name: 'targetKind',
      label: k('targetKind'),
      startsRow: true,
      options: (d) => targetsFor(d.triggerKind, secondary),
      optionLabel: 'autorule.targetKinds',
      testId: 'rule-target-kind',
    },
    {
      kind: 'select',
      name: 'targetId',
      label: k('target'),
      options: (_d, ctx) => ctx.data.targets,
      placeholder: (_d, ctx) =>
        ctx.data.loading ? 'common.loading' : ctx.data.targets.length ? k('targetPick') : k('targetNone'),
      visible: (d) => d.targetKind !== 'enterprise',
      testId: 'rule-target',
    },
    { kind: 'custom', name: 'actions', label: k('actions'), render: ActionsField, wide: true },
    {
      kind: 'text',
      name: 'url',
      label: k('url'),
      placeholder: 'https://',
      hint: k('urlHint'),
      visible: (d) => d.actions.includes(3),
      wide: true,
      testId: 'rule-url',
    },
    {
      kind: 'select',
      name: 'eventPackId',
      label: k('eventPack'),
      options: (_d, ctx) => ctx.data.eventPacks,
      placeholder: (_d, ctx) => (ctx.data.eventPacks.length ? k('packPick') : k('packNone')),
      visible: (d) => d.actions.includes(6),
      testId: 'rule-event-pack',
    },
    {
      kind: 'select',
      name: 'addOnPackId',
      label: k('addOnPack'),
      options: (_d, ctx) => ctx.data.addOnPacks,
      placeholder: (_d, ctx) => (ctx.data.addOnPacks.length ? k('packPick') : k('packNone')),
      visible: (d) => d.actions.includes(7),
      testId: 'rule-add-on-pack',
    },
    {
      kind: 'select',
      name: 'speedKbps',
      label: k('speed'),
      options: speedLimits.map(String),
      optionLabel: (v: string) => `${v} kbps`,
      visible: (d) => d.actions.includes(9) || d.actions.includes(11),
      testId: 'rule-speed',
    },
    { kind: 'text', name: 'phones', label: k('phones'), hint: k('phonesHint'), type: 'tel', testId: 'rule-phones' },
    { kind: 'text', name: 'emails', label: k('emails'), hint: k('emailsHint'), testId: 'rule-emails' },
    { kind: 'custom', name: 'dryRun', label: k('dryRun'), render: DryRunField, wide: true },
  ];

  if (secret)
    return (
      <FormDialog<{ secret: string }>
        namespace="autorule"
        title={t(k('secretTitle'))}
        description={t(k('secretDescription'))}
        confirmLabel={t(k('secretDone'))}
        initial={{ secret }}
        fields={[]}
        intro={
          <code className="block rounded bg-slate-100 p-2 font-mono text-sm break-all" data-testid="rule-secret">
            {secret}
          </code>
        }
        submit={async () => null}
        onClose={props.onDone}
        onDone={props.onDone}
        testId="rule-secret-dialog"
      />
    );

  return (
    <FormDialog<RuleDraft, RuleData, RuleRow & { secret?: string }>
      namespace="autorule"
      size="lg"
      columns={2}
      title={isNew ? t(k('addTitle')) : t(k('editTitle'), { name: row.name })}
      description={t(k('description'))}
      confirmLabel={t(k(isNew ? 'addSubmit' : 'editSubmit'))}
      initial={() => (isNew ? emptyRuleDraft() : ruleDraftOf(row))}
      useData={(d) => useRuleData(d, scope, secondary)}
      fields={fields}
      normalize={(d, prev) => {
        let next = d;
        if (d.triggerKind !== prev.triggerKind) {
          const targets = targetsFor(d.triggerKind, secondary);
          const actions = actionsFor(d.triggerKind, secondary);
          next = {
            ...next,
            targetKind: targets.includes(next.targetKind) ? next.targetKind : 'enterprise',
            actions: next.actions.filter((a) => actions.includes(a)),
            unit: d.triggerKind === 'dailyUsage' ? 'MB' : next.unit,
            clearThreshold:
              isUsage(d) === isUsage(prev) && (d.triggerKind === 'funds') === (prev.triggerKind === 'funds')
                ? next.clearThreshold
                : '',
            threshold:
              isUsage(d) === isUsage(prev) && (d.triggerKind === 'funds') === (prev.triggerKind === 'funds')
                ? next.threshold
                : '',
          };
        }
        if (next.targetKind !== prev.targetKind) next = { ...next, targetId: '' };
        return next;
      }}
      validate={(d) => ruleDraftProblems(d)}
      serverField={(f) => (f === 'targetKind' ? 'targetKind' : f === 'packId' ? 'eventPackId' : (f as keyof RuleDraft))}
      submit={(d) =>
        isNew
          ? (addRule({ ...ruleBodyOf(d), ...scope } as never) as Promise<RuleRow & { secret?: string }>)
          : (editRule({ ...ruleBodyOf(d), ruleId: row.ruleId, version: row.version, ...scope } as never) as Promise<
              RuleRow & { secret?: string }
            >)
      }
      done={(r) => t(k(isNew ? 'added' : 'saved'), { name: r.name })}
      fallbackField="name"
      onClose={props.onClose}
      onDone={(r) => (r.secret ? setSecret(r.secret) : props.onDone())}
      testId={isNew ? 'rule-add-dialog' : 'rule-edit-dialog'}
    />
  );
}
