import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { enumFilter, textFilter } from '../../../components/list-page/common-filters';
import { type ContentUser, TARGET_KINDS, userPath } from '../shared/content-model';

const k = (key: string) => `content.user.${key}`;

/** /content/user/list: the enterprise's rights users — cards (ICCID) and vehicles (VIN) that hold rights. */
export const userList: ListDeclaration<ContentUser> = {
  texts: 'content.user',
  source: 'content.userList',
  scope: 'enterprise',
  rowKey: (u) => `${u.targetKind}#${u.target}`,
  filters: [
    enumFilter('targetKind', k('filters.targetKind'), TARGET_KINDS, 'content.targetKinds', { width: 'w-44' }),
    textFilter('target', k('filters.target'), { maxLength: 20, testId: 'content-user-filter-target' }),
  ],
  columns: [
    {
      key: 'target',
      format: 'code',
      link: (u, { scope }) => userPath(u.targetKind, u.target, scope.query),
      linkTestId: (u) => `content-user-${u.target}`,
    },
    { key: 'targetKind', enumLabel: 'content.targetKinds' },
    { key: 'orderCount', format: 'count', align: 'end' },
    { key: 'amount', format: 'money', align: 'end' },
    { key: 'lastOrderAt', format: 'dateTime' },
    { key: 'rightsEndAt', format: 'date' },
    { key: 'state', state: { tones: { active: 'green', expired: 'slate' }, label: 'content.userStates' } },
  ],
  emptyTitle: k('empty'),
  testIds: { table: 'content-user-table' },
};

export default function UserListPage() {
  return <ListPage declaration={userList} />;
}
