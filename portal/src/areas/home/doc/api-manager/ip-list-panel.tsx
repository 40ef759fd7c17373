import { Button, ConfirmDialog, EmptyState, Panel, StateBadge, Table, type TableColumn, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedState, RowAction } from '../../../../components/data-list';
import { isApiError } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import type { IpEntry } from './api-manager-model';
import { IpAddDialog } from './ip-add-dialog';
import { type Scope, deleteIp, setIpEnforced, useApiConfig, useIpList } from './use-api-manager';

type Open = { kind: 'add' } | { kind: 'delete'; entry: IpEntry } | { kind: 'enforce'; on: boolean } | null;

/** The IP allow-list: entries, add and delete (asked first), and enforcement on/off (asked first). */
export function IpListPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation('home');
  const notify = useNotify();
  const list = useIpList(scope);
  const config = useApiConfig(scope);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const items = list.data?.items ?? [];
  const enforced = list.data?.ipEnforced ?? false;

  const refresh = async () => {
    await Promise.all([list.mutate(), config.mutate()]);
  };
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await refresh();
      notify({ type: 'success', title: t('dataList.saved') });
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

  const columns: TableColumn<IpEntry>[] = [
    { key: 'ip', header: t('home.apiManager.ip.ip'), className: 'font-mono text-slate-900' },
    { key: 'remark', header: t('home.apiManager.ip.remark'), cell: (e) => e.remark || t('dataList.none') },
    { key: 'createdBy', header: t('home.apiManager.ip.createdBy') },
    {
      key: 'createdAt',
      header: t('home.apiManager.ip.createdAt'),
      cell: (e) => formatDateTime(e.createdAt),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (e) => (
        <RowAction danger onClick={() => setOpen({ kind: 'delete', entry: e })} data-testid={`ip-delete-${e.ip}`}>
          {t('home.apiManager.ip.delete')}
        </RowAction>
      ),
    },
  ];

  const empty = list.error ? (
    <LoadFailedState message={list.error.msg} retry={() => void list.mutate()} />
  ) : (
    <EmptyState compact title={t('home.apiManager.ip.empty')} />
  );

  return (
    <Panel
      className="xl:col-span-2"
      title={t('home.apiManager.ip.title')}
      description={t('home.apiManager.ip.description', { max: list.data?.max ?? 50 })}
      data-testid="ip-list-panel"
      actions={
        list.data && (
          <>
            <span className="flex items-center gap-1.5 text-sm text-slate-500">
              {t('home.apiManager.ip.enforcement')}
              <span data-testid="ip-enforcement" data-enforced={enforced}>
                <StateBadge tone={enforced ? 'green' : 'slate'}>
                  {t(enforced ? 'home.apiManager.ip.on' : 'home.apiManager.ip.off')}
                </StateBadge>
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'enforce', on: !enforced })}
              disabled={!enforced && items.length === 0}
              data-testid="ip-enforce-toggle"
            >
              {t(enforced ? 'home.apiManager.ip.turnOff' : 'home.apiManager.ip.turnOn')}
            </Button>
            <Button
              size="sm"
              onClick={() => setOpen({ kind: 'add' })}
              disabled={items.length >= list.data.max}
              data-testid="ip-add"
            >
              {t('home.apiManager.ip.add')}
            </Button>
          </>
        )
      }
    >
      <Table
        caption={t('home.apiManager.ip.title')}
        columns={columns}
        rows={list.error ? [] : items}
        rowKey={(e) => e.ip}
        loading={list.isLoading}
        loadingLabel={t('dataList.loading')}
        empty={empty}
        data-testid="ip-table"
      />
      {open?.kind === 'add' && (
        <IpAddDialog
          scope={scope}
          existing={items.map((e) => e.ip)}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void refresh();
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          onClose={() => setOpen(null)}
          title={t('home.apiManager.ip.confirmDeleteTitle', { ip: open.entry.ip })}
          description={t('home.apiManager.ip.confirmDelete')}
          confirmLabel={t('home.apiManager.ip.delete')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={() => act(() => deleteIp(scope, open.entry.ip))}
          loading={busy}
          data-testid="ip-delete-confirm"
        />
      )}
      {open?.kind === 'enforce' && (
        <ConfirmDialog
          open
          onClose={() => setOpen(null)}
          title={t(open.on ? 'home.apiManager.ip.confirmOnTitle' : 'home.apiManager.ip.confirmOffTitle')}
          description={t(open.on ? 'home.apiManager.ip.confirmOn' : 'home.apiManager.ip.confirmOff')}
          confirmLabel={t(open.on ? 'home.apiManager.ip.turnOn' : 'home.apiManager.ip.turnOff')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={() => act(() => setIpEnforced(scope, open.on))}
          loading={busy}
          data-testid="ip-enforce-confirm"
        />
      )}
    </Panel>
  );
}
