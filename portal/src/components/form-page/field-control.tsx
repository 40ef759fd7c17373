import { PasswordField, Select, TextField, cn } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { type ApiError, routeKey } from '../../lib/api';
import { TextAreaField } from '../form-fields';
import type { FieldProblem, FormFieldDeclaration } from './declaration';
import { problemText } from './form-model';

// One control per declared field kind, shared by the form page and the form dialog.

export interface ControlProps<D, C> {
  field: FormFieldDeclaration<D, C>;
  draft: D;
  ctx: C & { t: TFunction };
  error?: string;
  disabled: boolean;
  set: (value: unknown) => void;
}

function RemoteSelect<D, C>({ field, draft, ctx, error, disabled, set, hint }: ControlProps<D, C> & { hint?: ReactNode }) {
  if (field.kind !== 'remoteSelect') throw new Error('not a remote select');
  const body = field.body ? field.body(ctx, draft) : {};
  const answer = useSWR<unknown, ApiError>(body ? routeKey(field.source as never, body as never) : null);
  const items = answer.data === undefined ? [] : (field.items ?? ((a: { items: unknown[] }) => a.items))(answer.data as never);
  return (
    <Select<string | number>
      label={ctx.t(field.label)}
      options={items.map((item) => field.option(item as never, ctx.t))}
      value={(draft[field.name] as string | number | null) ?? null}
      onChange={set}
      placeholder={answer.isLoading ? ctx.t('common.loading') : field.placeholder && ctx.t(field.placeholder)}
      hint={hint}
      error={error}
      disabled={disabled}
      className={field.wide ? 'sm:col-span-2' : undefined}
      data-testid={field.testId}
    />
  );
}

export function FieldControl<D, C>(props: ControlProps<D, C>) {
  const { field, draft, ctx, error, disabled, set } = props;
  const { t } = ctx;
  const value = draft[field.name] as unknown;
  const label = t(field.label);
  const hint = typeof field.hint === 'function' ? field.hint(draft, ctx) : field.hint && t(field.hint);
  const className = cn(field.wide && 'sm:col-span-2', field.startsRow && 'sm:col-start-1') || undefined;
  const common = {
    label,
    hint,
    error,
    disabled,
    className,
    'data-testid': field.testId,
  };
  switch (field.kind) {
    case 'text':
    case 'password': {
      const input = {
        ...common,
        value: String(value ?? ''),
        onChange: (e: { target: { value: string } }) => set(e.target.value),
        maxLength: field.maxLength,
        'aria-required': field.required || undefined,
      };
      return field.kind === 'password' ? (
        <PasswordField {...input} autoComplete="new-password" showLabel={t('password.show')} />
      ) : (
        <TextField
          {...input}
          type={field.type}
          inputMode={field.inputMode}
          placeholder={field.placeholder && t(field.placeholder)}
          autoFocus={field.autoFocus}
        />
      );
    }
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          value={String(value ?? '')}
          onChange={set}
          rows={field.rows}
          maxLength={field.maxLength}
          lang={field.lang}
          name={field.name}
        />
      );
    case 'select': {
      const options = typeof field.options === 'function' ? field.options(draft, ctx) : field.options;
      const { optionLabel } = field;
      const placeholder = typeof field.placeholder === 'function' ? field.placeholder(draft, ctx) : field.placeholder;
      return (
        <Select<string | number>
          {...common}
          options={options.map((o) =>
            typeof o === 'object'
              ? o
              : {
                  value: o,
                  label: typeof optionLabel === 'function' ? optionLabel(o as never, t) : t(`${optionLabel}.${o}`),
                },
          )}
          value={(value as string | number | null) ?? null}
          onChange={set}
          placeholder={placeholder && t(placeholder)}
        />
      );
    }
    case 'radio':
      return (
        <fieldset className={cn('flex flex-col gap-1.5', className)} data-testid={field.testId}>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
          {field.options.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name={field.name}
                value={option}
                checked={value === option}
                disabled={disabled}
                onChange={() => set(option)}
                className="size-4 accent-brand-600"
              />
              {t(`${field.optionLabel}.${option}`)}
            </label>
          ))}
          {error && <p className="text-xs font-medium text-red-600">{error}</p>}
        </fieldset>
      );
    case 'boolean':
      return (
        <Select<'yes' | 'no'>
          {...common}
          options={[
            { value: 'yes', label: t(`${field.optionLabel}.yes`) },
            { value: 'no', label: t(`${field.optionLabel}.no`) },
          ]}
          value={value ? 'yes' : 'no'}
          onChange={(v) => set(v === 'yes')}
        />
      );
    case 'remoteSelect':
      return <RemoteSelect {...props} hint={hint} />;
    case 'custom': {
      const Custom = field.render;
      return (
        <div className={className} data-testid={field.testId && `${field.testId}-field`}>
          <Custom value={value as D[keyof D]} set={set} error={error} label={label} disabled={disabled} draft={draft} ctx={ctx} />
        </div>
      );
    }
  }
}

/** The shown fields of a section or dialog in a grid (two per row on wide screens unless `columns` is 1). */
export function FieldGrid<D, C>(props: {
  fields: FormFieldDeclaration<D, C>[];
  draft: D;
  ctx: C & { t: TFunction };
  problems: Record<string, FieldProblem>;
  columns?: 1 | 2;
  readOnly?: boolean;
  set: (name: string, value: unknown) => void;
}) {
  const { draft, ctx } = props;
  return (
    <div className={cn('grid grid-cols-1 gap-4', props.columns !== 1 && 'sm:grid-cols-2')}>
      {props.fields
        .filter((f) => !f.visible || f.visible(draft, ctx))
        .map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            draft={draft}
            ctx={ctx}
            error={problemText(props.problems[field.name], ctx.t)}
            disabled={props.readOnly || (field.disabled?.(draft, ctx) ?? false)}
            set={(value) => props.set(field.name, value)}
          />
        ))}
    </div>
  );
}
