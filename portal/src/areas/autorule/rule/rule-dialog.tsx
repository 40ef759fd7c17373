import { speedLimits, triggerKinds } from '@cmp/functions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import { type RuleData, useRuleData } from './rule-data';
import { ActionsField, DryRunField, StatesField, ZoneStatesField } from './rule-fields';
import {
  type RuleDraft,
  type RuleRow,
  actionsFor,
  addRule,
  editRule,
  emptyRuleDraft,
  ruleBodyOf,
  ruleDraftOf,
  ruleDraftProblems,
  shows,
  targetsFor,
} from './rule-model';

const k = (key: string) => `autorule.form.${key}`;

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
