/**
 * The document commands the repositories send (`GetCommand`, `QueryCommand`, `TransactWriteCommand`…),
 * with the AWS SDK's lib-dynamodb input and output types and its conversion rules: plain JavaScript
 * values in, DynamoDB attribute values on the wire (undefined values removed, empty strings kept),
 * plain values out, numbers as numbers. Types only are taken from the SDK; the code is ours, so a
 * bundle carries the marshalling library (a few KB) and not the SDK's client stack.
 */
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactGetCommandInput,
  TransactGetCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { Wire } from './json-service.ts';

export type {
  BatchGetCommandInput,
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  UpdateCommandInput,
  UpdateCommandOutput,
};

type Obj = Record<string, unknown>;
type AttrMap = Parameters<typeof unmarshall>[0];

/** Plain object → attribute-value map, as lib-dynamodb converts it by default. */
export const toAttrs = (value: unknown): unknown =>
  value === undefined ? undefined : marshall(value as Obj, { removeUndefinedValues: true, convertEmptyValues: false });
/** Attribute-value map → plain object (numbers as JavaScript numbers). */
export const fromAttrs = (value: unknown): Obj | undefined => (value === undefined ? undefined : unmarshall(value as AttrMap));

/** Converts the named fields of an object (those present), leaving the rest as they are. */
const convert = (o: unknown, fields: readonly string[], f: (v: unknown) => unknown): Obj => {
  const out: Obj = { ...(o as Obj) };
  for (const k of fields) if (out[k] !== undefined) out[k] = f(out[k]);
  return out;
};
const mapValues = (o: unknown, f: (v: unknown) => unknown): Obj | undefined =>
  o === undefined ? undefined : Object.fromEntries(Object.entries(o as Obj).map(([k, v]) => [k, f(v)]));
const keyed = ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey'] as const;
const written = (f: (v: unknown) => unknown) => (r: unknown) => convert(r, ['Key', 'Item'], f);
const writeRequest = (f: (v: unknown) => unknown) => (r: unknown) => {
  const { PutRequest, DeleteRequest } = r as { PutRequest?: unknown; DeleteRequest?: unknown };
  return PutRequest ? { PutRequest: written(f)(PutRequest) } : { DeleteRequest: written(f)(DeleteRequest) };
};
const transactItem = (r: unknown) =>
  Object.fromEntries(Object.entries(r as Obj).map(([kind, body]) => [kind, convert(body, keyed, toAttrs)]));
const withMetadata = <O>(o: Obj): O => ({ $metadata: {}, ...o }) as O;

/** A document command: its DynamoDB operation and how its input and output convert. */
export abstract class DocumentCommand<I, O> {
  abstract readonly operation: string;
  constructor(readonly input: I) {}
  toWire(): Wire {
    return convert(this.input, keyed, toAttrs);
  }
  fromWire(out: Wire): O {
    return withMetadata(convert(out, ['Item', 'Attributes', 'LastEvaluatedKey'], fromAttrs));
  }
}

export class GetCommand extends DocumentCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends DocumentCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends DocumentCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends DocumentCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DocumentCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
  override fromWire(out: Wire): QueryCommandOutput {
    return { ...super.fromWire(out), Items: (out.Items as unknown[] | undefined)?.map((i) => fromAttrs(i)!) };
  }
}
export class ScanCommand extends DocumentCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
  override fromWire(out: Wire): ScanCommandOutput {
    return { ...super.fromWire(out), Items: (out.Items as unknown[] | undefined)?.map((i) => fromAttrs(i)!) };
  }
}

/** `{ table: { Keys: [...] } }` with each key converted. */
const keysByTable = (o: unknown, f: (v: unknown) => unknown) =>
  mapValues(o, (t) => ({ ...(t as Obj), Keys: ((t as Obj).Keys as unknown[]).map(f) }));

export class BatchGetCommand extends DocumentCommand<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
  override toWire(): Wire {
    return { ...this.input, RequestItems: keysByTable(this.input.RequestItems, toAttrs) };
  }
  override fromWire(out: Wire): BatchGetCommandOutput {
    return withMetadata({
      ...out,
      Responses: mapValues(out.Responses, (items) => (items as unknown[]).map((i) => fromAttrs(i)!)),
      UnprocessedKeys: keysByTable(out.UnprocessedKeys, fromAttrs),
    });
  }
}
export class BatchWriteCommand extends DocumentCommand<BatchWriteCommandInput, BatchWriteCommandOutput> {
  readonly operation = 'BatchWriteItem';
  override toWire(): Wire {
    return {
      ...this.input,
      RequestItems: mapValues(this.input.RequestItems, (l) => (l as unknown[]).map(writeRequest(toAttrs))),
    };
  }
  override fromWire(out: Wire): BatchWriteCommandOutput {
    return withMetadata({
      ...out,
      UnprocessedItems: mapValues(out.UnprocessedItems, (l) => (l as unknown[]).map(writeRequest(fromAttrs))),
    });
  }
}
export class TransactWriteCommand extends DocumentCommand<TransactWriteCommandInput, TransactWriteCommandOutput> {
  readonly operation = 'TransactWriteItems';
  override toWire(): Wire {
    return { ...this.input, TransactItems: this.input.TransactItems?.map(transactItem) };
  }
}
export class TransactGetCommand extends DocumentCommand<TransactGetCommandInput, TransactGetCommandOutput> {
  readonly operation = 'TransactGetItems';
  override toWire(): Wire {
    return { ...this.input, TransactItems: this.input.TransactItems?.map(transactItem) };
  }
  override fromWire(out: Wire): TransactGetCommandOutput {
    return withMetadata({
      ...out,
      Responses: (out.Responses as Obj[] | undefined)?.map((r) => convert(r, ['Item'], fromAttrs)),
    });
  }
}

/** The plain values of an error's items (a failed condition's `Item`, a cancelled transaction's reasons). */
export function errorFromWire(error: unknown): unknown {
  const e = error as { Item?: unknown; CancellationReasons?: unknown[] };
  if (e && typeof e === 'object') {
    if (e.Item) e.Item = fromAttrs(e.Item);
    if (Array.isArray(e.CancellationReasons))
      e.CancellationReasons = e.CancellationReasons.map((r) => convert(r, ['Item'], fromAttrs));
  }
  return error;
}
