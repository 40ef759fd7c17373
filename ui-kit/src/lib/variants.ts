import { cn } from './cn';

type VariantTable = Record<string, Record<string, string>>;
type Selection<V extends VariantTable> = { [K in keyof V]?: keyof V[K] };

/** A tiny class-variance helper: a base class list plus one class list per variant value. */
export function defineVariants<V extends VariantTable>(base: string, table: V, defaults: { [K in keyof V]: keyof V[K] }) {
  return (selection: Selection<V> = {}, extra?: string): string => {
    const parts = Object.keys(table).map((key: keyof V) => {
      const value = selection[key] ?? defaults[key];
      return table[key]?.[value as string];
    });
    return cn(base, parts, extra);
  };
}

// Every variant table of the kit lives below, so a design change is made in one place.

export const buttonVariants = defineVariants(
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors select-none ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
    'disabled:cursor-not-allowed disabled:opacity-60 data-[loading]:cursor-wait',
  {
    variant: {
      primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 data-[active]:bg-brand-800',
      secondary: 'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
      ghost: 'text-slate-700 hover:bg-slate-100 data-[active]:bg-slate-200',
      danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
    },
    size: {
      sm: 'h-8 px-3 text-sm',
      md: 'h-10 px-4 text-sm',
      lg: 'h-12 px-6 text-base',
      icon: 'h-9 w-9 p-0',
    },
  },
  { variant: 'primary', size: 'md' },
);

export const inputVariants = defineVariants(
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
    'focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50 disabled:text-slate-500',
  {
    size: { md: 'h-10', lg: 'h-12 text-base' },
    state: {
      normal: 'border-slate-300 focus:border-brand-500 focus:outline-brand-500/30',
      invalid: 'border-red-400 focus:border-red-500 focus:outline-red-500/30',
    },
  },
  { size: 'md', state: 'normal' },
);

export const toneVariants = defineVariants(
  '',
  {
    tone: {
      info: 'border-brand-200 bg-white [--tone:var(--color-brand-600)]',
      success: 'border-emerald-200 bg-white [--tone:var(--color-emerald-600)]',
      warning: 'border-amber-200 bg-white [--tone:var(--color-amber-500)]',
      error: 'border-red-200 bg-white [--tone:var(--color-red-600)]',
    },
  },
  { tone: 'info' },
);

export const trendVariants = defineVariants(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
  {
    trend: {
      up: 'bg-emerald-50 text-emerald-700',
      down: 'bg-red-50 text-red-700',
      flat: 'bg-slate-100 text-slate-600',
    },
  },
  { trend: 'flat' },
);

/** Series colours for charts, in order. Defined as theme tokens in styles.css. */
export const chartPalette = [
  'var(--color-chart-1)',
  'var(--color-chart-2)',
  'var(--color-chart-3)',
  'var(--color-chart-4)',
  'var(--color-chart-5)',
  'var(--color-chart-6)',
  'var(--color-chart-7)',
  'var(--color-chart-8)',
  'var(--color-chart-9)',
];

export const dialogVariants = defineVariants(
  'w-full rounded-xl bg-white shadow-xl ring-1 ring-slate-900/5 data-[tone=danger]:ring-red-100',
  { size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } },
  { size: 'md' },
);

export const dropZoneVariants = defineVariants(
  'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors ' +
    'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 data-[dragging]:border-brand-500 data-[dragging]:bg-brand-50',
  {
    state: {
      normal: 'border-slate-300 bg-slate-50 text-slate-600 hover:border-brand-400',
      invalid: 'border-red-300 bg-red-50/40 text-slate-600',
    },
  },
  { state: 'normal' },
);

/** The tones of a state badge (a record's state in a list or a detail page). */
export const stateBadgeVariants = defineVariants(
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
  {
    tone: {
      green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
      red: 'bg-red-50 text-red-700 ring-red-600/20',
      amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
      slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
      blue: 'bg-brand-50 text-brand-700 ring-brand-600/20',
    },
  },
  { tone: 'slate' },
);

/** A small text action inside a table row or beside a field (a link or a button). */
export const textActionVariants = defineVariants(
  'rounded px-1.5 py-0.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
  { tone: { normal: 'text-brand-700 hover:bg-brand-50', danger: 'text-red-600 hover:bg-red-50' } },
  { tone: 'normal' },
);

/** The white box around a filter form. */
export const filterBarVariants = defineVariants(
  'flex flex-wrap items-end gap-3 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm',
  {},
  {},
);
