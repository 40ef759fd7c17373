/** @jsxImportSource preact */

import type { WidgetReadService } from '@cmp/functions/widget/widget-read.service';
import { formatMoney } from '../lib/format.ts';
import { Frame, ReadView } from '../lib/frame.tsx';
import { textsOf } from '../lib/i18n.ts';
import { useRead } from '../lib/use-read.ts';
import type { WidgetContext } from '../lib/widget-context.ts';

/** `/cmp/widget/bill/summary` (docs/api.md "Partner widgets"): the server's answer, type only. */
export type BillSummary = Awaited<ReturnType<WidgetReadService['billSummary']>>;
export type BillSummaryBill = NonNullable<BillSummary['current']>;

function Bill({ ctx, title, bill }: { ctx: WidgetContext; title: string; bill: BillSummaryBill | null }) {
  const t = textsOf(ctx.lang).bills;
  return (
    <article class="flex flex-col gap-2 rounded-widget border border-line p-3" aria-label={title} part="bill">
      <h3 class="text-sm font-semibold">{title}</h3>
      {bill ? (
        <dl class="grid grid-cols-2 gap-2 text-sm">
          <dt class="text-xs text-muted">{t.cycle}</dt>
          <dd>
            {bill.cycle} · {t.kind[bill.kind] ?? bill.kind}
          </dd>
          <dt class="text-xs text-muted">{t.total}</dt>
          <dd class="font-semibold tabular-nums" part="amount">
            {formatMoney(bill.totals.total, bill.currency, ctx.lang)}
          </dd>
          <dt class="text-xs text-muted">{t.statusLabel}</dt>
          <dd>{t.status[bill.status] ?? String(bill.status)}</dd>
          <dt class="text-xs text-muted">{t.cards}</dt>
          <dd class="tabular-nums">{bill.totals.cardCount}</dd>
          <dt class="text-xs text-muted">{t.due}</dt>
          <dd>{bill.dueDate ?? t.noDue}</dd>
        </dl>
      ) : (
        <p class="text-sm text-muted" part="empty">
          {t.none}
        </p>
      )}
    </article>
  );
}

/** `<cmp-bill-summary>`: the scope's current and last bills (an enterprise's or a secondary customer's). */
export function BillSummaryWidget({ ctx }: { ctx: WidgetContext }) {
  const t = textsOf(ctx.lang).bills;
  const [state, retry] = useRead<BillSummary>(ctx, '/cmp/widget/bill/summary', {}, 'summary');
  return (
    <Frame title={t.title}>
      <ReadView ctx={ctx} state={state} retry={retry}>
        {(s) => (
          <div class="grid gap-3 sm:grid-cols-2">
            <Bill ctx={ctx} title={t.current} bill={s.current} />
            <Bill ctx={ctx} title={t.last} bill={s.last} />
          </div>
        )}
      </ReadView>
    </Frame>
  );
}
