/**
 * Which HTTP API routes the route table needs. One API route per RouteDef cost a CloudFormation
 * resource each and would not survive the second half of the spec, so a subtree of paths that
 * belongs to one group becomes one greedy route `ANY /api<prefix>/{proxy+}` on that group's
 * function; the handler then resolves the route by method and path from the same route table
 * (resolve-route.ts) and answers 404 for anything else (docs/decisions.md "Route capacity and
 * cloud observability").
 */
import {
  type ApiGroup,
  lambdaOfGroup,
  apiGroups as realApiGroups,
  lambdaEntries as realLambdaEntries,
  workers as realWorkers,
} from '@cmp/functions/platform/route-table';

/** What the CDK app builds from: API groups, the Lambda serving each, workers and the source entry of each Lambda. */
export interface RouteTable {
  apiGroups: ApiGroup[];
  /** API group → the Lambda that serves it (its area's, or its own). */
  lambdaOf: Record<string, string>;
  workers: readonly string[];
  lambdaEntries: Record<string, string>;
}

export const defaultRouteTable: RouteTable = {
  apiGroups: realApiGroups,
  lambdaOf: Object.fromEntries(realApiGroups.map((g) => [g.name, lambdaOfGroup(g.name)])),
  workers: realWorkers,
  lambdaEntries: realLambdaEntries,
};

/** The groups as their Lambdas see them: routes of one Lambda's groups under its name (what the routes are planned for). */
export const groupsByLambda = (table: RouteTable): ApiGroup[] => {
  const byLambda = new Map<string, ApiGroup>();
  for (const group of table.apiGroups) {
    const name = table.lambdaOf[group.name] ?? group.name;
    const merged = byLambda.get(name) ?? { name, routes: [] };
    merged.routes = [...merged.routes, ...group.routes];
    byLambda.set(name, merged);
  }
  return [...byLambda.values()];
};

/** One HTTP API route to create, with its path below `/api`, and the Lambda (`group` of the planned groups) it goes to. */
export interface PlannedRoute {
  method: 'ANY' | 'GET' | 'POST';
  path: string;
  group: string;
}

export const GREEDY = '{proxy+}';

/**
 * Greedy routes are only placed this deep (`/cmp/<area>` or below), so no group catches the whole
 * API and an unknown area still gets API Gateway's own 404.
 */
const MIN_GREEDY_DEPTH = 2;

interface Node {
  path: string;
  depth: number;
  children: Map<string, Node>;
  /** Routes whose path ends at this node. */
  own: PlannedRoute[];
  /** Every route strictly below this node. */
  below: PlannedRoute[];
}

function buildTrie(groups: ApiGroup[]): Node {
  const root: Node = { path: '', depth: 0, children: new Map(), own: [], below: [] };
  for (const group of groups) {
    for (const route of group.routes) {
      const exact: PlannedRoute = { method: route.method, path: route.path, group: group.name };
      let node = root;
      for (const segment of route.path.split('/').filter(Boolean)) {
        node.below.push(exact);
        let child = node.children.get(segment);
        if (!child) {
          child = { path: `${node.path}/${segment}`, depth: node.depth + 1, children: new Map(), own: [], below: [] };
          node.children.set(segment, child);
        }
        node = child;
      }
      node.own.push(exact);
    }
  }
  return root;
}

/** The group with most routes in `routes`; ties go to the first name in alphabetical order. */
function majority(routes: PlannedRoute[]): string {
  const counts = new Map<string, number>();
  for (const r of routes) counts.set(r.group, (counts.get(r.group) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]![0];
}

/**
 * Fewest routes that send every route strictly below `node` to its group. Either one greedy route
 * for the subtree's majority group plus exact routes for the other groups' routes under it, or the
 * children planned one by one. Greedy routes never nest: a request then matches at most one greedy
 * route, so correctness rests only on API Gateway preferring an exact route to a greedy one.
 */
function plan(node: Node): PlannedRoute[] {
  const perChild = [...node.children.values()].flatMap((child) => [...child.own, ...plan(child)]);
  if (node.depth < MIN_GREEDY_DEPTH || node.below.length === 0) return perChild;
  const owner = majority(node.below);
  const greedy = [
    { method: 'ANY' as const, path: `${node.path}/${GREEDY}`, group: owner },
    ...node.below.filter((r) => r.group !== owner),
  ];
  // On a tie the exact routes win: they keep API Gateway's own 404 for paths nobody declared.
  return greedy.length < perChild.length ? greedy : perChild;
}

/** The API routes for a route table, each path below `/api`. */
export function planApiRoutes(groups: ApiGroup[]): PlannedRoute[] {
  return plan(buildTrie(groups));
}
