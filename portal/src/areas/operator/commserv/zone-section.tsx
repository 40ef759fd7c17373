import { Button, Dialog, EmptyState, Select, StateBadge, Table, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/data-list';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { OPERATORS, type OperatorCode, type Zone, splitList, statusTone } from './commserv-model';
import { StatusConfirm } from './status-confirm';
import { saveZone, setZoneStatus, useZones } from './use-commserv';

interface ZoneDraft {
  elementId?: string;
  elementName: string;
  operator: OperatorCode;
  services: string;
}

function ZoneDialog({ draft: start, onClose, onSaved }: { draft: ZoneDraft; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const [draft, setDraft] = useState(start);
  const [error, setError] = useState<{ field?: string; msg: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!draft.elementName.trim()) return setError({ field: 'elementName', msg: t('formRules.required') });
    setBusy(true);
    try {
      await saveZone({
        ...(draft.elementId ? { elementId: draft.elementId } : {}),
        elementName: draft.elementName.trim(),
        operator: draft.operator,
        commservIds: splitList(draft.services),
      });
      notify({ type: 'success', title: t('operator.commserv.zones.saved') });
      onSaved();
      onClose();
    } catch (e) {
      setError(isApiError(e) ? { field: e.field, msg: e.msg } : { msg: String(e) });
    } finally {
      setBusy(false);
    }
  };
  const f = (k: string) => t(`operator.commserv.zones.fields.${k}`);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(draft.elementId ? 'operator.commserv.zones.edit' : 'operator.commserv.zones.add')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={save}
      loading={busy}
      data-testid="zone-dialog"
    >
      <div className="space-y-4">
        <TextField
          label={f('elementName')}
          value={draft.elementName}
          onChange={(e) => setDraft({ ...draft, elementName: e.target.value })}
          error={error?.field === 'elementName' ? error.msg : undefined}
          data-testid="zone-name"
        />
        <Select
          label={f('operator')}
          options={OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))}
          value={draft.operator}
          onChange={(operator) => setDraft({ ...draft, operator })}
        />
        <TextAreaField
          label={f('services')}
          hint={t('operator.commserv.zones.servicesHint')}
          value={draft.services}
          onChange={(services) => setDraft({ ...draft, services })}
          error={error && error.field !== 'elementName' ? error.msg : undefined}
          data-testid="zone-services"
        />
      </div>
    </Dialog>
  );
}

/** The zones tab of the service list: every zone (a small list), with add, edit and block/allow. */
export function ZoneSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('operator');
  const zones = useZones();
  const [editing, setEditing] = useState<ZoneDraft | null>(null);
  const [confirm, setConfirm] = useState<Zone | null>(null);
  const f = (k: string) => t(`operator.commserv.zones.fields.${k}`);
  const columns: TableColumn<Zone>[] = [
    { key: 'elementId', header: f('elementId'), className: 'font-mono text-xs' },
    { key: 'elementName', header: f('elementName') },
    { key: 'operator', header: f('operator'), cell: (z) => t(`operator.${z.operator}`) },
    { key: 'services', header: f('services'), cell: (z) => t('operator.commserv.zones.count', { count: z.commservIds.length }) },
    {
      key: 'status',
      header: f('status'),
      cell: (z) => <StateBadge tone={statusTone(z.status)}>{t(`operator.commserv.status.${z.status}`)}</StateBadge>,
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (z) =>
        canManage && (
          <div className="flex gap-1 whitespace-nowrap">
            {z.status === 2 && (
              <RowAction
                onClick={() =>
                  setEditing({
                    elementId: z.elementId,
                    elementName: z.elementName,
                    operator: z.operator,
                    services: z.commservIds.join('\n'),
                  })
                }
              >
                {t('operator.commserv.edit')}
              </RowAction>
            )}
            <RowAction danger={z.status === 2} onClick={() => setConfirm(z)} data-testid={`zone-toggle-${z.elementId}`}>
              {t(z.status === 2 ? 'commserv.block' : 'commserv.allow')}
            </RowAction>
          </div>
        ),
    },
  ];
  return (
    <section className="space-y-4 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
      {canManage && (
        <div className="flex justify-end">
          <Button onClick={() => setEditing({ elementName: '', operator: 'CMCC', services: '' })} data-testid="zone-add">
            {t('operator.commserv.zones.add')}
          </Button>
        </div>
      )}
      <Table
        caption={t('operator.commserv.tabs.zones')}
        columns={columns}
        rows={zones.data?.items ?? []}
        rowKey={(z) => z.elementId}
        loading={zones.isLoading}
        loadingLabel={t('dataList.loading')}
        empty={
          zones.error ? (
            <EmptyState
              compact
              title={t('dataList.loadFailed')}
              description={zones.error.msg}
              action={
                <Button size="sm" variant="secondary" onClick={() => void zones.mutate()}>
                  {t('dataList.retry')}
                </Button>
              }
            />
          ) : (
            <EmptyState compact title={t('dataList.empty')} />
          )
        }
        data-testid="zone-table"
      />
      {editing && <ZoneDialog draft={editing} onClose={() => setEditing(null)} onSaved={() => void zones.mutate()} />}
      {confirm && (
        <StatusConfirm
          target={{
            kind: 'zone',
            name: confirm.elementName,
            next: confirm.status === 2 ? 1 : 2,
            change: () => setZoneStatus(confirm.elementId, confirm.status === 2 ? 1 : 2),
          }}
          onClose={() => setConfirm(null)}
          onDone={() => void zones.mutate()}
        />
      )}
    </section>
  );
}
