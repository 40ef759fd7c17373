// The role of docs/api.md and the pure rules of the role screens.
import type { PermissionNode, RequestOf, ResponseOf } from '@cmp/functions/contracts';
import type { TreeNode } from '@cmp/ui-kit';
import { type FormErrors, code, firstError, maxLength, optionalText, requiredText } from '../../../lib/form-rules';

export type Role = ResponseOf<'role.list'>['items'][number];

export type RoleTypeOption = ResponseOf<'role.typeDropdown'>[number];

/** A node of what `role.menuTree` answers. */
export type { PermissionNode } from '@cmp/functions/contracts';

/** Built-in roles carry their role type as id (1000-5000) and cannot be edited or deleted. */
export const isBuiltInRole = (roleId: string | undefined) => /^[1-5]000$/.test(String(roleId ?? ''));

/** Channel role types (3000-5000) belong to an enterprise. */
export const isChannelType = (roleType: number | null) => roleType === 3000 || roleType === 4000 || roleType === 5000;

/**
 * The label of a permission node: `perm.<code>` (every code of spec §6 has one), else the node's
 * own key when it resolves to text, else the bare code.
 */
export function permissionLabel(node: PermissionNode, t: (key: string) => unknown): string {
  const own = t(`system.perm.${node.code}`);
  if (typeof own === 'string' && own !== `system.perm.${node.code}`) return own;
  const named = t(node.nameKey);
  return typeof named === 'string' && named !== node.nameKey ? named : node.code;
}

/** The menu tree as Tree nodes with translated labels. */
export function toTreeNodes(nodes: readonly PermissionNode[], t: (key: string) => unknown): TreeNode[] {
  return nodes.map((n) => ({
    id: n.code,
    label: permissionLabel(n, t),
    ...(n.children?.length ? { children: toTreeNodes(n.children, t) } : {}),
  }));
}

export interface RoleDraft {
  code: string;
  name: string;
  roleType: number | null;
  channelCustId: string;
  description: string;
  permissions: string[];
}
export type RoleField = keyof RoleDraft;

export const emptyRoleDraft = (): RoleDraft => ({
  code: '',
  name: '',
  roleType: null,
  channelCustId: '',
  description: '',
  permissions: [],
});

export const roleDraftOf = (r: Role): RoleDraft => ({
  code: r.code,
  name: r.name,
  roleType: r.roleType,
  channelCustId: r.channelCustId ?? '',
  description: r.description ?? '',
  permissions: r.permissions,
});

export function validateRole(d: RoleDraft): FormErrors<RoleField> {
  const errors: FormErrors<RoleField> = {
    code: code(d.code, 32),
    name: firstError(requiredText(d.name), maxLength(d.name, 60)),
    roleType: d.roleType === null ? { key: 'formRules.required' } : null,
    description: firstError(optionalText(d.description), maxLength(d.description, 200)),
    permissions: d.permissions.length ? null : { key: 'system.role.noPermissions' },
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FormErrors<RoleField>;
}

/** The body of `role.saveOrUpdate`. */
export function toRoleBody(d: RoleDraft, roleId?: string) {
  return {
    ...(roleId ? { roleId } : {}),
    code: d.code.trim(),
    name: d.name.trim(),
    // validateRole refuses a draft without a type; the choices are the server's role types.
    roleType: d.roleType as RequestOf<'role.saveOrUpdate'>['roleType'],
    ...(isChannelType(d.roleType) && d.channelCustId.trim() ? { channelCustId: d.channelCustId.trim() } : {}),
    description: d.description.trim() || undefined,
    permissions: d.permissions,
  };
}
