import { lambdaEntries } from '@cmp/functions/platform/route-table';

type Handler = (event: unknown, context?: unknown) => Promise<unknown>;
const loaded = new Map<string, Promise<Handler>>();

/** Loads a Lambda's handler in-process from its source entry (the same entry infra bundles). */
export function lambdaHandler(name: string): Promise<Handler> {
  const entry = lambdaEntries[name];
  if (!entry) throw new Error(`No Lambda named ${name}`);
  let handler = loaded.get(name);
  if (!handler) {
    handler = import(new URL(`../../../functions/src/${entry}`, import.meta.url).href).then(
      (m: { handler: Handler }) => m.handler,
    );
    loaded.set(name, handler);
  }
  return handler;
}

/** Tracks background work (executions, bus deliveries, schedules) so tests and the seed can wait for quiet. */
export class Background {
  private readonly running = new Set<Promise<unknown>>();
  constructor(private readonly onError: (what: string, error: unknown) => void) {}

  run(what: string, work: () => Promise<unknown>): Promise<unknown> {
    const p = work().catch((error) => this.onError(what, error));
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
    return p;
  }

  /** Resolves once nothing is running (including work started while waiting). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
