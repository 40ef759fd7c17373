import { StateBadge } from '@cmp/ui-kit';
import { type ListDeclaration, ListPage, enumFilter } from '../../../components/list-page';
import { AUDIT_ACTIONS, type OperationLogEntry, actionKey } from './user-behavior-model';

const alarming = new Set(['loginFailed', 'freeze', 'deleteRole']);

/** /system/userBehavior/list: the operation log with login name, action and date filters. */
export const userBehaviorList: ListDeclaration<OperationLogEntry> = {
  texts: 'system.userBehavior',
  source: 'audit.list',
  rowKey: (e) => `${e.at}-${e.loginName}-${e.action}`,
  filters: [
    { kind: 'text', field: 'loginName', label: 'system.userBehavior.fields.loginName', width: 'w-48' },
    enumFilter('action', 'system.userBehavior.fields.action', AUDIT_ACTIONS, 'system.userBehavior.actions'),
    {
      kind: 'dateRange',
      field: 'at',
      label: 'system.userBehavior.fields.at',
      labels: ['system.userBehavior.filters.from', 'system.userBehavior.filters.to'],
      keys: ['from', 'to'],
    },
  ],
  columns: [
    { key: 'at', format: 'dateTime' },
    { key: 'loginName', className: 'font-medium text-slate-900' },
    {
      key: 'action',
      cell: (e, { t }) => (
        <StateBadge tone={alarming.has(e.action) ? 'red' : 'blue'}>
          {actionKey(e.action) ? t(actionKey(e.action) as string) : e.action}
        </StateBadge>
      ),
    },
    { key: 'detail', className: 'max-w-xs break-words' },
    { key: 'sourceIp', format: 'code' },
    {
      key: 'userAgent',
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
