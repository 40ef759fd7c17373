import { checkState, toggleNode } from '@cmp/ui-kit';
import { describe, expect, it } from 'vitest';
import { permissionTree, treeCodes } from '../../../../../functions/src/platform/permission-tree';
import { enUS } from '../../../i18n/all-texts';
import { zhCN } from '../../../i18n/all-texts';
import {
  type PermissionNode,
  emptyRoleDraft,
  isBuiltInRole,
  permissionLabel,
  toRoleBody,
  toTreeNodes,
  validateRole,
} from './role-model';

const lookup = (messages: object) => (key: string) =>
  key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), messages) ?? key;

/** The tree `role.menuTree` answers (functions/src/platform/permission-tree.ts). */
const tree: PermissionNode[] = [
  {
    code: '1000000',
    nameKey: 'menu.home',
    children: ['1000001', '1000002', '1000003', '1000004'].map((code) => ({
      code,
      nameKey: `system.perm.${code}`,
      children: [],
    })),
  },
  { code: '14000000', nameKey: 'menu.system', children: [] },
  { code: '99', nameKey: 'menu.unknown', children: [] },
];

/**
 * Every code of the server's permission catalogue (functions/src/platform/permissions.ts), read from
 * the catalogue itself so a code added there without a label fails here.
 */
const CATALOGUE_CODES = treeCodes(permissionTree());

describe('permission tree', () => {
  it('labels every code of the permission catalogue in both languages', () => {
    expect(CATALOGUE_CODES).toContain('2020002');
    for (const [lang, messages] of [
      ['en-US', enUS],
      ['zh-CN', zhCN],
    ] as const) {
      const perm = messages.system.perm as Record<string, string>;
      for (const code of CATALOGUE_CODES) {
        expect(perm[code], `system.perm.${code} (${lang})`).toMatch(/\S/);
        // The label is a name, never the code itself shown raw.
        expect(perm[code], `system.perm.${code} (${lang})`).not.toContain(code);
      }
    }
  });

  it('labels nodes from perm.<code>, falling back to the code', () => {
    const nodes = toTreeNodes(tree, lookup(enUS));
    expect(nodes.map((n) => n.label)).toEqual(['Home', 'System', '99']);
    expect(nodes[0]?.children?.map((n) => n.label)).toEqual([
      'API management',
      'Account management buttons',
      'Customer management buttons',
      'Logo setting',
    ]);
    expect(permissionLabel(tree[0] as PermissionNode, lookup(zhCN))).toBe('首页');
    expect(nodes[1]?.children).toBeUndefined();
  });

  it('is tri-state: an area with some features is mixed, a feature brings its area', () => {
    const nodes = toTreeNodes(tree, lookup(enUS));
    const home = nodes[0] as (typeof nodes)[number];
    expect(checkState(home, new Set(['1000000', '1000002']))).toBe('mixed');
    expect(toggleNode(nodes, home.children?.[1] as typeof home, [])).toEqual(['1000000', '1000002']);
    expect(checkState(home, new Set(toggleNode(nodes, home, ['1000002'])))).toBe('checked');
  });
});

describe('role form', () => {
  it('requires code, name, role type and a permission', () => {
    const errors = validateRole({ ...emptyRoleDraft(), code: 'x y' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.key]))).toEqual({
      code: 'formRules.code',
      name: 'formRules.required',
      roleType: 'formRules.required',
      permissions: 'system.role.noPermissions',
    });
    expect(validateRole({ ...emptyRoleDraft(), code: 'OPS', name: 'Ops', roleType: 4000, permissions: ['1000000'] })).toEqual({});
  });

  it('sends the enterprise only for channel role types', () => {
    const draft = {
      ...emptyRoleDraft(),
      code: 'OPS',
      name: 'Ops',
      roleType: 2000,
      channelCustId: 'C1',
      permissions: ['1000000'],
    };
    expect(toRoleBody(draft)).not.toHaveProperty('channelCustId');
    expect(toRoleBody({ ...draft, roleType: 4000 }, 'r1')).toMatchObject({ roleId: 'r1', channelCustId: 'C1' });
  });

  it('knows built-in roles', () => {
    expect([isBuiltInRole('1000'), isBuiltInRole('5000'), isBuiltInRole('r-123'), isBuiltInRole(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
