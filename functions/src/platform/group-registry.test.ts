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
import { apiGroups } from './route-table.ts';

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

  it('registers each group with one import and one entry, and nothing else about it', () => {
    const registry = readFileSync(`${src}platform/route-table.ts`, 'utf8');
    for (const { name } of apiGroups) {
      const mentions = registry.split('\n').filter((line) => line.includes(`${camel(name)}Api`) || line.includes(`'${name}'`));
      expect(mentions, name).toEqual([`import { ${camel(name)}Api } from '../${name}/routes.ts';`, `  ${camel(name)}Api,`]);
    }
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
