/**
 * Self-contained API groups (issue #11, item 4): what a new group needs is its own folder —
 * `<group>/routes.ts` (routes, permission codes from the catalogue, cloud access) and
 * `<group>/handler.ts` (the implementations) — plus its line in the registry, route-table.ts.
 * Nothing central names a group: infra, the local gateway and the handler chain derive from the
 * registry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiAreas, apiGroups } from './route-table.ts';

const src = fileURLToPath(new URL('..', import.meta.url));
const repo = fileURLToPath(new URL('../../../', import.meta.url));
/** The files a new API group adds, all inside its folder. */
const GROUP_FILES = ['routes.ts', 'handler.ts'];
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Central files that must keep working for any group without an edit. */
const CENTRAL = [
  'infra/src/cloud/access.ts',
  'infra/src/cloud/api.ts',
  'infra/src/cloud/api-routes.ts',
  'infra/src/cloud/functions.ts',
  'infra/src/cloud/stack.ts',
  'infra/src/local/gateway.ts',
  'infra/src/local/workers.ts',
  'functions/src/platform/api-handler.ts',
];

describe('API group registry', () => {
  it.each(apiGroups.map((g) => [g.name]))('%s lives in its own folder: routes.ts and handler.ts', (name) => {
    for (const file of GROUP_FILES) expect(existsSync(`${src}${name}/${file}`), `${name}/${file}`).toBe(true);
    const routes = readFileSync(`${src}${name}/routes.ts`, 'utf8');
    expect(routes).toContain(`export const ${camel(name)}Api: ApiGroup = {`);
    expect(routes).toContain(`name: '${name}',`);
    expect(readFileSync(`${src}${name}/handler.ts`, 'utf8')).toContain(`createApiHandler('${name}'`);
  });

  it('registers each group with one import and one entry (and, if it shares an area Lambda, its place in the area), and nothing else about it', () => {
    const lines = readFileSync(`${src}platform/route-table.ts`, 'utf8').split('\n');
    // The `apiAreas` declaration: where an area names its groups.
    const start = lines.findIndex((line) => line.startsWith('export const apiAreas'));
    const areaBlock = lines.slice(start, start + lines.slice(start).findIndex((line) => line === '};') + 1);
    const outside = [...lines.slice(0, start), ...lines.slice(start + areaBlock.length)];
    for (const { name } of apiGroups) {
      const named = (line: string) => new RegExp(`\\b${camel(name)}Api\\b`).test(line) || line.includes(`'${name}'`);
      const inAnArea = Object.values(apiAreas).some((groups) => groups.includes(name));
      expect(areaBlock.filter(named), name).toHaveLength(inAnArea ? 1 : 0);
      expect(outside.filter(named), name).toEqual([
        `import { ${camel(name)}Api } from '../${name}/routes.ts';`,
        `  ${camel(name)}Api,`,
      ]);
    }
  });

  it.each(Object.keys(apiAreas))("the %s area's entry imports the handler of each of its groups and no other", (area) => {
    const entry = readFileSync(`${src}areas/${area}.ts`, 'utf8');
    const imported = [...entry.matchAll(/from '\.\.\/([\w-]+)\/handler\.ts'/g)].map((m) => m[1]);
    expect(imported.sort()).toEqual([...apiAreas[area]!].sort());
  });

  it('needs no edit of a central file: none of them names an API group', () => {
    const names = apiGroups.map((g) => g.name);
    const named = CENTRAL.flatMap((file) => {
      const text = readFileSync(`${repo}${file}`, 'utf8');
      return names.filter((n) => text.includes(`'${n}'`) || text.includes(`"${n}"`)).map((n) => `${file}: ${n}`);
    });
    expect(named).toEqual([]);
  });
});
