import type { ReactNode } from 'react';
import { type ChartBaseProps, defaultFormat } from '../lib/chart';
import { ChartDataTable } from '../lib/chart-data-table';
import { cn } from '../lib/cn';
import { chartPalette } from '../lib/variants';

export interface DonutChartProps extends Omit<ChartBaseProps, 'height' | 'tickValues'> {
  /** Colours per point, in order; defaults to the kit's chart palette. */
  colors?: string[];
  /** Text under the total in the middle of the ring. */
  centerLabel?: ReactNode;
  size?: number;
}

const R = 42;
const C = 2 * Math.PI * R;

/** Shares of a whole as a ring with a legend (label, value, percentage). */
export function DonutChart(props: DonutChartProps) {
  const { data, label, formatValue = defaultFormat, labelHeader = 'Label', valueHeader = 'Value', size = 168 } = props;
  const colors = props.colors ?? chartPalette;
  const total = data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
  let offset = 0;
  const segments = data.map((point, i) => {
    const length = total > 0 ? (Math.max(0, point.value) / total) * C : 0;
    const segment = { point, length, offset, color: colors[i % colors.length] };
    offset += length;
    return segment;
  });
  const percent = (value: number) => (total > 0 ? `${((value / total) * 100).toFixed(1)}%` : '0.0%');
  return (
    <div data-testid={props['data-testid']} className={cn('relative flex flex-wrap items-center gap-6', props.className)}>
      <div className="relative shrink-0" style={{ width: size, height: size }}>
        <svg role="img" aria-label={label} viewBox="0 0 100 100" width={size} height={size} className="-rotate-90">
          <circle cx="50" cy="50" r={R} fill="none" strokeWidth="12" className="stroke-slate-100" />
          {segments.map(({ point, length, offset: start, color }) =>
            length > 0 ? (
              <circle
                key={point.label}
                data-segment=""
                cx="50"
                cy="50"
                r={R}
                fill="none"
                stroke={color}
                strokeWidth="12"
                strokeDasharray={`${length} ${C - length}`}
                strokeDashoffset={-start}
              >
                <title>{`${point.label}: ${formatValue(point.value)} (${percent(point.value)})`}</title>
              </circle>
            ) : null,
          )}
        </svg>
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-xl font-semibold text-slate-900 tabular-nums">{formatValue(total)}</span>
          {props.centerLabel && <span className="text-xs text-slate-500">{props.centerLabel}</span>}
        </div>
      </div>
      <ul aria-hidden="true" className="flex min-w-52 flex-1 flex-col gap-2 text-sm">
        {segments.map(({ point, color }) => (
          <li key={point.label} data-legend="" className="flex items-center gap-2">
            <span className="size-2.5 shrink-0 rounded-full" style={{ background: color }} />
            <span className="truncate text-slate-600">{point.label}</span>
            <span className="ml-auto font-medium text-slate-900 tabular-nums">{formatValue(point.value)}</span>
            <span className="w-11 shrink-0 text-right text-xs text-slate-400 tabular-nums">{percent(point.value)}</span>
          </li>
        ))}
      </ul>
      <ChartDataTable caption={label} data={data} format={formatValue} labelHeader={labelHeader} valueHeader={valueHeader} />
    </div>
  );
}
