import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Dialog, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { EMPTY, formatCount, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { EnterprisePicker, PickEnterpriseFirst, useEnterpriseScope } from './enterprise-scope';
import { LABEL_LIST, deleteLabel } from './label-api';
import { LabelChip } from './label-chip';
import type { Label } from './label-model';

interface Filters extends Record<string, unknown> {
  name: string;
}

const linkClass =
  'rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/** /card/label/list: the enterprise's labels; editing needs 2090001, deleting 2090002 (with confirmation). */
export default function LabelListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { permissions, roleId } = useSession();
  const scope = useEnterpriseScope();
  const canEdit = permissions.includes(featureCodes.labelEdit);
  const canDelete = permissions.includes(featureCodes.labelDelete);
  const showCount = roleId !== '5000';
  const initial: Filters = { name: '', ...scope.body };
  const list = useCursorList<Label, Filters>(scope.ready ? LABEL_LIST : null, initial);
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<Label | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  // A platform user switching enterprise starts the list again for that enterprise.
  if (scope.platform && list.filters.channelCustId !== (scope.channelCustId || undefined)) {
    list.setFilters({ name: list.filters.name, ...scope.body });
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const res = await deleteLabel({ labelId: deleting.labelId, ...scope.body });
      notify({ type: 'success', title: t('cardLabel.deleted', { count: res.detached }) });
      setDeleting(null);
      list.reload();
    } catch (e) {
      setDeleteError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  const detailPath = (l: Label) => `/card/label/detail/${l.labelId}${scope.query}`;
  const columns: TableColumn<Label>[] = [
    {
      key: 'name',
      header: t('cardLabel.fields.name'),
      cell: (l) => (
        <Link to={detailPath(l)} className="hover:underline" data-testid={`label-link-${l.name}`}>
          <LabelChip name={l.name} color={l.color} />
        </Link>
      ),
    },
    {
      key: 'description',
      header: t('cardLabel.fields.description'),
      cell: (l) => <span className="line-clamp-2 text-slate-600">{l.description || t('dataList.none')}</span>,
    },
    ...(showCount
      ? [
          {
            key: 'cardCount',
            header: t('cardLabel.fields.cardCount'),
            align: 'end' as const,
            cell: (l: Label) => (l.cardCount === null ? EMPTY : formatCount(l.cardCount)),
            className: 'tabular-nums',
          },
        ]
      : []),
    {
      key: 'updatedAt',
      header: t('cardLabel.fields.updatedAt'),
      cell: (l) => formatDateTime(l.updatedAt),
      className: 'tabular-nums',
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (l) => (
        <div className="flex gap-1 whitespace-nowrap">
          <Link to={detailPath(l)} className={linkClass}>
            {t('cardLabel.view')}
          </Link>
          {canEdit && (
            <Link to={`/card/label/edit/${l.labelId}${scope.query}`} className={linkClass} data-testid={`label-edit-${l.name}`}>
              {t('dataList.edit')}
            </Link>
          )}
          {canDelete && (
            <RowAction
              danger
              onClick={() => {
                setDeleteError(undefined);
                setDeleting(l);
              }}
              data-testid={`label-delete-${l.name}`}
            >
              {t('cardLabel.delete')}
            </RowAction>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cardLabel.title')}
        subtitle={canEdit ? t('cardLabel.subtitle') : t('cardLabel.readOnly')}
        actions={
          canEdit &&
          scope.ready && (
            <Button onClick={() => navigate(`/card/label/edit/new${scope.query}`)} data-testid="label-add">
              {t('cardLabel.add')}
            </Button>
          )
        }
      />
      <FilterBar
        onSearch={() => list.setFilters({ name: draft, ...scope.body })}
        onReset={() => {
          setDraft('');
          list.setFilters({ name: '', ...scope.body });
        }}
      >
        <EnterprisePicker scope={scope} />
        <TextField
          className="w-60"
          label={t('cardLabel.filters.name')}
          value={draft}
          maxLength={30}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="filter-name"
        />
      </FilterBar>
      {scope.ready ? (
        <ListTable
          caption={t('cardLabel.title')}
          columns={columns}
          list={list}
          rowKey={(l) => l.labelId}
          data-testid="label-table"
        />
      ) : (
        <PickEnterpriseFirst />
      )}
      {deleting && (
        <Dialog
          open
          tone="danger"
          onClose={() => setDeleting(null)}
          title={t('cardLabel.deleteTitle', { name: deleting.name })}
          description={t('cardLabel.deleteDescription', { count: deleting.cardCount ?? 0 })}
          confirmLabel={t('cardLabel.delete')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={confirmDelete}
          loading={busy}
          data-testid="label-delete-dialog"
        >
          {deleteError && <p className="text-sm font-medium text-red-600">{deleteError}</p>}
        </Dialog>
      )}
    </div>
  );
}
