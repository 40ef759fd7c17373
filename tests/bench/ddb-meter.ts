import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';

export interface Meter {
  calls: Record<string, number>;
  capacity: number;
  readCapacity: number;
  writeCapacity: number;
  /** Consumed capacity units by operation name. */
  capacityByCall: Record<string, number>;
  items: number;
  /** Items written by calls that succeeded (Put/Update/Delete: one each; BatchWrite and TransactWrite: one per request item). */
  itemsWritten: number;
  /** Query, Scan and BatchGet calls: the pages read. */
  pages: number;
  /** Of those, the signed-in request's own BatchGet of account + token revocation, and the items it read. */
  authPages: number;
  authItems: number;
}

const isRead = /^(Get|BatchGet|Query|Scan|TransactGet)/;
const empty = (): Meter => ({
  calls: {},
  capacity: 0,
  readCapacity: 0,
  writeCapacity: 0,
  capacityByCall: {},
  items: 0,
  itemsWritten: 0,
  pages: 0,
  authPages: 0,
  authItems: 0,
});
const isPage = /^(Query|Scan|BatchGet)/;

/** Whether a BatchGet reads a revoked-token marker: the principal's load (account/load-principal.ts). */
function isPrincipalLoad(name: string, input: Record<string, unknown>): boolean {
  if (!name.startsWith('BatchGet')) return false;
  const requests = Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: { pk?: unknown }[] }>);
  // The document client may have marshalled the keys already ({ S: '…' }).
  const pk = (k: { pk?: unknown }) => String((k.pk as { S?: string } | undefined)?.S ?? k.pk);
  return requests.some((r) => (r.Keys ?? []).some((k) => pk(k).startsWith('TOKEN#')));
}

function written(name: string, input: Record<string, unknown>): number {
  if (/^(Put|Update|Delete)Item$/.test(name) || /^(Put|Update|Delete)$/.test(name)) return 1;
  if (name.startsWith('BatchWrite'))
    return Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>).reduce((t, l) => t + l.length, 0);
  if (name.startsWith('TransactWrite'))
    return ((input.TransactItems ?? []) as Record<string, unknown>[]).filter((i) => !i.ConditionCheck).length;
  return 0;
}

const supportsCapacity = /^(Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactWrite|TransactGet)/;

/** Counts DynamoDB calls, consumed capacity and items read through a document client. */
export function attachMeter(client: DocumentClient): { reset: () => Meter; current: () => Meter } {
  let meter: Meter = empty();
  client.intercept(async (operation, wire, next) => {
    const name = operation;
    meter.calls[name] = (meter.calls[name] ?? 0) + 1;
    const input: Record<string, unknown> = supportsCapacity.test(name) ? { ...wire, ReturnConsumedCapacity: 'TOTAL' } : wire;
    const principal = isPrincipalLoad(name, input);
    if (isPage.test(name)) meter.pages += 1;
    if (principal) meter.authPages += 1;
    const itemsBefore = meter.items;
    const o = await next(input);
    // Counted once the call succeeded: a write whose condition failed wrote nothing (an idempotent replay's claim).
    meter.itemsWritten += written(name, input);
    const cc = o.ConsumedCapacity as { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
    for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) {
      meter.capacity += c.CapacityUnits ?? 0;
      meter.capacityByCall[name] = (meter.capacityByCall[name] ?? 0) + (c.CapacityUnits ?? 0);
      if (isRead.test(name)) meter.readCapacity += c.CapacityUnits ?? 0;
      else meter.writeCapacity += c.CapacityUnits ?? 0;
    }
    if (o.Item) meter.items += 1;
    if (Array.isArray(o.Items)) meter.items += o.Items.length;
    if (o.Responses && typeof o.Responses === 'object')
      for (const list of Object.values(o.Responses)) meter.items += Array.isArray(list) ? list.length : 1;
    if (principal) meter.authItems += meter.items - itemsBefore;
    return o;
  });
  return {
    reset: () => {
      const done = meter;
      meter = empty();
      return done;
    },
    current: () => meter,
  };
}
