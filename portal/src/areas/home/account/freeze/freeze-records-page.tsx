import { StateBadge } from '@cmp/ui-kit';
import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListTable, PageHeader } from '../../../../components/data-list';
import { formatActor, formatDateTime } from '../../../../lib/format';
import { useCursorList } from '../../../../lib/use-cursor-list';
import type { FreezeRecord } from '../account-model';

/** /home/account/freeze/:loginName: who froze or thawed the account, when and why. */
export default function FreezeRecordsPage() {
  const { t } = useTranslation('home');
  const loginName = useParams().loginName ?? '';
  const list = useCursorList<FreezeRecord, { loginName: string }>('account.freezeList', { loginName });
  const columns: TableColumn<FreezeRecord>[] = [
    {
      key: 'at',
      header: t('home.account.records.at'),
      cell: (r) => formatDateTime(r.at),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'action',
      header: t('home.account.records.action'),
      cell: (r) => (
        <StateBadge tone={r.action === 'freeze' ? 'red' : 'green'}>{t(`home.account.records.${r.action}`)}</StateBadge>
      ),
    },
    { key: 'reason', header: t('home.account.records.reason'), className: 'max-w-md whitespace-pre-wrap break-words' },
    { key: 'by', header: t('home.account.records.by'), cell: (r) => formatActor(r.by, t) },
  ];
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('home.account.records.title')}
        subtitle={t('home.account.records.subtitle', { loginName })}
        actions={
          <Link
            to="/home/account/list"
            className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            {t('home.account.records.back')}
          </Link>
        }
      />
      <ListTable
        caption={t('home.account.records.title')}
        columns={columns}
        list={list}
        rowKey={(r) => `${r.at}-${r.action}`}
        data-testid="freeze-records"
      />
    </div>
  );
}
