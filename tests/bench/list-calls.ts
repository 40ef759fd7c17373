/**
 * Every list screen's first page keeps its DynamoDB call count (issue #19). The per-route table's
 * requests (per-route.ts) of every READ route, each sent once unmetered to warm the containers'
 * caches and once metered, on a stack of its own seeded as `LIST_CALLS_SEED`; a route whose answer
 * is a page (`rows !== ''`) is a list route, and its calls without the sign-in's are its count.
 * `npm run bench -- --list-calls --write` writes the budgets (list-calls.json, never edited by hand);
 * tests/integration/list-calls.int.test.ts measures again and fails on a count over its budget or a
 * list route without one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LocalStack } from '../../infra/src/local/stack.ts';
import type { attachMeter } from './ddb-meter.ts';
import { type RouteRow, perRoute } from './per-route.ts';

export const LIST_CALLS_FILE = fileURLToPath(new URL('./list-calls.json', import.meta.url));
export const LIST_CALLS_COMMAND = 'npm run bench -- --list-calls --write';
/** The stack both the command and the test measure on (the same seed gives the same pages). */
/** With the demo history: some benchmark requests read it (an alarm of Acme's), as in `npm run bench`. */
export const LIST_CALLS_SEED = { cards: 1000, usageDays: 14, history: true };

export interface ListBudget {
  /** DynamoDB calls of the first page, without the signed-in request's principal load. */
  calls: number;
  /** Calls allowed above `calls`, only for a route listed in UNSTEADY (with its reason). */
  tolerance?: number;
  reason?: string;
}
export type ListBudgets = Record<string, ListBudget>;

/**
 * List routes whose count is not the same from run to run, with the tolerance allowed and why.
 * Keep it short: a steady count is the rule.
 */
export const UNSTEADY: Record<string, { tolerance: number; reason: string }> = {};

export const listKey = (row: Pick<RouteRow, 'group' | 'id'>) => `${row.group}/${row.id}`;
export const isListRow = (row: RouteRow) => row.ok && row.rows !== '';

/** Every read route's request, warm, metered (route-table order). */
export function measureReadRoutes(stack: LocalStack, meter: ReturnType<typeof attachMeter>): Promise<RouteRow[]> {
  return perRoute(stack, meter, [], { route: (_, route) => !route.writes, warm: true });
}

/** The budget file's content from a run: every list route's count, keyed `group/routeId`, in route-table order. */
export function budgetsOf(rows: RouteRow[]): ListBudgets {
  return Object.fromEntries(
    rows.filter(isListRow).map((r) => {
      const unsteady = UNSTEADY[listKey(r)];
      return [listKey(r), { calls: r.dbCalls, ...(unsteady ?? {}) }];
    }),
  );
}

export function readBudgets(): ListBudgets {
  return JSON.parse(readFileSync(LIST_CALLS_FILE, 'utf8')) as ListBudgets;
}

export function writeBudgets(budgets: ListBudgets): void {
  writeFileSync(LIST_CALLS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
}

export interface ListCallsVerdict {
  /** Read routes whose request failed: a list route among them could not be checked. */
  failed: string[];
  /** List routes without a budget. */
  missing: string[];
  /** Budgeted routes that no longer answer a page (or no longer exist / read). */
  stale: string[];
  /** Over budget (+ tolerance). */
  over: string[];
  /** Below budget: fine, printed so the budget can be lowered. */
  below: string[];
  /** Every list route measured, with its count. */
  measured: number;
}

/** Compares a run with the budgets. */
export function judge(rows: RouteRow[], budgets: ListBudgets): ListCallsVerdict {
  const lists = rows.filter(isListRow);
  const listed = new Set(lists.map(listKey));
  const verdict: ListCallsVerdict = { failed: [], missing: [], stale: [], over: [], below: [], measured: lists.length };
  for (const r of rows) if (!r.ok) verdict.failed.push(`${listKey(r)} ${r.path}: ${r.status}`);
  for (const r of lists) {
    const budget = budgets[listKey(r)];
    if (!budget) {
      verdict.missing.push(
        `${listKey(r)} (${r.path}) answers a page of ${r.rows} rows in ${r.dbCalls} DynamoDB calls but has no budget: run \`${LIST_CALLS_COMMAND}\``,
      );
      continue;
    }
    const allowed = budget.calls + (budget.tolerance ?? 0);
    if (r.dbCalls > allowed)
      verdict.over.push(
        `${listKey(r)} (${r.path}): budget ${budget.calls}${budget.tolerance ? ` + ${budget.tolerance}` : ''}, measured ${r.dbCalls} (${r.calls}, the sign-in's BatchGet aside)`,
      );
    else if (r.dbCalls < budget.calls) verdict.below.push(`${listKey(r)}: budget ${budget.calls}, measured ${r.dbCalls}`);
  }
  const failedKeys = new Set(rows.filter((r) => !r.ok).map(listKey));
  for (const key of Object.keys(budgets))
    if (!listed.has(key) && !failedKeys.has(key))
      verdict.stale.push(`${key} has a budget but answered no page: run \`${LIST_CALLS_COMMAND}\``);
  return verdict;
}
