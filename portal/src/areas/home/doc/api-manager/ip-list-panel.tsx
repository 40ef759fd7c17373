import { Button, ConfirmDialog, Panel, StateBadge, useNotify } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListDeclaration, ListPage } from '../../../../components/list-page';
import { isApiError } from '../../../../lib/api';
import type { IpEntry } from './api-manager-model';
import { IpAddDialog } from './ip-add-dialog';
import { type Scope, deleteIp, setIpEnforced, useApiConfig, useIpList } from './use-api-manager';

type Open = { kind: 'add' } | { kind: 'enforce'; on: boolean } | null;

/** The entries of the allow-list, each deleted after a confirmation; `refresh` re-reads what the panel shows besides. */
function ipListDeclaration(scope: Scope, refresh: () => Promise<unknown>): ListDeclaration<IpEntry> {
  return {
    title: 'home.apiManager.ip.title',
    source: 'api-manager.ipList',
    paged: false,
    rows: (answer: { items: IpEntry[] }) => answer.items,
    fixed: () => scope,
    rowKey: 'ip',
    columns: [
      { key: 'ip', header: 'home.apiManager.ip.ip', className: 'font-mono text-slate-900' },
      { key: 'remark', header: 'home.apiManager.ip.remark' },
      { key: 'createdBy', header: 'home.apiManager.ip.createdBy' },
      { key: 'createdAt', header: 'home.apiManager.ip.createdAt', format: 'dateTime' },
    ],
    rowActions: [
      {
        id: 'delete',
        label: 'home.apiManager.ip.delete',
        confirm: {
          title: (e) => ['home.apiManager.ip.confirmDeleteTitle', { ip: e.ip }],
          description: 'home.apiManager.ip.confirmDelete',
          run: async (e) => {
            await deleteIp(scope, e.ip);
            await refresh();
          },
          dialogTestId: 'ip-delete-confirm',
        },
        testId: (e) => `ip-delete-${e.ip}`,
      },
    ],
    emptyTitle: 'home.apiManager.ip.empty',
    testIds: { table: 'ip-table' },
  };
}

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

  const refresh = () => Promise.all([list.mutate(), config.mutate()]);
  const declaration = useMemo(() => ipListDeclaration(scope, () => config.mutate()), [scope, config.mutate]);
  const enforce = async (on: boolean) => {
    setBusy(true);
    try {
      await setIpEnforced(scope, on);
      await refresh();
      notify({ type: 'success', title: t('dataList.saved') });
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

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
      <ListPage embedded bare declaration={declaration} />
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
      {open?.kind === 'enforce' && (
        <ConfirmDialog
          open
          onClose={() => setOpen(null)}
          title={t(open.on ? 'home.apiManager.ip.confirmOnTitle' : 'home.apiManager.ip.confirmOffTitle')}
          description={t(open.on ? 'home.apiManager.ip.confirmOn' : 'home.apiManager.ip.confirmOff')}
          confirmLabel={t(open.on ? 'home.apiManager.ip.turnOn' : 'home.apiManager.ip.turnOff')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={() => enforce(open.on)}
          loading={busy}
          data-testid="ip-enforce-confirm"
        />
      )}
    </Panel>
  );
}
