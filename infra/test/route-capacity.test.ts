/**
 * Room for twice the routes (issue #11 item 5): with the route table doubled (every group, route
 * and worker again under new names and paths; an area's copied groups share its copied Lambda) every synthesized stack stays ≤ 450 resources, and
 * every route, real or doubled, still reaches exactly one API route on its own group's function.
 */
import { apiGroups, apiLambdas, lambdaEntries, lambdaOfGroup, workers } from '@cmp/functions/platform/route-table';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type RouteTable, defaultRouteTable, groupsByLambda, planApiRoutes } from '../src/cloud/api-routes.ts';
import { apiRoutesOf, matchRoute } from './support/api-routes.ts';
import { synthCmp } from './support/synth.ts';

const LIMIT = 450;

/** The real table plus a copy of every group and worker, its paths moved to `/cmp/<area>-next/...`. */
function doubledRouteTable(): RouteTable {
  const copies = apiGroups.map((g) => ({
    name: `${g.name}-next`,
    routes: g.routes.map((r) => ({ ...r, id: `${r.id}Next`, path: r.path.replace(/^\/cmp\/([^/]+)/, '/cmp/$1-next') })),
  }));
  const workerCopies = workers.map((w) => `${w}-next`);
  // Each area and each group of its own again: the copies of an area's groups share the area's copy.
  const lambdaOf = Object.fromEntries(
    apiGroups.flatMap((g) => [
      [g.name, lambdaOfGroup(g.name)],
      [`${g.name}-next`, `${lambdaOfGroup(g.name)}-next`],
    ]),
  );
  return {
    apiGroups: [...apiGroups, ...copies],
    lambdaOf,
    workers: [...workers, ...workerCopies],
    lambdaEntries: {
      ...lambdaEntries,
      ...Object.fromEntries(apiLambdas.map((l) => [`${l}-next`, lambdaEntries[l]!])),
      ...Object.fromEntries(workerCopies.map((w, i) => [w, lambdaEntries[workers[i]!]!])),
    },
  };
}

/**
 * Resource count of every stack. The app is one stack; a nested stack would need its own count,
 * so one appearing fails here until this reads its template too.
 */
function resourceCounts(template: Template): number[] {
  const resources = template.toJSON().Resources as Record<string, { Type: string }>;
  expect(Object.values(resources).filter((r) => r.Type === 'AWS::CloudFormation::Stack')).toEqual([]);
  return [Object.keys(resources).length];
}

const doubled = doubledRouteTable();
const real = synthCmp();
const twice = synthCmp({ routeTable: doubled });
const routeCount = (groups: RouteTable['apiGroups']) => groups.reduce((n, g) => n + g.routes.length, 0);

function expectEveryRouteReached(template: Template, table: RouteTable): void {
  const deployed = apiRoutesOf(template);
  const misses: string[] = [];
  for (const group of table.apiGroups) {
    for (const route of group.routes) {
      const found = matchRoute(deployed, route.method, `/api${route.path}`);
      if (found.length !== 1 || found[0]!.fn !== table.lambdaOf[group.name])
        misses.push(`${route.method} ${route.path} (${group.name}) → ${found.map((r) => `${r.routeKey} ${r.fn}`).join(' | ')}`);
    }
  }
  expect(misses).toEqual([]);
}

describe('route capacity', () => {
  it('the doubled table really is twice the routes and groups', () => {
    expect(routeCount(doubled.apiGroups)).toBe(2 * routeCount(apiGroups));
    expect(doubled.apiGroups).toHaveLength(2 * apiGroups.length);
    expect(new Set(doubled.apiGroups.flatMap((g) => g.routes.map((r) => `${r.method} ${r.path}`))).size).toBe(
      routeCount(doubled.apiGroups),
    );
  });

  it(`keeps every stack at or below ${LIMIT} resources with the doubled route table`, () => {
    for (const count of resourceCounts(twice)) expect(count).toBeLessThanOrEqual(LIMIT);
  });

  it(`keeps the real app at or below ${LIMIT} resources too`, () => {
    for (const count of resourceCounts(real)) expect(count).toBeLessThanOrEqual(LIMIT);
  });

  it('builds one function per doubled API Lambda and worker, and the planned routes for the doubled table', () => {
    const descriptions = Object.values(twice.findResources('AWS::Lambda::Function')).map((r) =>
      String(r.Properties.Description ?? ''),
    );
    const doubledLambdas = groupsByLambda(doubled).map((l) => l.name);
    expect(doubledLambdas).toHaveLength(2 * apiLambdas.length);
    for (const name of [...doubledLambdas, ...doubled.workers])
      expect(descriptions.filter((d) => d.startsWith(`CMP api ${name} (`) || d.startsWith(`CMP worker ${name} (`))).toHaveLength(
        1,
      );
    twice.resourceCountIs('AWS::ApiGatewayV2::Route', planApiRoutes(groupsByLambda(doubled)).length);
  });

  it("reaches every real route through exactly one API route on its group's (or area's) function", () => {
    expectEveryRouteReached(real, defaultRouteTable);
  });

  it("reaches every doubled route through exactly one API route on its group's (or area's) function", () => {
    expectEveryRouteReached(twice, doubled);
  });

  it('never nests greedy routes, so no request depends on which greedy route API Gateway prefers', () => {
    const prefixes = apiRoutesOf(twice)
      .filter((r) => r.path.endsWith('/{proxy+}'))
      .map((r) => r.path.slice(0, -'{proxy+}'.length));
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(b.startsWith(a)).toBe(false);
  });

  it('sends a path nobody declared under a group prefix to that group (whose handler answers 404)', () => {
    const found = matchRoute(apiRoutesOf(real), 'POST', '/api/cmp/sim/batch/noSuchRoute');
    expect(found.map((r) => r.fn)).toEqual(['batch']);
  });

  it('leaves an unknown area to API Gateway (no catch-all route)', () => {
    expect(matchRoute(apiRoutesOf(real), 'POST', '/api/cmp/noSuchArea/list')).toEqual([]);
    expect(apiRoutesOf(twice).filter((r) => r.path.split('/').length <= 4 && r.path.endsWith('{proxy+}'))).toEqual([]);
  });
});
