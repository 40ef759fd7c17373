/** @jsxImportSource preact */

import { useEffect, useState } from 'preact/hooks';
import { WidgetApiError, widgetRead } from './api.ts';
import type { WidgetContext } from './widget-context.ts';

export type ReadState<T> =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'error'; error: WidgetApiError };

const asApiError = (e: unknown) =>
  e instanceof WidgetApiError ? e : new WidgetApiError(0, undefined, e instanceof Error ? e.message : String(e));

/**
 * Reads `path` with `body` whenever `key` changes (null: nothing to read yet); a failure is shown by
 * the widget and reported to the page once as a `cmp-error` event.
 */
export function useRead<T>(ctx: WidgetContext, path: string, body: unknown, key: string | null): [ReadState<T>, () => void] {
  const [state, setState] = useState<ReadState<T>>({ kind: key === null ? 'idle' : 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { apiBase, session, token, lang } = ctx.connection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the body; the connection's parts are listed.
  useEffect(() => {
    if (key === null) {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    widgetRead<T>(ctx.connection, path, body).then(
      (data) => current && setState({ kind: 'ready', data }),
      (e: unknown) => {
        if (!current) return;
        const error = asApiError(e);
        setState({ kind: 'error', error });
        ctx.emit('cmp-error', { status: error.status, errorCode: error.errorCode, message: error.message, path });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, apiBase, session, token, lang, path]);
  return [state, () => setAttempt((n) => n + 1)];
}
