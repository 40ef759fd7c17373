import { Button, Skeleton, Tree } from '@cmp/ui-kit';
import { useMemo } from 'react';
import { type CustomFieldProps, type FormContext, type FormDeclaration, FormPage } from '../../../../components/form-page';
import {
  type Role,
  type RoleDraft,
  type RoleTypeOption,
  emptyRoleDraft,
  isBuiltInRole,
  isChannelType,
  roleDraftOf,
  toRoleBody,
  toTreeNodes,
  validateRole,
} from '../role-model';
import { useMenuTree } from '../use-roles';

type Ctx = FormContext<Role>;
const LIST = '/system/role/list';
const readOnly = (ctx: Pick<Ctx, 'params'>) => isBuiltInRole(ctx.params.roleId);
const platform = (ctx: Ctx) => ctx.session.roleId === '1000' || ctx.session.roleId === '2000';

/** The permission tree of the menu, each code a checkbox. */
function PermissionTree({ value, set, error, label, disabled, ctx }: CustomFieldProps<RoleDraft, Ctx>) {
  const { t } = ctx;
  const menuTree = useMenuTree();
  const nodes = useMemo(() => toTreeNodes(menuTree.data ?? [], t), [menuTree.data, t]);
  return (
    <>
      {menuTree.error ? (
        <div className="space-y-2" data-testid="load-error">
          <p className="text-sm text-slate-700">
            {t('dataList.loadFailed')} — {menuTree.error.msg}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void menuTree.mutate()}>
            {t('dataList.retry')}
          </Button>
        </div>
      ) : menuTree.isLoading ? (
        <Skeleton lines={8} />
      ) : (
        <Tree
          label={label}
          nodes={nodes}
          value={value as string[]}
          onChange={set}
          expandLabel={t('dataList.expand')}
          collapseLabel={t('dataList.collapse')}
          disabled={disabled}
          data-testid="permission-tree"
        />
      )}
      {error && <p className="mt-3 text-xs font-medium text-red-600">{error}</p>}
    </>
  );
}

/** /system/role/detail/:roleId?: a role's fields and its permission tree; without an id, a new role; built-in roles read only. */
export const roleForm: FormDeclaration<RoleDraft, Role> = {
  title: (ctx) =>
    ctx.creating ? ['system.role.newTitle'] : ['system.role.editTitle', { name: ctx.record?.name ?? ctx.params.roleId }],
  subtitle: (ctx) => (readOnly(ctx) ? ctx.t('system.role.builtIn') : undefined),
  // Role types are named in the home area's words (the account screens').
  namespaces: ['home', 'system'],
  load: {
    source: 'role.detail',
    request: ({ params }) => (params.roleId ? { roleId: params.roleId } : null),
    toDraft: roleDraftOf,
    notFound: 'dataList.loadFailed',
  },
  initial: emptyRoleDraft,
  layout: 'grid',
  sections: [
    {
      id: 'role',
      title: 'system.role.menu.detail',
      columns: 1,
      fields: [
        { kind: 'text', name: 'name', label: 'system.role.fields.name', testId: 'role-name' },
        {
          kind: 'text',
          name: 'code',
          label: 'system.role.fields.code',
          disabled: (_, ctx) => !ctx.creating,
          testId: 'role-code',
        },
        {
          kind: 'remoteSelect',
          name: 'roleType',
          label: 'system.role.fields.roleType',
          placeholder: 'system.role.placeholders.roleType',
          source: 'role.typeDropdown',
          items: (types: RoleTypeOption[]) => types,
          option: (x: RoleTypeOption, t) => ({
            value: x.roleType,
            label: t(`home.account.roleType.${x.roleType}`, { defaultValue: x.name }),
          }),
          disabled: (_, ctx) => !ctx.creating,
          testId: 'role-type',
        },
        {
          kind: 'text',
          name: 'channelCustId',
          label: 'system.role.fields.enterprise',
          // Platform staff name the enterprise of a channel role; a built-in role shows it only when it has one.
          visible: (d, ctx) => platform(ctx) && isChannelType(d.roleType) && !(readOnly(ctx) && !d.channelCustId),
          disabled: (_, ctx) => !ctx.creating,
        },
        { kind: 'textarea', name: 'description', label: 'system.role.fields.description', maxLength: 200 },
      ],
    },
    {
      id: 'permissions',
      title: 'system.role.fields.permissions',
      description: 'system.role.permissionsHint',
      columns: 1,
      fields: [{ kind: 'custom', name: 'permissions', label: 'system.role.fields.permissions', render: PermissionTree }],
    },
  ],
  // Spec §6: a code, a name, a type and at least one permission.
  validate: validateRole,
  readOnly,
  submit: {
    route: 'role.saveOrUpdate',
    body: (d, ctx) => toRoleBody(d, ctx.params.roleId),
    done: 'dataList.saved',
    goTo: (saved: { roleId?: string } | null, _, ctx) =>
      `/system/role/detail/${encodeURIComponent(saved?.roleId ?? ctx.params.roleId ?? '')}`,
  },
  back: () => LIST,
  cancel: () => LIST,
  testId: 'role-form',
  saveTestId: 'role-save',
};

export default function RoleDetailPage() {
  return <FormPage declaration={roleForm} />;
}
