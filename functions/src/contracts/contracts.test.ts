import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { batchOperationJob } from '../batch/batch-job.ts';
import { cardImportJob } from '../card-import/import-job.ts';
import { exportJob } from '../download/export-job.ts';
import { apiGroups } from '../platform/route-table.ts';
import { renewalJob } from '../risk-renewal/renewal-job.ts';
import { stockJob } from '../stock/stock-job.ts';
import { type RequestOf, type ResponseOf, type RouteId, jobViews, nextStates, resultColumns, routes } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The relative modules a file imports at run time (`import type` / `export type` are erased). */
function runtimeImports(file: string): { local: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
  return {
    local: specifiers.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s)),
    packages: specifiers.filter((s) => !s.startsWith('.')),
  };
}

describe('the contract (@cmp/functions/contracts)', () => {
  it('names every route of the route table `<group>.<route>`, with its method and path', () => {
    const expected = apiGroups.flatMap((g) => g.routes.map((r) => [`${g.name}.${r.id}`, { method: r.method, path: r.path }]));
    expect(Object.entries(routes)).toEqual(expected);
  });

  it('is pure: nothing it loads at run time imports a package (no AWS SDK, middy, Powertools, node:)', () => {
    const seen = new Set<string>();
    const packages: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const found = runtimeImports(file);
      packages.push(...found.packages.map((p) => `${file.slice(here.length - 'contracts'.length)}: ${p}`));
      for (const next of found.local) visit(next);
    };
    visit(resolve(here, 'index.ts'));
    expect(packages).toEqual([]);
    expect(seen.size).toBeGreaterThan(apiGroups.length);
  });

  it('types every group: handlers.ts has one type-only import a group', () => {
    const text = readFileSync(resolve(here, 'handlers.ts'), 'utf8');
    for (const { name } of apiGroups) expect(text, name).toContain(`from '../${name}/handler.ts';`);
  });

  it('derives request and response types from the route implementations', () => {
    expectTypeOf<'card-label.list'>().toMatchTypeOf<RouteId>();
    // An optional field may also be sent as null (the server reads null as absent).
    expectTypeOf<RequestOf<'card-label.detail'>>().toEqualTypeOf<{ labelId: string; channelCustId?: string | null }>();
    expectTypeOf<ResponseOf<'card.list'>['items'][number]['state']>().toEqualTypeOf<60 | 61 | 62 | 63 | 64 | 65 | 66 | 67 | 68>();
    // A route answering a Reply answers its data; dates travel as strings.
    expectTypeOf<ResponseOf<'card-label.save'>['labelId']>().toEqualTypeOf<string>();
  });

  it('offers the lifecycle transitions of the server (none from an unknown code)', () => {
    expect(nextStates(64)).toEqual([65, 68]);
    expect(nextStates(1)).toEqual([]);
  });

  it('exports the view of every declared chunked job, whose routes are in the route table', () => {
    const declared = [batchOperationJob, cardImportJob, exportJob, renewalJob, stockJob].flatMap((j) => j.views);
    expect(Object.values(jobViews)).toEqual(expect.arrayContaining(declared));
    expect(declared).toEqual(expect.arrayContaining(Object.values(jobViews)));
    for (const view of Object.values(jobViews)) {
      for (const id of Object.values(view.routes)) expect(routes[id as RouteId], `${view.kind}: ${id}`).toBeDefined();
    }
  });

  it('names the result columns of a job of a sub-type (a batch type), else the job own ones', () => {
    expect(resultColumns(jobViews.batch, 'allocate')).toContain('fromCustId');
    expect(resultColumns(jobViews.batch, 'changeState')).toEqual(['iccid', 'status', 'fromState', 'reason']);
    expect(resultColumns(jobViews.downloadTask)).toEqual([]);
  });
});
