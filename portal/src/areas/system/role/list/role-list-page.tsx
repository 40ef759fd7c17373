import { StateBadge } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { type ListDeclaration, ListPage } from '../../../../components/list-page';
import { type Role, type RoleTypeOption, isBuiltInRole } from '../role-model';
import { ROLE_LIST, deleteRole } from '../use-roles';

const detailPath = (r: Role) => `/system/role/detail/${encodeURIComponent(r.roleId)}`;
/** A role type by its translated name, else the server's name for it. */
const typeName = (t: TFunction, roleType: number, name?: string) =>
  t(`home.account.roleType.${roleType}`, { defaultValue: name ?? String(roleType) });

/** /system/role/list: built-in and custom roles; custom ones can be edited and deleted (confirmed first). */
export const roleList: ListDeclaration<Role> = {
  texts: 'system.role',
  source: ROLE_LIST,
  rowKey: 'roleId',
  filters: [
    { kind: 'text', field: 'name', label: 'system.role.filters.name' },
    {
      kind: 'remoteSelect',
      field: 'roleType',
      label: 'system.role.filters.roleType',
      source: 'role.typeDropdown',
      body: {},
      items: (types: RoleTypeOption[]) => types,
      option: (x: RoleTypeOption, t) => ({ value: x.roleType, label: typeName(t, x.roleType, x.name) }),
    },
  ],
  columns: [
    {
      key: 'name',
      link: detailPath,
      cell: (r, { t }) => (
        <span className="flex items-center gap-2">
          {r.name}
          {isBuiltInRole(r.roleId) && <StateBadge tone="slate">{t('system.role.builtIn')}</StateBadge>}
        </span>
      ),
    },
    { key: 'code', format: 'code' },
    { key: 'roleType', cell: (r, { t }) => typeName(t, r.roleType) },
    { key: 'channelCustId', header: 'system.role.fields.enterprise' },
    { key: 'description', className: 'max-w-xs truncate' },
  ],
  rowActions: [
    {
      id: 'open',
      label: (r) => [isBuiltInRole(r.roleId) ? 'business.customer.view' : 'dataList.edit'],
      to: detailPath,
      testId: (r) => `role-open-${r.code}`,
    },
    {
      id: 'delete',
      label: 'system.role.delete',
      visible: (r) => !isBuiltInRole(r.roleId),
      testId: (r) => `role-delete-${r.code}`,
      confirm: {
        title: (r) => ['system.role.deleteTitle', { name: r.name }],
        description: 'system.role.deleteText',
        // The server refuses while accounts still use the role; its message says so in the dialog.
        run: (r) => deleteRole(r.roleId),
        done: 'system.role.deleted',
        dialogTestId: 'role-delete-dialog',
      },
    },
  ],
  headerActions: [{ id: 'add', label: 'system.role.add', to: () => '/system/role/detail', testId: 'role-add' }],
  testIds: { table: 'role-table' },
};

export default function RoleListPage() {
  return <ListPage declaration={roleList} />;
}
