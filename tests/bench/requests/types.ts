/**
 * The shape of a benchmark request: one per route of the route table (functions/src/platform/
 * route-table.ts), declared per API group in this folder and checked by requests.test.ts.
 */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';

/** Demo accounts of the seed (infra/src/local/seed/demo-data.ts). */
export type DemoLogin = 'admin' | 'operator' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';

/** Who makes the request: a demo account, nobody (public routes), a partner's server (open API, signed) or a partner's page (widget token). */
export type Caller = DemoLogin | 'public' | 'appKey' | 'widget';

/** A seeded card as the setup functions pick it. */
export interface BenchCard {
  iccid: string;
  state: number;
  operator: string;
  custId?: string;
  [attribute: string]: unknown;
}

export interface BenchContext {
  /** The gateway, e.g. http://127.0.0.1:4321. */
  url: string;
  db: DocumentClient;
  table: string;
  /** A (cached) token of a demo account. */
  token(login: DemoLogin): Promise<string>;
  /** Signs an account in afresh (a session the request may end or a password it may change). */
  signIn(loginName: string, password?: string): Promise<string>;
  /** Calls the API as the portal does and returns `data`; throws unless the answer is a success (setup must not fail silently). */
  call<T = unknown>(path: string, body: unknown, as: DemoLogin | { token: string }): Promise<T>;
  /**
   * Takes n cards of the enterprise C1001 that no other benchmark request has taken (so a request may
   * change them), optionally filtered; throws when too few are left. `'all'` takes every one left.
   */
  takeCards(n: number | 'all', filter?: (card: BenchCard) => boolean): Promise<BenchCard[]>;
  /** Waits until the stack's background work (state machines, bus events, workers) is done. */
  idle(): Promise<void>;
  /** Puts a file to a presigned upload URL. */
  upload(url: string, body: Buffer, contentType: string): Promise<void>;
  /** A unique suffix for names the benchmark creates. */
  unique(): string;
  /** Values a setup stores for a later request of the same run (e.g. an app key's secret). */
  memo: Map<string, unknown>;
}

/** What a setup hands to the measured request. */
export interface Prepared {
  body: unknown;
  /** Overrides the caller's cached token (e.g. a fresh session for logout). */
  token?: string;
  /** Extra headers (e.g. the open API's signature, computed over the raw body). */
  headers?: Record<string, string>;
}

export interface BenchRequest {
  as: Caller;
  /**
   * The request body, or a setup (run before the meter starts, through the API) that creates the
   * data the request needs and returns the body, or a full Prepared.
   */
  body?: unknown;
  setup?: (ctx: BenchContext) => Promise<unknown>;
  prepare?: (ctx: BenchContext) => Promise<Prepared>;
  /** Shown beside the route in the table. */
  note?: string;
  /**
   * Set when the answer is not a single screen (a batch, an export, a whole-tenant job): the run
   * does not mark such a route for its page or item counts; the text says why.
   */
  bulk?: string;
  /** The answer is a whole document, not the envelope (the OpenAPI document): a 2xx is a success. */
  document?: true;
}

/** Benchmark requests of some API groups: group name → route id → request. */
export type GroupRequests = Record<string, Record<string, BenchRequest>>;
