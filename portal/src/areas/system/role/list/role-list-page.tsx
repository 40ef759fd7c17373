import { Button, ConfirmDialog, Select, StateBadge, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../../components/data-list';
import { isApiError } from '../../../../lib/api';
import { useCursorList } from '../../../../lib/use-cursor-list';
import { type Role, isBuiltInRole } from '../role-model';
import { ROLE_LIST, deleteRole, useRoleTypes } from '../use-roles';

interface Filters extends Record<string, unknown> {
  name: string;
  roleType: number | '';
}
const initial: Filters = { name: '', roleType: '' };

/** /system/role/list: built-in and custom roles; custom ones can be edited and deleted. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useCursorList<Role, Filters>(ROLE_LIST, initial);
  const types = useRoleTypes().data ?? [];
  const [draft, setDraft] = useState(initial);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [busy, setBusy] = useState(false);

  const typeName = (roleType: number) =>
    t(`account.roleType.${roleType}`, { defaultValue: types.find((x) => x.roleType === roleType)?.name ?? String(roleType) });

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteRole(deleting.roleId);
      notify({ type: 'success', title: t('role.deleted') });
      list.reload();
    } catch (error) {
      // The server refuses while accounts still use the role; its message says so.
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(error) ? error.msg : String(error) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns: TableColumn<Role>[] = [
    {
      key: 'name',
      header: t('role.fields.name'),
      cell: (r) => (
        <span className="flex items-center gap-2">
          <Link
            to={`/system/role/detail/${encodeURIComponent(r.roleId)}`}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {r.name}
          </Link>
          {isBuiltInRole(r.roleId) && <StateBadge tone="slate">{t('role.builtIn')}</StateBadge>}
        </span>
      ),
    },
    { key: 'code', header: t('role.fields.code'), className: 'font-mono text-xs' },
    { key: 'roleType', header: t('role.fields.roleType'), cell: (r) => typeName(r.roleType) },
    { key: 'channelCustId', header: t('role.fields.enterprise'), cell: (r) => r.channelCustId || t('dataList.none') },
    {
      key: 'description',
      header: t('role.fields.description'),
      cell: (r) => r.description || t('dataList.none'),
      className: 'max-w-xs truncate',
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (r) => (
        <div className="flex gap-1 whitespace-nowrap">
          <RowAction
            onClick={() => navigate(`/system/role/detail/${encodeURIComponent(r.roleId)}`)}
            data-testid={`role-open-${r.code}`}
          >
            {isBuiltInRole(r.roleId) ? t('customer.view') : t('dataList.edit')}
          </RowAction>
          {!isBuiltInRole(r.roleId) && (
            <RowAction danger onClick={() => setDeleting(r)} data-testid={`role-delete-${r.code}`}>
              {t('role.delete')}
            </RowAction>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('role.title')}
        subtitle={t('role.subtitle')}
        actions={
          <Button onClick={() => navigate('/system/role/detail')} data-testid="role-add">
            {t('role.add')}
          </Button>
        }
      />
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <TextField
          className="w-56"
          label={t('role.filters.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <Select
          className="w-56"
          label={t('role.filters.roleType')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...types.map((x) => ({ value: x.roleType, label: typeName(x.roleType) })),
          ]}
          value={draft.roleType}
          onChange={(roleType) => setDraft({ ...draft, roleType })}
        />
      </FilterBar>
      <ListTable caption={t('role.title')} columns={columns} list={list} rowKey={(r) => r.roleId} data-testid="role-table" />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('role.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('role.deleteText')}
        confirmLabel={t('role.delete')}
        cancelLabel={t('dataList.cancel')}
        onConfirm={confirmDelete}
        loading={busy}
        data-testid="role-delete-dialog"
      />
    </div>
  );
}
