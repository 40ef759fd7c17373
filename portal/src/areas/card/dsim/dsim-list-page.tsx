import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Dialog, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../../../components/tenant-scope';
import { isApiError } from '../../../lib/api';
import { customerName } from '../../../lib/customer-name';
import { formatActor, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { type DsimCardView, type DsimRow, type PairDraft, otherSlot, pairDraftProblem } from './dsim-model';

type Pending = { kind: 'switch'; row: DsimRow } | { kind: 'unpair'; row: DsimRow };

/** /card/dsimlist/list: dual-SIM devices; pairing, switching and unpairing (with confirmation) need 2100001. */
export default function DsimListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { permissions, custId } = useSession();
  const scope = useTenantScope();
  const canEdit = permissions.includes(featureCodes.dsimEdit) && !custId;
  const list = useCursorList<DsimRow, Record<string, unknown>>(scope.ready ? '/cmp/sim/dsim/list' : null, {
    sn: '',
    iccid: '',
    ...scope.body,
  });
  const [draft, setDraft] = useState({ sn: '', iccid: '' });
  const [pairing, setPairing] = useState<PairDraft | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (scope.platform && list.filters.channelCustId !== (scope.channelCustId || undefined))
    list.setFilters({ sn: list.filters.sn, iccid: list.filters.iccid, ...scope.body });

  const run = async (path: string, body: object, done: string, close: () => void) => {
    setBusy(true);
    try {
      await api.post(path, { ...body, ...scope.body }, { silent: true });
      notify({ type: 'success', title: done });
      close();
      list.reload();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  const submitPair = () => {
    if (!pairing) return;
    const problem = pairDraftProblem(pairing);
    if (problem) return setError(t(`dsim.pair.${problem.key}`));
    const body = { sn: pairing.sn.trim(), iccid1: pairing.iccid1.trim(), iccid2: pairing.iccid2.trim() };
    void run('/cmp/sim/dsim/pair', body, t('dsim.pair.done'), () => setPairing(null));
  };

  const open = (next: Pending) => {
    setError(undefined);
    setPending(next);
  };

  const cardCell = (row: DsimRow, slot: 1 | 2) => {
    const card: DsimCardView | null = slot === 1 ? row.card1 : row.card2;
    const iccid = slot === 1 ? row.iccid1 : row.iccid2;
    const active = row.activeSlot === slot;
    return (
      <div className="space-y-0.5" data-testid={`dsim-slot${slot}-${row.sn}`} data-active={active || undefined}>
        <div className="flex items-center gap-2">
          <span className="font-mono text-xs">{iccid}</span>
          {active && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
              {t('dsim.active')}
            </span>
          )}
        </div>
        <div className="text-xs text-slate-500">
          {card ? `${t(`operator.${card.operator}`)} · ${t(`cardState.${card.state}`)}` : t('dsim.missing')}
        </div>
      </div>
    );
  };

  const columns: TableColumn<DsimRow>[] = [
    { key: 'sn', header: t('dsim.fields.sn'), className: 'font-mono text-xs' },
    { key: 'slot1', header: t('dsim.fields.slot1'), cell: (r) => cardCell(r, 1) },
    { key: 'slot2', header: t('dsim.fields.slot2'), cell: (r) => cardCell(r, 2) },
    {
      key: 'custId',
      header: t('dsim.fields.customer'),
      cell: (r) => (r.custId ? customerName({ custId: r.custId, name: r.customerName }) : t('dsim.unallocated')),
    },
    { key: 'updatedAt', header: t('dsim.fields.updatedAt'), cell: (r) => formatDateTime(r.updatedAt), className: 'tabular-nums' },
    { key: 'updatedBy', header: t('dsim.fields.updatedBy'), cell: (r) => formatActor(r.updatedBy, t) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t('dsim.fields.actions'),
            cell: (r: DsimRow) => (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => open({ kind: 'switch', row: r })}
                  data-testid={`dsim-switch-${r.sn}`}
                >
                  {t('dsim.switch', { slot: otherSlot(r.activeSlot) })}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => open({ kind: 'unpair', row: r })}
                  data-testid={`dsim-unpair-${r.sn}`}
                >
                  {t('dsim.unpair')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  const confirm = () => {
    if (!pending) return;
    const { row } = pending;
    if (pending.kind === 'switch')
      void run('/cmp/sim/dsim/switch', { sn: row.sn, activeSlot: otherSlot(row.activeSlot) }, t('dsim.switched'), () =>
        setPending(null),
      );
    else void run('/cmp/sim/dsim/unpair', { sn: row.sn }, t('dsim.unpaired'), () => setPending(null));
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('dsim.title')}
        subtitle={canEdit ? t('dsim.subtitle') : t('dsim.readOnly')}
        actions={
          canEdit &&
          scope.ready && (
            <Button
              onClick={() => {
                setError(undefined);
                setPairing({ sn: '', iccid1: '', iccid2: '' });
              }}
              data-testid="dsim-add"
            >
              {t('dsim.add')}
            </Button>
          )
        }
      />
      <FilterBar
        onSearch={() => list.setFilters({ ...draft, ...scope.body })}
        onReset={() => {
          setDraft({ sn: '', iccid: '' });
          list.setFilters({ sn: '', iccid: '', ...scope.body });
        }}
      >
        <TenantPicker scope={scope} />
        <TextField
          className="w-48"
          label={t('dsim.filters.sn')}
          value={draft.sn}
          maxLength={40}
          onChange={(e) => setDraft({ ...draft, sn: e.target.value.trim() })}
          data-testid="dsim-filter-sn"
        />
        <TextField
          className="w-56"
          label={t('dsim.filters.iccid')}
          value={draft.iccid}
          maxLength={20}
          onChange={(e) => setDraft({ ...draft, iccid: e.target.value.trim() })}
          data-testid="dsim-filter-iccid"
        />
      </FilterBar>
      {scope.ready ? (
        <ListTable caption={t('dsim.title')} columns={columns} list={list} rowKey={(r) => r.sn} data-testid="dsim-table" />
      ) : (
        <PickEnterpriseFirst />
      )}
      {pairing && (
        <Dialog
          open
          onClose={() => setPairing(null)}
          title={t('dsim.pair.title')}
          description={t('dsim.pair.description')}
          confirmLabel={t('dsim.pair.submit')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={submitPair}
          loading={busy}
          data-testid="dsim-pair-dialog"
        >
          <div className="space-y-3">
            {(['sn', 'iccid1', 'iccid2'] as const).map((field) => (
              <TextField
                key={field}
                label={t(`dsim.pair.${field}`)}
                value={pairing[field]}
                maxLength={field === 'sn' ? 40 : 22}
                onChange={(e) => setPairing({ ...pairing, [field]: e.target.value })}
                data-testid={`dsim-pair-${field}`}
              />
            ))}
            {error && (
              <p className="text-sm font-medium text-red-600" role="alert">
                {error}
              </p>
            )}
          </div>
        </Dialog>
      )}
      {pending && (
        <Dialog
          open
          tone={pending.kind === 'unpair' ? 'danger' : undefined}
          onClose={() => setPending(null)}
          title={
            pending.kind === 'switch'
              ? t('dsim.switchTitle', { sn: pending.row.sn, slot: otherSlot(pending.row.activeSlot) })
              : t('dsim.unpairTitle', { sn: pending.row.sn })
          }
          description={
            pending.kind === 'switch'
              ? t('dsim.switchDescription', {
                  iccid: pending.row.activeSlot === 1 ? pending.row.iccid2 : pending.row.iccid1,
                })
              : t('dsim.unpairDescription', { iccid1: pending.row.iccid1, iccid2: pending.row.iccid2 })
          }
          confirmLabel={
            pending.kind === 'switch' ? t('dsim.switch', { slot: otherSlot(pending.row.activeSlot) }) : t('dsim.unpair')
          }
          cancelLabel={t('dataList.cancel')}
          onConfirm={confirm}
          loading={busy}
          data-testid="dsim-confirm-dialog"
        >
          {error && (
            <p className="text-sm font-medium text-red-600" role="alert">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </div>
  );
}
