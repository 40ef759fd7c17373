import { Button, EmptyState, Panel, Skeleton, Table } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PageHeader } from '../../../components/data-list';
import { type ApiError, routeKey } from '../../../lib/api';

interface OperatorName {
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  name: string;
  statusCodes: { code: string; label: string }[];
}

/** /operator/name/list: the three operators and the card status codes each reports (labels in the request language). */
export default function NameListPage() {
  const { t, i18n } = useTranslation('operator');
  // The labels come from the server in the request's language: key the cache by language.
  const names = useSWR<{ items: OperatorName[] }, ApiError>(routeKey('operator-config.nameList', {}, i18n.language));
  return (
    <div className="space-y-5">
      <PageHeader title={t('operator.config.menu.names')} subtitle={t('operator.config.names.subtitle')} />
      {names.error ? (
        <EmptyState
          title={t('dataList.loadFailed')}
          description={names.error.msg}
          action={
            <Button size="sm" variant="secondary" onClick={() => void names.mutate()}>
              {t('dataList.retry')}
            </Button>
          }
        />
      ) : !names.data ? (
        <div aria-busy="true">
          <span className="sr-only">{t('dataList.loading')}</span>
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-3" data-testid="operator-names">
          {names.data.items.map((o) => (
            <Panel key={o.operator} title={`${o.name} (${o.operator})`} description={t('operator.config.names.statusCodes')}>
              <Table
                caption={`${o.name} ${t('operator.config.names.statusCodes')}`}
                columns={[
                  { key: 'code', header: t('operator.config.names.code'), className: 'font-mono' },
                  { key: 'label', header: t('operator.config.names.label') },
                ]}
                rows={o.statusCodes}
                rowKey={(s) => s.code}
              />
            </Panel>
          ))}
        </div>
      )}
    </div>
  );
}
