import { StateBadge } from '@cmp/ui-kit';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { AUDIT_ACTIONS, type OperationLogEntry, actionKey } from './user-behavior-model';

const alarming = new Set(['loginFailed', 'freeze', 'deleteRole']);

/** /system/userBehavior/list: the operation log with login name, action and date filters. */
export const userBehaviorList: ListDeclaration<OperationLogEntry> = {
  title: 'userBehavior.title',
  subtitle: 'userBehavior.subtitle',
  source: 'audit.list',
  rowKey: (e) => `${e.at}-${e.loginName}-${e.action}`,
  filters: [
    { kind: 'text', field: 'loginName', label: 'userBehavior.fields.loginName', width: 'w-48' },
    {
      kind: 'select',
      field: 'action',
      label: 'userBehavior.fields.action',
      options: AUDIT_ACTIONS,
      optionLabel: 'userBehavior.actions',
    },
    {
      kind: 'dateRange',
      field: 'at',
      label: 'userBehavior.fields.at',
      labels: ['userBehavior.filters.from', 'userBehavior.filters.to'],
      keys: ['from', 'to'],
    },
  ],
  columns: [
    { key: 'at', header: 'userBehavior.fields.at', format: 'dateTime' },
    { key: 'loginName', header: 'userBehavior.fields.loginName', className: 'font-medium text-slate-900' },
    {
      key: 'action',
      header: 'userBehavior.fields.action',
      cell: (e, { t }) => (
        <StateBadge tone={alarming.has(e.action) ? 'red' : 'blue'}>
          {actionKey(e.action) ? t(actionKey(e.action) as string) : e.action}
        </StateBadge>
      ),
    },
    { key: 'detail', header: 'userBehavior.fields.detail', className: 'max-w-xs break-words' },
    { key: 'sourceIp', header: 'userBehavior.fields.sourceIp', format: 'code' },
    {
      key: 'userAgent',
      header: 'userBehavior.fields.userAgent',
      cell: (e, { t }) => (
        <span title={e.userAgent} className="block max-w-56 truncate text-xs text-slate-500">
          {e.userAgent || t('dataList.none')}
        </span>
      ),
    },
  ],
  testIds: { table: 'behavior-table' },
};

export default function UserBehaviorPage() {
  return <ListPage declaration={userBehaviorList} />;
}
