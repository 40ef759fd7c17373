/** @jsxImportSource preact */

import type { ComponentChildren } from 'preact';
import type { WidgetApiError } from './api.ts';
import { textsOf } from './i18n.ts';
import type { ReadState } from './use-read.ts';
import type { WidgetContext } from './widget-context.ts';

/** The widget's frame: a labelled region with its title (`::part(title)`) and body (`::part(body)`). */
export function Frame(p: { title: string; children: ComponentChildren; actions?: ComponentChildren }) {
  return (
    <section class="flex flex-col gap-3" aria-label={p.title} part="frame">
      <header class="flex items-center justify-between gap-2">
        <h2 class="text-base font-semibold text-[var(--cmp-heading,#0f172a)]" part="title">
          {p.title}
        </h2>
        {p.actions}
      </header>
      <div part="body">{p.children}</div>
    </section>
  );
}

/** The text of a failure in the widget's language: its own for the origin and the session, the server's otherwise. */
export function errorText(ctx: WidgetContext, error: WidgetApiError): string {
  const t = textsOf(ctx.lang).errors;
  if (error.status === 0) return t.network;
  if (error.status === -1) return t.noSession;
  if (error.errorCode === 50451 || error.errorCode === 50452 || error.errorCode === 50453) return t.session;
  return error.message || t.failed;
}

/** Loading, empty and error states around the ready content. */
export function ReadView<T>(p: {
  ctx: WidgetContext;
  state: ReadState<T>;
  retry: () => void;
  idle?: string;
  children: (data: T) => ComponentChildren;
}) {
  const t = textsOf(p.ctx.lang);
  const s = p.state;
  if (s.kind === 'idle')
    return (
      <p class="text-sm text-slate-500" part="empty">
        {p.idle}
      </p>
    );
  if (s.kind === 'loading')
    return (
      <p class="text-sm text-slate-500" aria-live="polite" part="loading">
        {t.loading}
      </p>
    );
  if (s.kind === 'error')
    return (
      <div class="flex flex-col items-start gap-2" role="alert" part="error">
        <p class="text-sm text-red-700">{errorText(p.ctx, s.error)}</p>
        {s.error.status > 0 && s.error.errorCode !== 50452 && s.error.errorCode !== 50453 ? (
          <button type="button" class="cmp-button" onClick={p.retry} part="button">
            {t.retry}
          </button>
        ) : null}
      </div>
    );
  return <>{p.children(s.data)}</>;
}
