import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Dialog, Select, StateBadge, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { FieldError } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { formatCount } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import {
  CARD_GRADES,
  type CardType,
  type CardTypeDraft,
  FORM_FACTORS,
  type FormFactor,
  bodyOf,
  draftOf,
  emptyDraft,
  validateCardType,
} from './card-type-model';

const LIST = '/cmp/sim/cardType/list';

function CardTypeDialog({ editing, onClose, onSaved }: { editing: CardType | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [draft, setDraft] = useState<CardTypeDraft>(editing ? draftOf(editing) : emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof CardTypeDraft, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<CardTypeDraft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };

  const save = async () => {
    const problems = Object.fromEntries(Object.entries(validateCardType(draft)).map(([k, v]) => [k, t(v)]));
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await api.post(
        '/cmp/sim/cardType/save',
        { ...bodyOf(draft), ...(editing ? { typeId: editing.typeId } : {}) },
        { silent: true },
      );
      notify({ type: 'success', title: t('dataList.saved') });
      onSaved();
    } catch (e) {
      const field = isApiError(e) && e.field && e.field in draft ? (e.field as keyof CardTypeDraft) : 'name';
      setErrors({ [field]: isApiError(e) ? e.msg : String(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={editing ? t('cardType.editTitle', { code: editing.code }) : t('cardType.addTitle')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={save}
      loading={saving}
      data-testid="card-type-dialog"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('cardType.fields.code')}
          hint={t('cardType.codeHint')}
          value={draft.code}
          disabled={Boolean(editing)}
          maxLength={20}
          error={errors.code}
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
          data-testid="card-type-code"
        />
        <TextField
          label={t('cardType.fields.name')}
          value={draft.name}
          maxLength={30}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
          data-testid="card-type-name"
        />
        <Select
          label={t('cardType.fields.formFactor')}
          options={FORM_FACTORS.map((f) => ({ value: f, label: t(`cardType.formFactors.${f}`) }))}
          value={draft.formFactor}
          onChange={(formFactor) => set({ formFactor })}
        />
        <Select
          label={t('cardType.fields.grade')}
          options={CARD_GRADES.map((g) => ({ value: g, label: t(`cardType.grades.${g}`) }))}
          value={draft.grade}
          onChange={(grade) => set({ grade })}
        />
        <TextField
          label={t('cardType.fields.tempMinC')}
          inputMode="numeric"
          value={draft.tempMinC}
          error={errors.tempMinC}
          onChange={(e) => set({ tempMinC: e.target.value })}
          data-testid="card-type-temp-min"
        />
        <TextField
          label={t('cardType.fields.tempMaxC')}
          inputMode="numeric"
          value={draft.tempMaxC}
          error={errors.tempMaxC}
          onChange={(e) => set({ tempMaxC: e.target.value })}
          data-testid="card-type-temp-max"
        />
        <TextField
          className="sm:col-span-2"
          label={t('cardType.fields.remark')}
          value={draft.remark}
          maxLength={200}
          onChange={(e) => set({ remark: e.target.value })}
        />
        <FieldError>{errors.formFactor ?? errors.grade ?? errors.remark}</FieldError>
      </div>
    </Dialog>
  );
}

/** /card/cardtype/list: the platform's card type catalogue; platform roles add (2050001) and delete (2050002). */
export default function CardTypeListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { permissions, roleId } = useSession();
  const platform = roleId === '1000' || roleId === '2000';
  const canSave = platform && permissions.includes(featureCodes.cardTypeAdd);
  const canDelete = platform && permissions.includes(featureCodes.cardTypeDelete);
  const list = useCursorList<CardType, { formFactor: FormFactor | '' }>(LIST, { formFactor: '' });
  const [editing, setEditing] = useState<CardType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CardType | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.post('/cmp/sim/cardType/delete', { typeId: deleting.typeId }, { silent: true });
      notify({ type: 'success', title: t('dataList.saved') });
      setDeleting(null);
      list.reload();
    } catch (e) {
      setDeleteError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<CardType>[] = [
    { key: 'code', header: t('cardType.fields.code'), className: 'font-mono text-xs whitespace-nowrap' },
    { key: 'name', header: t('cardType.fields.name'), className: 'font-medium text-slate-900' },
    { key: 'formFactor', header: t('cardType.fields.formFactor'), cell: (c) => t(`cardType.formFactors.${c.formFactor}`) },
    { key: 'grade', header: t('cardType.fields.grade'), cell: (c) => t(`cardType.grades.${c.grade}`) },
    {
      key: 'temperature',
      header: t('cardType.fields.temperature'),
      cell: (c) => `${c.tempMinC} °C … ${c.tempMaxC} °C`,
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'stockCount',
      header: t('cardType.fields.stockCount'),
      align: 'end',
      cell: (c) => (c.stockCount > 0 ? <StateBadge tone="blue">{formatCount(c.stockCount)}</StateBadge> : '0'),
    },
    { key: 'remark', header: t('cardType.fields.remark'), cell: (c) => c.remark || t('dataList.none') },
    ...(canSave || canDelete
      ? [
          {
            key: 'actions',
            header: t('dataList.actions'),
            cell: (c: CardType) => (
              <div className="flex gap-1 whitespace-nowrap">
                {canSave && (
                  <RowAction onClick={() => setEditing(c)} data-testid={`card-type-edit-${c.code}`}>
                    {t('dataList.edit')}
                  </RowAction>
                )}
                {canDelete && (
                  <RowAction
                    danger
                    onClick={() => {
                      setDeleteError(undefined);
                      setDeleting(c);
                    }}
                    data-testid={`card-type-delete-${c.code}`}
                  >
                    {t('cardType.delete')}
                  </RowAction>
                )}
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cardType.title')}
        subtitle={t('cardType.subtitle')}
        actions={
          canSave && (
            <Button onClick={() => setEditing('new')} data-testid="card-type-add">
              {t('cardType.add')}
            </Button>
          )
        }
      />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
        <Select
          className="w-56"
          label={t('cardType.fields.formFactor')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...FORM_FACTORS.map((f) => ({ value: f, label: t(`cardType.formFactors.${f}`) })),
          ]}
          value={list.filters.formFactor}
          onChange={(formFactor) => list.setFilters({ formFactor })}
          data-testid="filter-form-factor"
        />
      </div>
      <ListTable
        caption={t('cardType.title')}
        columns={columns}
        list={list}
        rowKey={(c) => c.typeId}
        data-testid="card-type-table"
      />
      {editing && (
        <CardTypeDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {deleting && (
        <Dialog
          open
          tone="danger"
          onClose={() => setDeleting(null)}
          title={t('cardType.deleteTitle', { code: deleting.code })}
          description={t('cardType.deleteDescription')}
          confirmLabel={t('cardType.delete')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={confirmDelete}
          loading={busy}
          data-testid="card-type-delete-dialog"
        >
          {deleteError && <p className="text-sm font-medium text-red-600">{deleteError}</p>}
        </Dialog>
      )}
    </div>
  );
}
