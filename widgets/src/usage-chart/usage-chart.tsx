/** @jsxImportSource preact */

import type { Granularity } from '@cmp/functions/widget/usage-series';
import type { UsageView } from '@cmp/functions/widget/widget-read.service';
import { useEffect, useState } from 'preact/hooks';
import { defaultPeriod, formatBytes, pointLabel, shiftPeriod } from '../lib/format.ts';
import { Frame, ReadView } from '../lib/frame.tsx';
import { fill, textsOf } from '../lib/i18n.ts';
import { useRead } from '../lib/use-read.ts';
import type { WidgetContext } from '../lib/widget-context.ts';

export type { Granularity };

/** `/cmp/widget/usage` (docs/api.md "Partner widgets"): the server's answer, type only. */
export type Usage = UsageView;

const HEIGHT = 100;

/** The widget's heading: the card's, the pool's or the scope's usage. */
function titleOf(t: ReturnType<typeof textsOf>['usage'], iccid?: string, poolName?: string | null): string {
  if (iccid) return fill(t.titleCard, { iccid });
  if (poolName) return fill(t.titlePool, { pool: poolName });
  return t.title;
}

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
  const count = Math.max(1, usage.points.length);
  const every = usage.points.length > 12 ? 5 : 1;
  return (
    <div class="flex flex-col gap-2">
      <p class="text-sm font-medium" part="total">
        {fill(t.total, { total: formatBytes(usage.totalBytes) })}
      </p>
      {usage.totalBytes === 0 ? <p class="text-xs text-muted">{t.empty}</p> : null}
      {/* Bars stretch to the widget's width; the axis labels are text below, so they keep their size. */}
      <svg
        viewBox={`0 0 ${count * 10} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={chartSummary(ctx, usage)}
        class="h-40 w-full"
        part="chart"
      >
        {usage.points.map((p, i) => {
          const h = (p.bytes / max) * HEIGHT;
          return (
            <rect key={p.period} x={i * 10 + 1.5} y={HEIGHT - h} width={7} height={h} class="fill-brand">
              <title>{`${p.period}: ${formatBytes(p.bytes)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div
        class="grid text-center text-[10px] text-muted"
        style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {usage.points.map((p, i) => (
          <span key={p.period}>{i % every === 0 ? pointLabel(p.period) : ''}</span>
        ))}
      </div>
    </div>
  );
}

/**
 * `<cmp-usage-chart granularity="daily|monthly" period="YYYY-MM|YYYY" iccid="…" pool="…">`: a card's
 * usage, a data pool's (`pool`: an enterprise-wide session only), or the whole scope's without either;
 * the reader switches granularity and steps between periods.
 */
export function UsageChartWidget({ ctx }: { ctx: WidgetContext }) {
  const t = textsOf(ctx.lang).usage;
  const iccid = ctx.attr('iccid')?.trim() || undefined;
  const poolId = iccid ? undefined : ctx.attr('pool')?.trim() || undefined;
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
  const body = { iccid, poolId, granularity, period };
  const [state, retry] = useRead<Usage>(
    ctx,
    '/cmp/widget/usage',
    body,
    `${iccid ?? ''}|${poolId ?? ''}|${granularity}|${period}`,
  );
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
    <Frame title={titleOf(t, iccid, state.kind === 'ready' ? state.data.poolName : null)} actions={actions}>
      <ReadView ctx={ctx} state={state} retry={retry}>
        {(usage) => <Bars ctx={ctx} usage={usage} />}
      </ReadView>
    </Frame>
  );
}
