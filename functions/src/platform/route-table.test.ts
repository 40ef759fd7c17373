import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCodes, builtInRoles } from './permissions.ts';
import { apiAreas, apiGroups, apiLambdas, findRoute, lambdaEntries, lambdaOfGroup, workers } from './route-table.ts';
import { workflows } from './workflows.ts';

describe('route table', () => {
  const routes = apiGroups.flatMap((g) => g.routes);

  it('gives every route a unique path, a /cmp prefix and a known permission', () => {
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
    for (const r of routes) {
      expect(r.path).toMatch(/^\/cmp\//);
      if (/^\d+$/.test(r.permission)) expect(allCodes).toContain(r.permission);
      else expect(['public', 'signedIn', 'appKey', 'widget']).toContain(r.permission);
    }
  });

  it('has a source entry for every Lambda, and every group is served by one', () => {
    for (const name of [...apiLambdas, ...workers]) {
      expect(existsSync(new URL(`../${lambdaEntries[name]}`, import.meta.url))).toBe(true);
    }
    for (const g of apiGroups) expect(apiLambdas).toContain(lambdaOfGroup(g.name));
  });

  it('puts each area group in exactly one area, and only groups that exist', () => {
    const inAreas = Object.values(apiAreas).flat();
    expect(new Set(inAreas).size).toBe(inAreas.length);
    for (const g of inAreas) expect(apiGroups.map((x) => x.name)).toContain(g);
    // An area's entry is `areas/<area>.ts`; the groups outside every area keep `<group>/handler.ts`.
    for (const area of Object.keys(apiAreas)) expect(lambdaEntries[area]).toBe(`areas/${area}.ts`);
    for (const g of apiGroups.filter((x) => !inAreas.includes(x.name)))
      expect(lambdaEntries[g.name]).toBe(`${g.name}/handler.ts`);
  });

  it('keeps app-key (open API) routes under /cmp/open/ and nothing else there', () => {
    // The one public route there is the open API's OpenAPI document (open-api/openapi-document.ts).
    const document = (r: (typeof routes)[number]) => r.method === 'GET' && r.path === '/cmp/open/v1/openapi.json';
    for (const r of routes) expect(r.permission === 'appKey').toBe(r.path.startsWith('/cmp/open/') && !document(r));
    expect(routes.some((r) => r.permission === 'appKey')).toBe(true);
  });

  it('names every catalogue code no route declares, with the reason, so none is forgotten', () => {
    // Menu areas whose screens have no API yet: the area code only gates the portal's menu entry.
    const menuAreas = {
      '15000000': 'real-name',
    };
    // Action codes a route checks inside, on top of its own code.
    const checkedInRoute = {
      '8010003': 'customer/save creates an enterprise only with it (customer-rules.ts)',
    };
    // Action codes waiting for their route: a new route that uses one must take it off this list.
    const waitingForRoute = {
      '2030003': 'batch operation 3, not assigned yet (spec §6)',
    };
    const used = new Set<string>(routes.map((r) => r.permission));
    const unused = allCodes.filter((c) => !used.has(c)).sort();
    expect(unused).toEqual(Object.keys({ ...menuAreas, ...checkedInRoute, ...waitingForRoute }).sort());
  });

  it('finds routes by method and path', () => {
    expect(findRoute('POST', '/cmp/base/oauth/login')?.group.name).toBe('auth');
    expect(findRoute('GET', '/cmp/base/oauth/login')).toBeUndefined();
  });

  it('gives the platform administrator every code and a secondary customer no account management', () => {
    expect(builtInRoles['1000']!.permissions).toEqual(allCodes);
    expect(builtInRoles['5000']!.permissions).not.toContain('1000002');
  });

  it('builds state machines whose tasks all call their worker', () => {
    for (const wf of workflows) {
      const text = JSON.stringify(wf.definition('arn:worker'));
      expect(text).toContain('"Resource":"arn:worker"');
      // The local runner has no Distributed Map: any Map must be inline.
      if (text.includes('"Type":"Map"')) expect(text).toContain('"Mode":"INLINE"');
      expect(text).not.toContain('"Mode":"DISTRIBUTED"');
    }
  });
});
