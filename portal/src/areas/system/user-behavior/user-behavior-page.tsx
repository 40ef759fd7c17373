import { DatePicker, Select, StateBadge, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { useRuleText } from '../../../components/form-fields';
import { formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import {
  AUDIT_ACTIONS,
  type BehaviorFilters,
  type OperationLogEntry,
  actionKey,
  emptyBehaviorFilters,
  validateFilters,
} from './user-behavior-model';

/** /system/userBehavior/list: the operation log with login name, action and date filters. */
export default function UserBehaviorPage() {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const list = useCursorList<OperationLogEntry, BehaviorFilters>('/cmp/core/operationLog/list', emptyBehaviorFilters());
  const [draft, setDraft] = useState(emptyBehaviorFilters);
  const [rangeError, setRangeError] = useState<string | undefined>();

  const search = () => {
    const problem = validateFilters(draft);
    setRangeError(ruleText(problem ?? undefined));
    if (!problem) list.setFilters(draft);
  };
  const reset = () => {
    setDraft(emptyBehaviorFilters());
    setRangeError(undefined);
    list.setFilters(emptyBehaviorFilters());
  };

  const columns: TableColumn<OperationLogEntry>[] = [
    {
      key: 'at',
      header: t('userBehavior.fields.at'),
      cell: (e) => formatDateTime(e.at),
      className: 'whitespace-nowrap tabular-nums',
    },
    { key: 'loginName', header: t('userBehavior.fields.loginName'), className: 'font-medium text-slate-900' },
    {
      key: 'action',
      header: t('userBehavior.fields.action'),
      cell: (e) => (
        <StateBadge tone={e.action === 'loginFailed' || e.action === 'freeze' || e.action === 'deleteRole' ? 'red' : 'blue'}>
          {actionKey(e.action) ? t(actionKey(e.action) as string) : e.action}
        </StateBadge>
      ),
    },
    {
      key: 'detail',
      header: t('userBehavior.fields.detail'),
      cell: (e) => e.detail || t('dataList.none'),
      className: 'max-w-xs break-words',
    },
    { key: 'sourceIp', header: t('userBehavior.fields.sourceIp'), className: 'font-mono text-xs' },
    {
      key: 'userAgent',
      header: t('userBehavior.fields.userAgent'),
      cell: (e) => (
        <span title={e.userAgent} className="block max-w-56 truncate text-xs text-slate-500">
          {e.userAgent || t('dataList.none')}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('userBehavior.title')} subtitle={t('userBehavior.subtitle')} />
      <FilterBar onSearch={search} onReset={reset}>
        <TextField
          className="w-48"
          label={t('userBehavior.fields.loginName')}
          value={draft.loginName}
          onChange={(e) => setDraft({ ...draft, loginName: e.target.value })}
        />
        <Select
          className="w-48"
          label={t('userBehavior.fields.action')}
          options={[
            { value: '', label: t('dataList.any') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a as string, label: t(`userBehavior.actions.${a}`) })),
          ]}
          value={draft.action}
          onChange={(action) => setDraft({ ...draft, action })}
        />
        <DatePicker
          className="w-44"
          label={t('userBehavior.filters.from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <DatePicker
          className="w-44"
          label={t('userBehavior.filters.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(to) => setDraft({ ...draft, to })}
          error={rangeError}
        />
      </FilterBar>
      <ListTable
        caption={t('userBehavior.title')}
        columns={columns}
        list={list}
        rowKey={(e) => `${e.at}-${e.loginName}-${e.action}`}
        data-testid="behavior-table"
      />
    </div>
  );
}
