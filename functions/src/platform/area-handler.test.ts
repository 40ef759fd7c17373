import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createAreaHandler } from './area-handler.ts';
import { apiAreas, apiGroups } from './route-table.ts';

const area = 'billing';
const groups = apiAreas[area]!;
/** A stand-in for each group's Lambda handler that answers with its group's name. */
const answering = Object.fromEntries(groups.map((g) => [g, async () => ({ statusCode: 200, body: g })]));
const event = (method: string, rawPath: string) =>
  ({ rawPath, requestContext: { http: { method } } }) as unknown as APIGatewayProxyEventV2;
const context = {} as Context;

describe('area handler', () => {
  const handler = createAreaHandler(area, answering);

  it("sends every route of the area's groups to its own group's handler", async () => {
    for (const group of apiGroups.filter((g) => groups.includes(g.name)))
      for (const route of group.routes) {
        const out = await handler(event(route.method, `/api${route.path}`), context);
        expect(out.body, `${route.method} ${route.path}`).toBe(group.name);
      }
  });

  it('lets the first group answer a path no group of the area declares (its envelope says 404)', async () => {
    expect((await handler(event('POST', '/api/cmp/bill/noSuchRoute'), context)).body).toBe(groups[0]);
    // A route of another area is not served here either.
    expect((await handler(event('POST', '/api/cmp/core/logo/get'), context)).body).toBe(groups[0]);
  });

  it('refuses an area whose handlers do not match its groups', () => {
    const { [groups[0]!]: _dropped, ...missingOne } = answering;
    expect(() => createAreaHandler(area, missingOne)).toThrow(/missing for \[/);
    expect(() => createAreaHandler(area, { ...answering, logo: answering[groups[0]!]! })).toThrow(/not in the area: \[logo\]/);
    expect(() => createAreaHandler('noSuchArea', answering)).toThrow(/Unknown API area/);
  });
});
