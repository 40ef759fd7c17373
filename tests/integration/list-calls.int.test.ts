/**
 * Every list screen's first page keeps its DynamoDB call count (issue #19). Every read route's
 * benchmark request (tests/bench/requests/) is sent warm on a stack of this file's own (the meter
 * sees the handlers' calls in this process); a route whose answer is a page is a list route, and
 * its calls (the sign-in's BatchGet aside) may not exceed its budget in tests/bench/list-calls.json,
 * written by `npm run bench -- --list-calls --write` on the same seed (tests/bench/list-calls.ts).
 */
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachMeter } from '../bench/ddb-meter.ts';
import {
  LIST_CALLS_COMMAND,
  LIST_CALLS_SEED,
  type ListCallsVerdict,
  UNSTEADY,
  judge,
  measureReadRoutes,
  readBudgets,
} from '../bench/list-calls.ts';
import type { RouteRow } from '../bench/per-route.ts';
import { ownStack } from '../support/own-stack.ts';

const own = ownStack({ name: 'list-calls', seed: LIST_CALLS_SEED });
const budgets = readBudgets();
let rows: RouteRow[];
let verdict: ListCallsVerdict;

beforeAll(async () => {
  const t0 = Date.now();
  rows = await measureReadRoutes(own.current(), attachMeter(documentClient()));
  verdict = judge(rows, budgets);
  console.log(
    `list calls: ${verdict.measured} list routes of ${rows.length} read routes measured in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  for (const line of verdict.below) console.log(`  below its budget (lower it with \`${LIST_CALLS_COMMAND}\`): ${line}`);
}, 240_000);

describe("every list screen's first page keeps its DynamoDB call count", () => {
  it('every read route’s benchmark request succeeds (a failing one could be a list route left unchecked)', () => {
    expect(verdict.failed).toEqual([]);
  });

  it('every list route of the route table has a budget', () => {
    expect(verdict.measured).toBeGreaterThan(100);
    expect(verdict.missing).toEqual([]);
  });

  it('every budget belongs to a route that still answers a page', () => {
    expect(verdict.stale).toEqual([]);
  });

  it('no list route’s first page makes more DynamoDB calls than its budget', () => {
    expect(verdict.over).toEqual([]);
  });

  it('only the routes declared unsteady carry a tolerance, each with its reason', () => {
    for (const [key, budget] of Object.entries(budgets)) {
      expect(budget.tolerance ?? 0, key).toBe(UNSTEADY[key]?.tolerance ?? 0);
      if (budget.tolerance) expect(budget.reason, key).toBeTruthy();
    }
  });
});
