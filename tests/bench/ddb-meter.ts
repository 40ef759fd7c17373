import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Meter {
  calls: Record<string, number>;
  capacity: number;
  readCapacity: number;
  writeCapacity: number;
  /** Consumed capacity units by operation name. */
  capacityByCall: Record<string, number>;
  items: number;
}

const isRead = /^(Get|BatchGet|Query|Scan|TransactGet)/;
const empty = (): Meter => ({ calls: {}, capacity: 0, readCapacity: 0, writeCapacity: 0, capacityByCall: {}, items: 0 });

const supportsCapacity = /^(Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactWrite|TransactGet)/;

/** Counts DynamoDB calls, consumed capacity and items read through a document client. */
export function attachMeter(client: DynamoDBDocumentClient): { reset: () => Meter; current: () => Meter } {
  let meter: Meter = empty();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      meter.calls[name] = (meter.calls[name] ?? 0) + 1;
      const input = args.input as Record<string, unknown>;
      if (supportsCapacity.test(name)) input.ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      const o = out.output as Record<string, unknown>;
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
        for (const list of Object.values(o.Responses)) meter.items += (list as unknown[]).length;
      return out;
    },
    { step: 'initialize', name: 'benchMeter' },
  );
  return {
    reset: () => {
      const done = meter;
      meter = empty();
      return done;
    },
    current: () => meter,
  };
}
