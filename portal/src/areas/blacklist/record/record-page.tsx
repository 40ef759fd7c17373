import { StateBadge } from '@cmp/ui-kit';
import { type ListDeclaration, ListPage, enumFilter } from '../../../components/list-page';
import { orEmpty } from '../../../lib/format';
import { BLACKLIST_RECORDS, type BlacklistRecord, recordActions } from '../shared/blacklist-model';

const k = (key: string) => `blacklist.${key}`;
const tones = { add: 'blue', edit: 'slate', remove: 'amber', hit: 'red' } as const;

/**
 * /blacklist/record/list (issue #16 item 7): every change of the blacklists and every hit — who or what
 * was refused, where and when — newest first, in the reader's language (the server's labels).
 */
export const recordList: ListDeclaration<BlacklistRecord> = {
  texts: 'blacklist.record',
  source: BLACKLIST_RECORDS,
  localized: true,
  rowKey: 'recordId',
  filters: [
    enumFilter('action', k('record.fields.action'), recordActions, k('record.actions'), {
      width: 'w-44',
      testId: 'blacklist-record-action',
    }),
  ],
  columns: [
    { key: 'at', format: 'dateTime' },
    {
      key: 'action',
      cell: (r) => (
        <span data-testid={`blacklist-record-${r.recordId}`} data-state={r.action}>
          <StateBadge tone={tones[r.action]}>{r.actionLabel}</StateBadge>
        </span>
      ),
    },
    { key: 'entry', value: (r) => r.name, below: (r) => `${r.kindLabel}${r.number ? ` · ${r.number}` : ''}` },
    { key: 'place', value: (r) => r.placeLabel, below: (r) => r.subject ?? null },
    { key: 'by', value: (r) => r.by },
    { key: 'reason', cell: (r) => orEmpty(r.reason), className: 'max-w-80' },
  ],
  emptyDescription: k('record.empty'),
  testIds: { table: 'blacklist-record-table', empty: 'blacklist-record-empty' },
};

export default function BlacklistRecordPage() {
  return <ListPage declaration={recordList} />;
}
