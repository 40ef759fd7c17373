import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/all-texts';
import { downloadTasksEntry, helpMenuEntries, userMenuEntries } from './header-menus';

const shellDir = import.meta.dirname;
const shellFiles = readdirSync(shellDir).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
const get = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], enUS);

describe('the shell’s texts', () => {
  it('are the common namespace only: no shell part asks for an area’s texts (they would load with every page)', () => {
    const asking = shellFiles.filter((name) =>
      /useTranslation\(\s*['"[]|withTranslation\(|loadNamespaces\(/.test(readFileSync(join(shellDir, name), 'utf8')),
    );
    expect(asking).toEqual([]);
  });

  it('name the header’s entries by keys of the shell (common namespace)', () => {
    const all = { roleId: '1000', permissions: ['1000000', '2000000'] };
    const route = (path: string) => ({ id: path, path, menu: {}, titleKey: 'x', page: () => null }) as never;
    const routes = ['/card/downloadtask/list', '/home/account/list', '/home/customer', '/home/doc/faq'].map(route);
    const keys = [...helpMenuEntries(routes, all), ...userMenuEntries(routes, all), downloadTasksEntry(routes, all)].map(
      (e) => e?.labelKey,
    );
    for (const key of keys) {
      expect(key && /^(shell|help|logout)\./.test(key), key).toBe(true);
      expect(get(key ?? ''), key).toBeTypeOf('string');
    }
  });
});
