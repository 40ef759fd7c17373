/**
 * The platform's monthly AWS bill from measured work (issue #19, item 4; docs/scale.md): what each
 * operation costs once (DynamoDB units, Lambda time and requests, Step Functions transitions, S3
 * requests, API Gateway requests — measured by `npm run bench -- --cost`), times how often the usage
 * profile says it happens per card and month, at list prices. Pure.
 */

/** AWS list prices, us-east-1, on-demand (USD). */
export const PRICES = {
  /** DynamoDB on-demand, per read and per write request unit. */
  readUnit: 0.125e-6,
  writeUnit: 0.625e-6,
  /** DynamoDB standard table class, per GB-month. */
  dynamoGbMonth: 0.25,
  /** Lambda x86, per GB-second and per request. */
  lambdaGbSecond: 0.0000166667,
  lambdaRequest: 0.2e-6,
  /** Step Functions Standard, per state transition. */
  transition: 0.025e-3,
  /** S3 Standard: PUT/POST/LIST per request, GET per request, storage per GB-month. */
  s3Put: 0.005e-3,
  s3Get: 0.0004e-3,
  s3GbMonth: 0.023,
  /** API Gateway HTTP API, per request (first 300 million a month). */
  apiRequest: 1.0e-6,
  /** EventBridge custom events, per event put. */
  event: 1.0e-6,
} as const;

/** What one operation costs, as measured. */
export interface OperationCost {
  readUnits: number;
  writeUnits: number;
  /** Lambda: invocations and billed duration (ms) at `memoryGb`. */
  invocations: number;
  lambdaMs: number;
  memoryGb: number;
  transitions: number;
  s3Puts: number;
  s3Gets: number;
  /** Requests through API Gateway. */
  apiRequests: number;
  events: number;
}

export const noCost: OperationCost = {
  readUnits: 0,
  writeUnits: 0,
  invocations: 0,
  lambdaMs: 0,
  memoryGb: 0.5,
  transitions: 0,
  s3Puts: 0,
  s3Gets: 0,
  apiRequests: 0,
  events: 0,
};

export type Service = 'dynamodb' | 'lambda' | 'stepFunctions' | 's3' | 'apiGateway' | 'eventBridge';

/** One operation's price in dollars, per service. */
export function priceOf(c: OperationCost): Record<Service, number> {
  return {
    dynamodb: c.readUnits * PRICES.readUnit + c.writeUnits * PRICES.writeUnit,
    lambda: (c.lambdaMs / 1000) * c.memoryGb * PRICES.lambdaGbSecond + c.invocations * PRICES.lambdaRequest,
    stepFunctions: c.transitions * PRICES.transition,
    s3: c.s3Puts * PRICES.s3Put + c.s3Gets * PRICES.s3Get,
    apiGateway: c.apiRequests * PRICES.apiRequest,
    eventBridge: c.events * PRICES.event,
  };
}

/** An operation of the profile: its measured cost per unit (a request, a card-day, a card billed…) and its units per card and month. */
export interface ProfileLine {
  operation: string;
  unit: string;
  perCardMonth: number;
  cost: OperationCost;
}

export interface CostRow {
  operation: string;
  unitsPerMonth: number;
  dollars: Record<Service, number>;
  total: number;
}

const zero = (): Record<Service, number> => ({ dynamodb: 0, lambda: 0, stepFunctions: 0, s3: 0, apiGateway: 0, eventBridge: 0 });

/**
 * The monthly bill for `cards` cards: each line's price times its monthly count, plus storage
 * (DynamoDB and S3 bytes per card). Answers rows, per-service totals, the total and the cost per card.
 */
export function monthlyBill(
  cards: number,
  lines: readonly ProfileLine[],
  storage: { dynamoBytesPerCard: number; s3BytesPerCard: number },
) {
  const rows: CostRow[] = lines.map((l) => {
    const unitsPerMonth = l.perCardMonth * cards;
    const each = priceOf(l.cost);
    const dollars = zero();
    for (const k of Object.keys(dollars) as Service[]) dollars[k] = each[k] * unitsPerMonth;
    return { operation: `${l.operation} (per ${l.unit})`, unitsPerMonth, dollars, total: sum(dollars) };
  });
  const storageDollars = zero();
  storageDollars.dynamodb = (storage.dynamoBytesPerCard * cards * PRICES.dynamoGbMonth) / 1e9;
  storageDollars.s3 = (storage.s3BytesPerCard * cards * PRICES.s3GbMonth) / 1e9;
  rows.push({
    operation: 'storage (DynamoDB items and S3 files)',
    unitsPerMonth: cards,
    dollars: storageDollars,
    total: sum(storageDollars),
  });
  const byService = zero();
  for (const r of rows) for (const k of Object.keys(byService) as Service[]) byService[k] += r.dollars[k];
  const total = sum(byService);
  return { rows, byService, total, perCard: cards ? total / cards : 0 };
}

const sum = (d: Record<Service, number>) => Object.values(d).reduce((t, v) => t + v, 0);
