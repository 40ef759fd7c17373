import { type ListDeclaration, ListPage, switchLogColumns } from '../../../../components/list-page';
import type { FreezeRecord } from '../account-model';

/** /home/account/freeze/:loginName: who froze or thawed the account, when and why. */
export const freezeRecordList: ListDeclaration<FreezeRecord> = {
  title: 'home.account.records.title',
  subtitle: ({ params }) => ['home.account.records.subtitle', { loginName: params.loginName ?? '' }],
  source: 'account.freezeList',
  fixed: ({ params }) => ({ loginName: params.loginName ?? '' }),
  rowKey: (r) => `${r.at}-${r.action}`,
  columns: [
    ...switchLogColumns<FreezeRecord>('home.account.records', { off: 'freeze', on: 'thaw' }, 'home.account.records'),
    { key: 'reason', header: 'home.account.records.reason', className: 'max-w-md whitespace-pre-wrap break-words' },
    { key: 'by', header: 'home.account.records.by', format: 'actor' },
  ],
  headerActions: [{ id: 'back', label: 'home.account.records.back', variant: 'secondary', to: () => '/home/account/list' }],
  testIds: { table: 'freeze-records' },
};

export default function FreezeRecordsPage() {
  return <ListPage declaration={freezeRecordList} />;
}
