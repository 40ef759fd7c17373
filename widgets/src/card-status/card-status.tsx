/** @jsxImportSource preact */

import type { CardStatusView } from '@cmp/functions/widget/widget-read.service';
import { formatBytes } from '../lib/format.ts';
import { Frame, ReadView } from '../lib/frame.tsx';
import { fill, textsOf } from '../lib/i18n.ts';
import { useRead } from '../lib/use-read.ts';
import type { WidgetContext } from '../lib/widget-context.ts';

/** `/cmp/widget/card/status` (docs/api.md "Partner widgets"): the server's answer, type only. */
export type CardStatus = CardStatusView;

/** The tone of a lifecycle state: activated green, test/pending blue, deactivated/shutdown amber, ended grey. */
export function stateTone(state: number): string {
  if (state === 64) return 'bg-emerald-50 text-emerald-700';
  if (state === 65 || state === 68) return 'bg-amber-50 text-amber-800';
  if (state >= 66) return 'bg-slate-100 text-slate-600';
  return 'bg-sky-50 text-sky-700';
}

/** The share of the quota used, 0..100 (0 with no quota). */
export const usedPercent = (c: CardStatus['cycle']): number =>
  c.totalBytes > 0 ? Math.min(100, Math.round((c.usedBytes / c.totalBytes) * 100)) : 0;

function Row(p: { label: string; children: preact.ComponentChildren }) {
  return (
    <div class="flex flex-col gap-0.5">
      <dt class="text-xs text-muted">{p.label}</dt>
      <dd class="text-sm break-all">{p.children}</dd>
    </div>
  );
}

function StatusBody({ ctx, data }: { ctx: WidgetContext; data: CardStatus }) {
  const t = textsOf(ctx.lang).status;
  const percent = usedPercent(data.cycle);
  const usage =
    data.cycle.totalBytes > 0
      ? fill(t.usedOf, { used: formatBytes(data.cycle.usedBytes), total: formatBytes(data.cycle.totalBytes) })
      : fill(t.unlimited, { used: formatBytes(data.cycle.usedBytes) });
  const online = data.online === null ? t.onlineUnknown : data.online ? t.isOnline : t.isOffline;
  return (
    <div class="flex flex-col gap-4" data-iccid={data.iccid}>
      <dl class="grid grid-cols-2 gap-3">
        <Row label={t.iccid}>{data.iccid}</Row>
        <Row label={t.msisdn}>{data.msisdn}</Row>
        <Row label={t.state}>
          <span class={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${stateTone(data.state)}`} part="badge">
            {data.stateLabel}
          </span>
        </Row>
        <Row label={t.operatorStatus}>
          {data.operator} · {data.operatorStatus.label}
        </Row>
        <Row label={t.plan}>{data.planName ?? t.noPlan}</Row>
        <Row label={t.online}>
          <span class="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              class={`inline-block size-2 rounded-full ${data.online ? 'bg-emerald-500' : data.online === false ? 'bg-slate-400' : 'bg-amber-400'}`}
            />
            {online}
          </span>
        </Row>
      </dl>
      <div class="flex flex-col gap-1.5">
        <div class="flex flex-wrap items-baseline justify-between gap-2">
          <span class="text-xs text-muted">
            {t.cycle} · {fill(t.cycleRange, { start: data.cycle.startDay, end: data.cycle.endDay })}
          </span>
          <span class="text-sm font-medium">{usage}</span>
        </div>
        {/* biome-ignore lint/a11y/useFocusableInteractive: a progress bar is read, not operated: it takes no focus. */}
        <div
          class="h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={t.cycle}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={usage}
          part="meter"
        >
          <div class="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}

/** `<cmp-card-status iccid="…">`: state, operator status, plan, cycle usage against quota, online status. */
export function CardStatusWidget({ ctx }: { ctx: WidgetContext }) {
  const t = textsOf(ctx.lang).status;
  const iccid = ctx.attr('iccid')?.trim() || null;
  const [state, retry] = useRead<CardStatus>(ctx, '/cmp/widget/card/status', { iccid }, iccid);
  return (
    <Frame title={t.title}>
      <ReadView ctx={ctx} state={state} retry={retry} idle={t.chooseCard}>
        {(data) => <StatusBody ctx={ctx} data={data} />}
      </ReadView>
    </Frame>
  );
}
