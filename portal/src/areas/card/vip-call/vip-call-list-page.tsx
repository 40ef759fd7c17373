import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Dialog, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../../../components/tenant-scope';
import { isApiError } from '../../../lib/api';
import { formatActor, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { VIP_MAX, type VipRow, parseNumbers } from './vip-call-model';

/** /card/vipcall/list: voice whitelists of the tenant's cards; add and remove (with confirmation) need 2020002. */
export default function VipCallListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { permissions } = useSession();
  const scope = useTenantScope();
  const canEdit = permissions.includes(featureCodes.vipCallEdit);
  const list = useCursorList<VipRow, Record<string, unknown>>(scope.ready ? '/cmp/sim/vipcall/list' : null, {
    iccid: '',
    ...scope.body,
  });
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState<{ iccid: string; numbers: string } | null>(null);
  const [removing, setRemoving] = useState<{ iccid: string; number: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (scope.platform && list.filters.channelCustId !== (scope.channelCustId || undefined))
    list.setFilters({ iccid: list.filters.iccid, ...scope.body });

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

  const submitAdd = () => {
    if (!adding) return;
    if (!/^\d{19,20}$/.test(adding.iccid.trim())) return setError(t('vipCall.dialog.iccidInvalid'));
    const { numbers, bad } = parseNumbers(adding.numbers);
    if (bad) return setError(t('vipCall.dialog.phoneWrong', { number: bad }));
    if (!numbers.length) return setError(t('vipCall.dialog.numbersRequired'));
    void run('/cmp/sim/vipcall/add', { iccid: adding.iccid.trim(), numbers }, t('vipCall.dialog.added'), () => setAdding(null));
  };

  const columns: TableColumn<VipRow>[] = [
    { key: 'iccid', header: t('vipCall.fields.iccid'), className: 'font-mono text-xs' },
    { key: 'msisdn', header: t('vipCall.fields.msisdn'), className: 'font-mono text-xs' },
    {
      key: 'numbers',
      header: t('vipCall.fields.numbers'),
      cell: (r) => (
        <ul className="flex max-w-lg flex-wrap gap-1.5" data-testid={`vip-numbers-${r.iccid}`}>
          {r.numbers.map((n) => (
            <li key={n} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-mono text-xs">
              {n}
              {canEdit && (
                <button
                  type="button"
                  className="rounded-full px-1 text-slate-500 hover:bg-red-50 hover:text-red-600"
                  aria-label={t('vipCall.remove', { number: n })}
                  onClick={() => {
                    setError(undefined);
                    setRemoving({ iccid: r.iccid, number: n });
                  }}
                  data-testid={`vip-remove-${r.iccid}-${n}`}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'updatedAt',
      header: t('vipCall.fields.updatedAt'),
      cell: (r) => formatDateTime(r.updatedAt),
      className: 'tabular-nums',
    },
    { key: 'updatedBy', header: t('vipCall.fields.updatedBy'), cell: (r) => formatActor(r.updatedBy, t) },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('vipCall.title')}
        subtitle={canEdit ? t('vipCall.subtitle', { max: VIP_MAX }) : t('vipCall.readOnly')}
        actions={
          canEdit &&
          scope.ready && (
            <Button
              onClick={() => {
                setError(undefined);
                setAdding({ iccid: '', numbers: '' });
              }}
              data-testid="vip-add"
            >
              {t('vipCall.add')}
            </Button>
          )
        }
      />
      <FilterBar
        onSearch={() => list.setFilters({ iccid: draft, ...scope.body })}
        onReset={() => {
          setDraft('');
          list.setFilters({ iccid: '', ...scope.body });
        }}
      >
        <TenantPicker scope={scope} />
        <TextField
          className="w-56"
          label={t('vipCall.filters.iccid')}
          value={draft}
          maxLength={20}
          onChange={(e) => setDraft(e.target.value.trim())}
          data-testid="vip-filter-iccid"
        />
      </FilterBar>
      {scope.ready ? (
        <ListTable caption={t('vipCall.title')} columns={columns} list={list} rowKey={(r) => r.iccid} data-testid="vip-table" />
      ) : (
        <PickEnterpriseFirst />
      )}
      {adding && (
        <Dialog
          open
          onClose={() => setAdding(null)}
          title={t('vipCall.dialog.title')}
          description={t('vipCall.dialog.description', { max: VIP_MAX })}
          confirmLabel={t('vipCall.dialog.submit')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={submitAdd}
          loading={busy}
          data-testid="vip-add-dialog"
        >
          <div className="space-y-3">
            <TextField
              label={t('vipCall.dialog.iccid')}
              value={adding.iccid}
              maxLength={20}
              onChange={(e) => setAdding({ ...adding, iccid: e.target.value })}
              data-testid="vip-add-iccid"
            />
            <TextField
              label={t('vipCall.dialog.numbers')}
              value={adding.numbers}
              maxLength={230}
              onChange={(e) => setAdding({ ...adding, numbers: e.target.value })}
              data-testid="vip-add-numbers"
            />
            {error && (
              <p className="text-sm font-medium text-red-600" role="alert">
                {error}
              </p>
            )}
          </div>
        </Dialog>
      )}
      {removing && (
        <Dialog
          open
          tone="danger"
          onClose={() => setRemoving(null)}
          title={t('vipCall.removeTitle', removing)}
          description={t('vipCall.removeDescription')}
          confirmLabel={t('vipCall.remove', { number: removing.number })}
          cancelLabel={t('dataList.cancel')}
          onConfirm={() =>
            void run('/cmp/sim/vipcall/remove', { iccid: removing.iccid, numbers: [removing.number] }, t('vipCall.removed'), () =>
              setRemoving(null),
            )
          }
          loading={busy}
          data-testid="vip-remove-dialog"
        >
          {error && <p className="text-sm font-medium text-red-600">{error}</p>}
        </Dialog>
      )}
    </div>
  );
}
