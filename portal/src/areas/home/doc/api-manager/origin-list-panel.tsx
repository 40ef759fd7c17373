import { Button, Panel } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListDeclaration, ListPage } from '../../../../components/list-page';
import type { OriginEntry } from './api-manager-model';
import { OriginAddDialog } from './origin-add-dialog';
import { type Scope, deleteOrigin, useOriginList } from './use-api-manager';

/** The allowed widget origins, each deleted after a confirmation. */
function originListDeclaration(scope: Scope, refresh: () => Promise<unknown>): ListDeclaration<OriginEntry> {
  return {
    title: 'home.apiManager.origin.title',
    source: 'api-manager.originList',
    paged: false,
    rows: (answer: { items: OriginEntry[] }) => answer.items,
    fixed: () => scope,
    rowKey: 'origin',
    columns: [
      { key: 'origin', header: 'home.apiManager.origin.origin', className: 'font-mono text-slate-900' },
      { key: 'createdBy', header: 'home.apiManager.origin.createdBy' },
      { key: 'createdAt', header: 'home.apiManager.origin.createdAt', format: 'dateTime' },
    ],
    rowActions: [
      {
        id: 'delete',
        label: 'home.apiManager.origin.delete',
        confirm: {
          title: (e) => ['home.apiManager.origin.confirmDeleteTitle', { origin: e.origin }],
          description: 'home.apiManager.origin.confirmDelete',
          run: async (e) => {
            await deleteOrigin(scope, e.origin);
            await refresh();
          },
          dialogTestId: 'origin-delete-confirm',
        },
        testId: (e) => `origin-delete-${e.origin}`,
      },
    ],
    emptyTitle: 'home.apiManager.origin.empty',
    testIds: { table: 'origin-table' },
  };
}

/** Widget origins (issue #18): the partner pages allowed to embed the enterprise's widgets, enforced by CORS. */
export function OriginListPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation('home');
  const list = useOriginList(scope);
  const [adding, setAdding] = useState(false);
  const items = list.data?.items ?? [];
  const declaration = useMemo(() => originListDeclaration(scope, () => list.mutate()), [scope, list.mutate]);

  return (
    <Panel
      className="xl:col-span-2"
      title={t('home.apiManager.origin.title')}
      description={t('home.apiManager.origin.description', { max: list.data?.max ?? 20 })}
      data-testid="origin-list-panel"
      actions={
        list.data && (
          <Button size="sm" onClick={() => setAdding(true)} disabled={items.length >= list.data.max} data-testid="origin-add">
            {t('home.apiManager.origin.add')}
          </Button>
        )
      }
    >
      <ListPage embedded bare declaration={declaration} />
      {adding && (
        <OriginAddDialog
          scope={scope}
          existing={items.map((e) => e.origin)}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void list.mutate();
          }}
        />
      )}
    </Panel>
  );
}
