/**
 * Reads the HTTP API routes back out of a synthesized template and picks, for a request, the
 * route API Gateway would pick: an exact path with the request's method (or ANY) first, then a
 * greedy `{proxy+}` route whose prefix the path extends by at least one segment.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { resourcesOf } from './synth.ts';

export interface DeployedRoute {
  routeKey: string;
  method: string;
  /** Path including `/api`, e.g. `/api/cmp/sim/batch/{proxy+}`. */
  path: string;
  /** Name of the function behind the route (from its `CMP <kind> <name> (...)` description). */
  fn: string;
}

const GREEDY = '/{proxy+}';

/** Every route of the template with the name of the function its integration invokes. */
export function apiRoutesOf(template: Template): DeployedRoute[] {
  const resources = resourcesOf(template);
  const fnName = (integrationId: string): string => {
    const uri = resources[integrationId]?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
    const description = String(resources[uri['Fn::GetAtt'][0]]?.Properties.Description ?? '');
    const name = /^CMP (?:api|worker) (\S+) \(/.exec(description)?.[1];
    if (!name) throw new Error(`Integration ${integrationId} does not invoke one of our functions`);
    return name;
  };
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
    .map((r) => {
      const routeKey = String(r.Properties.RouteKey);
      const [method = '', path = ''] = routeKey.split(' ');
      const target = r.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      return { routeKey, method, path, fn: fnName(target['Fn::Join'][1][1].Ref) };
    });
}

/** The routes that would take `method path`: one exact route, else every greedy route that matches. */
export function matchRoute(routes: DeployedRoute[], method: string, path: string): DeployedRoute[] {
  const methodFits = (r: DeployedRoute) => r.method === method || r.method === 'ANY';
  const exact = routes.filter((r) => r.path === path && methodFits(r));
  if (exact.length) return [exact.find((r) => r.method === method) ?? exact[0]!];
  return routes.filter((r) => {
    if (!r.path.endsWith(GREEDY) || !methodFits(r)) return false;
    const prefix = r.path.slice(0, -GREEDY.length + 1);
    return path.startsWith(prefix) && path.length > prefix.length;
  });
}
