// The HTTP client of docs/api.md: one envelope, one place for session expiry and error toasts.
// Calls name routes by id (`api.call('card-label.list', body)`); paths, body and answer types come
// from the contract the server implements (@cmp/functions/contracts).
import { type RequestOf, type ResponseOf, type RouteId, routes } from '@cmp/functions/contracts';

export type ApiErrorType = 'logic' | 'network' | 'timeout';

/** What every failed call rejects with. */
export interface ApiError {
  msg: string;
  errorCode?: number;
  /** HTTP status, when a response arrived. */
  status?: number;
  field?: string;
  type: ApiErrorType;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Skip the global error toast (the caller shows the message itself). */
  silent?: boolean;
  /** Do not start the session-expiry redirect on 401 (signing out with a dead token). */
  ignoreExpiry?: boolean;
  signal?: AbortSignal;
}

export interface ApiDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Translates a key of the i18n resources (request.*). */
  t: (key: string) => string;
  notify: (notice: { type: 'error'; title: string; message: string }) => void;
  /** Clears the session and goes to /login?status=20003; called once, 300 ms after expiry is seen. */
  onExpired: () => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  now?: () => number;
  baseUrl?: string;
  timeoutMs?: number;
  /** A new Idempotency-Key (default crypto.randomUUID). */
  newKey?: () => string;
}

/** The sign-in route: a 401 from it is a wrong password, not an expired session. */
export const LOGIN_ROUTE = 'auth.login' satisfies RouteId;
export const SESSION_EXPIRED = 20003;
const EXPIRY_DELAY_MS = 300;

const randomKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

interface Envelope {
  success?: boolean;
  data?: unknown;
  msg?: string;
  message?: string;
  errorCode?: number;
  field?: string;
}

const routeByPath = new Map(Object.entries(routes).map(([id, r]) => [r.path, id as RouteId]));
/** The route a request path (below `/api`) belongs to, e.g. for fakes of the server in tests. */
export const routeOfPath = (path: string): RouteId | undefined => routeByPath.get(path);

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'type' in value && 'msg' in value;

export type Api = ReturnType<typeof createApi>;

/** Options of one call: everything but the method and body, which the route and the caller give. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;
/** An SWR key of the portal: the route id and its body (SWR's fetcher is `call`), null to wait. */
export type RouteKey<Id extends RouteId = RouteId> = readonly [Id, RequestOf<Id>, ...unknown[]];
/** Builds an SWR key with the body checked against the route's schema; `extra` only tells keys apart (e.g. the language). */
export const routeKey = <Id extends RouteId>(id: Id, body: RequestOf<Id>, ...extra: unknown[]): RouteKey<Id> => [
  id,
  body,
  ...extra,
];

/** Creates the client; every dependency is injected so the logic is testable with fakes. */
export function createApi(deps: ApiDeps) {
  const { baseUrl = '/api', timeoutMs = 120_000 } = deps;
  const later = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const now = deps.now ?? Date.now;
  let expiring = false;

  const expire = () => {
    if (expiring) return;
    expiring = true;
    later(deps.onExpired, EXPIRY_DELAY_MS);
  };

  const statusText = (status: number, fallback: string) => {
    const key = `request.status.${status}`;
    const text = deps.t(key);
    return text && text !== key ? text : fallback || deps.t('request.networkError');
  };

  const fail = (error: ApiError, silent: boolean, description?: string): never => {
    if (!silent && error.status !== 401) {
      const message =
        description && error.msg && description !== error.msg ? `${description} — ${error.msg}` : description || error.msg;
      deps.notify({ type: 'error', title: deps.t('request.errorTitle'), message });
    }
    throw error;
  };

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'POST', body, silent = false } = options;
    const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}ts=${now()}&lang=${encodeURIComponent(deps.getLanguage())}`;
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    const token = deps.getToken();
    if (token) headers.Authorization = token;
    // Every POST carries a fresh Idempotency-Key: the server runs a state-changing route once per key,
    // so the one automatic retry after a lost connection (below) can never act twice.
    if (method !== 'GET') headers['Idempotency-Key'] = (deps.newKey ?? randomKey)();
    const timeout = new AbortController();
    const timer = globalThis.setTimeout(() => timeout.abort(), timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

    let response: Response;
    const send = () =>
      deps.fetch(url, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body ?? {}), signal });
    try {
      try {
        response = await send();
      } catch (cause) {
        // A connection lost before any answer is retried once with the same key (never a timeout or an abort).
        if (signal.aborted) throw cause;
        response = await send();
      }
    } catch (cause) {
      globalThis.clearTimeout(timer);
      const timedOut = timeout.signal.aborted;
      const msg = timedOut ? `timeout of ${timeoutMs}ms exceeded` : cause instanceof Error && cause.message ? cause.message : '';
      return fail(
        { type: timedOut ? 'timeout' : 'network', msg: msg || deps.t('request.networkError') },
        silent || options.signal?.aborted === true,
      );
    }
    globalThis.clearTimeout(timer);

    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    const envelope = (Array.isArray(parsed) ? parsed[0] : parsed) as Envelope | null;
    const expired = envelope?.errorCode === SESSION_EXPIRED || response.status === 401;
    if (expired && path !== routes[LOGIN_ROUTE].path && !options.ignoreExpiry) expire();

    if (!response.ok || envelope?.success === false) {
      const error: ApiError = {
        type: 'logic',
        msg: envelope?.msg ?? envelope?.message ?? (response.ok ? '' : response.statusText) ?? '',
        errorCode: envelope?.errorCode,
        status: response.status,
        field: envelope?.field,
      };
      if (!error.msg) error.msg = deps.t('request.networkError');
      return fail(error, silent, response.ok ? undefined : statusText(response.status, response.statusText));
    }
    if (envelope && typeof envelope === 'object' && 'data' in envelope) return envelope.data as T;
    return envelope as T;
  }

  /** Calls a route of the contract by id: its method and path from the route table, typed body and answer. */
  function call<Id extends RouteId>(id: Id, body: RequestOf<Id>, options: CallOptions = {}): Promise<ResponseOf<Id>> {
    const route = routes[id];
    if (!route) return Promise.reject(new Error(`Unknown route ${id}`));
    return request<ResponseOf<Id>>(route.path, { ...options, method: route.method, body });
  }

  return {
    call,
    /** Re-arms the expiry handler after a new sign-in. */
    resetExpiry: () => {
      expiring = false;
    },
  };
}
