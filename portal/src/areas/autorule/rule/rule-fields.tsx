/** The rule form's own fields: actions, watched states, zone states and the dry run (rule-dialog.tsx). */
import { type PushType, dryRunKinds, watchedStates, zoneStates } from '@cmp/functions/contracts';
import { Button } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../../components/form-page';
import { isApiError } from '../../../lib/api';
import { formatCount, orEmpty } from '../../../lib/format';
import type { Ctx } from './rule-data';
import { type DryRunAnswer, type RuleDraft, actionsFor, dryRunRule, ruleBodyOf, ruleDraftProblems, shows } from './rule-model';

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

export function ActionsField({ value, set, error, label, disabled, draft, ctx }: CustomFieldProps<RuleDraft, Ctx>) {
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

export function StatesField({ value, set, error, label, disabled, ctx }: CustomFieldProps<RuleDraft, Ctx>) {
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

export function ZoneStatesField({ value, set, error, label, disabled, ctx }: CustomFieldProps<RuleDraft, Ctx>) {
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
export function DryRunField({ draft, ctx, disabled }: CustomFieldProps<RuleDraft, Ctx>) {
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
