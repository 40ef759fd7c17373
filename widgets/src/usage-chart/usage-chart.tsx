/** @jsxImportSource preact */

import { useEffect, useState } from 'preact/hooks';
import { defaultPeriod, formatBytes, pointLabel, shiftPeriod } from '../lib/format.ts';
import { Frame, ReadView } from '../lib/frame.tsx';
import { fill, textsOf } from '../lib/i18n.ts';
import { useRead } from '../lib/use-read.ts';
import type { WidgetContext } from '../lib/widget-context.ts';

export type Granularity = 'daily' | 'monthly';

/** `/cmp/widget/usage` (docs/api.md "Partner widgets"). */
export interface Usage {
  target: 'card' | 'scope';
  iccid: string | null;
  granularity: Granularity;
  period: string;
  totalBytes: number;
  points: { period: string; bytes: number }[];
}

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;

export const granularityOf = (value: string | null): Granularity => (value === 'monthly' ? 'monthly' : 'daily');

/** The chart's one-sentence description (its accessible name): period, total and the highest point. */
export function chartSummary(ctx: WidgetContext, usage: Usage): string {
  const t = textsOf(ctx.lang).usage;
  const max = usage.points.reduce((m, p) => (p.bytes > m.bytes ? p : m), usage.points[0] ?? { period: usage.period, bytes: 0 });
  return fill(t.chartLabel, {
    period: usage.period,
    granularity: usage.granularity === 'daily' ? t.daily : t.monthly,
    total: formatBytes(usage.totalBytes),
    max: formatBytes(max.bytes),
    maxPeriod: max.period,
  });
}

function Bars({ ctx, usage }: { ctx: WidgetContext; usage: Usage }) {
  const t = textsOf(ctx.lang).usage;
  const max = Math.max(1, ...usage.points.map((p) => p.bytes));
  const step = WIDTH / Math.max(1, usage.points.length);
  const every = usage.points.length > 12 ? 5 : 1;
  return (
    <div class="flex flex-col gap-2">
      <p class="text-sm font-medium" part="total">
        {fill(t.total, { total: formatBytes(usage.totalBytes) })}
      </p>
      {usage.totalBytes === 0 ? <p class="text-xs text-muted">{t.empty}</p> : null}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={chartSummary(ctx, usage)}
        class="h-auto w-full"
        part="chart"
      >
        {usage.points.map((p, i) => {
          const h = Math.round((p.bytes / max) * HEIGHT);
          return (
            <g key={p.period}>
              <rect x={i * step + step * 0.15} y={HEIGHT - h} width={step * 0.7} height={h} rx="2" class="fill-brand">
                <title>{`${p.period}: ${formatBytes(p.bytes)}`}</title>
              </rect>
              {i % every === 0 ? (
                <text x={i * step + step / 2} y={HEIGHT + 13} text-anchor="middle" class="fill-muted text-[10px]">
                  {pointLabel(p.period)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/**
 * `<cmp-usage-chart granularity="daily|monthly" period="YYYY-MM|YYYY" iccid="…">`: a card's usage, or
 * the whole scope's without `iccid`; the reader switches granularity and steps between periods.
 */
export function UsageChartWidget({ ctx }: { ctx: WidgetContext }) {
  const t = textsOf(ctx.lang).usage;
  const iccid = ctx.attr('iccid')?.trim() || undefined;
  const asked = granularityOf(ctx.attr('granularity'));
  const askedPeriod = ctx.attr('period');
  const [granularity, setGranularity] = useState<Granularity>(asked);
  const [period, setPeriod] = useState(askedPeriod || defaultPeriod(asked));
  // The page changing the attributes wins over the reader's last choice.
  useEffect(() => {
    setGranularity(asked);
    setPeriod(askedPeriod || defaultPeriod(asked));
  }, [asked, askedPeriod]);
  const choose = (g: Granularity) => {
    setGranularity(g);
    setPeriod(defaultPeriod(g));
  };
  const body = { iccid, granularity, period };
  const [state, retry] = useRead<Usage>(ctx, '/cmp/widget/usage', body, `${iccid ?? ''}|${granularity}|${period}`);
  const latest = defaultPeriod(granularity);
  const actions = (
    <div class="flex items-center gap-1">
      <fieldset class="flex gap-1" aria-label={t.granularity}>
        {(['daily', 'monthly'] as const).map((g) => (
          <button
            key={g}
            type="button"
            class="cmp-button"
            aria-pressed={granularity === g}
            onClick={() => choose(g)}
            part="button"
          >
            {g === 'daily' ? t.daily : t.monthly}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        class="cmp-button"
        aria-label={t.previous}
        onClick={() => setPeriod(shiftPeriod(period, -1))}
        part="button"
      >
        ‹
      </button>
      <span class="px-1 text-sm tabular-nums" aria-live="polite">
        {period}
      </span>
      <button
        type="button"
        class="cmp-button"
        aria-label={t.next}
        disabled={period >= latest}
        onClick={() => setPeriod(shiftPeriod(period, 1))}
        part="button"
      >
        ›
      </button>
    </div>
  );
  return (
    <Frame title={iccid ? fill(t.titleCard, { iccid }) : t.title} actions={actions}>
      <ReadView ctx={ctx} state={state} retry={retry}>
        {(usage) => <Bars ctx={ctx} usage={usage} />}
      </ReadView>
    </Frame>
  );
}
