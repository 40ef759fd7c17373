/** @jsxImportSource preact */

import type { CardListRowView } from '@cmp/functions/widget/widget-read.service';
import { useState } from 'preact/hooks';
import { Frame, ReadView } from '../lib/frame.tsx';
import { fill, stateName, textsOf } from '../lib/i18n.ts';
import { useRead } from '../lib/use-read.ts';
import type { WidgetContext } from '../lib/widget-context.ts';

/** `/cmp/widget/card/list` (docs/api.md "Partner widgets"). */
export interface CardPage {
  items: CardListRowView[];
  cursor: string | null;
}

/** The page size asked: the attribute within 10..50, else 10. */
export const pageSizeOf = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 10 ? Math.min(n, 50) : 10;
};

/**
 * Tells the page a card was chosen (`cmp-select`, detail `{ iccid }`); unless the page cancels it,
 * sets `iccid` on the elements the `target` attribute names (ids, space-separated), e.g. a status widget.
 */
export function selectCard(ctx: WidgetContext, iccid: string): void {
  if (!ctx.emit('cmp-select', { iccid })) return;
  const doc = ctx.host.ownerDocument;
  for (const id of (ctx.attr('target') ?? '').split(/\s+/).filter(Boolean)) doc.getElementById(id)?.setAttribute('iccid', iccid);
}

/** `<cmp-card-list page-size="10" target="status-id">`: the scope's cards, searchable and paged. */
export function CardListWidget({ ctx }: { ctx: WidgetContext }) {
  const t = textsOf(ctx.lang).list;
  const pageSize = pageSizeOf(ctx.attr('page-size'));
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  // The cursors of the pages read so far: the last is the current page's.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const body = { search: search || undefined, cursor, pageSize };
  const [state, retry] = useRead<CardPage>(ctx, '/cmp/widget/card/list', body, `${search}|${cursor ?? ''}|${pageSize}`);
  const submit = (e: Event) => {
    e.preventDefault();
    // The field as it is now (a render may still be pending after the last keystroke).
    const field = (e.currentTarget as HTMLFormElement).querySelector('input');
    setSearch((field?.value ?? draft).trim());
    setCursors([undefined]);
  };
  return (
    <Frame title={t.title}>
      <div class="flex flex-col gap-3">
        <form class="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <label class="flex min-w-0 flex-1 flex-col gap-1 text-xs text-muted">
            {t.search}
            <input
              type="search"
              class="rounded-widget border border-line px-2 py-1 text-sm text-ink"
              value={draft}
              onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
              part="input"
            />
          </label>
          <button type="submit" class="cmp-button" part="button">
            {t.searchButton}
          </button>
        </form>
        <ReadView ctx={ctx} state={state} retry={retry}>
          {(page) =>
            page.items.length === 0 ? (
              <p class="text-sm text-muted" part="empty">
                {t.empty}
              </p>
            ) : (
              <table class="text-sm" part="table">
                <thead>
                  <tr class="border-b border-line text-start text-xs text-muted">
                    <th scope="col" class="py-1.5 pe-2 text-start font-medium">
                      {t.cols.iccid}
                    </th>
                    <th scope="col" class="py-1.5 pe-2 text-start font-medium">
                      {t.cols.msisdn}
                    </th>
                    <th scope="col" class="py-1.5 pe-2 text-start font-medium">
                      {t.cols.operator}
                    </th>
                    <th scope="col" class="py-1.5 text-start font-medium">
                      {t.cols.state}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((c) => (
                    <tr key={c.iccid} class="border-b border-line last:border-0">
                      <td class="py-1.5 pe-2">
                        <button
                          type="button"
                          class="cursor-pointer text-brand underline-offset-2 hover:underline"
                          aria-label={fill(t.open, { iccid: c.iccid })}
                          onClick={() => selectCard(ctx, c.iccid)}
                          part="link"
                        >
                          {c.iccid}
                        </button>
                      </td>
                      <td class="py-1.5 pe-2">{c.msisdn}</td>
                      <td class="py-1.5 pe-2">{c.operator}</td>
                      <td class="py-1.5">{stateName(c.state, ctx.lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </ReadView>
        <nav class="flex items-center justify-end gap-2" aria-label={fill(t.page, { page: cursors.length })}>
          <span class="text-xs text-muted">{fill(t.page, { page: cursors.length })}</span>
          <button
            type="button"
            class="cmp-button"
            disabled={cursors.length < 2}
            onClick={() => setCursors(cursors.slice(0, -1))}
            part="button"
          >
            {t.previous}
          </button>
          <button
            type="button"
            class="cmp-button"
            disabled={state.kind !== 'ready' || !state.data.cursor}
            onClick={() => state.kind === 'ready' && state.data.cursor && setCursors([...cursors, state.data.cursor])}
            part="button"
          >
            {t.next}
          </button>
        </nav>
      </div>
    </Frame>
  );
}
