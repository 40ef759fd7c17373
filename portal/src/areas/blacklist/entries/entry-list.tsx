import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, ListPage, textFilter } from '../../../components/list-page';
import { BLACKLIST_LIST, type BlacklistEntry, type BlacklistKind, removeEntry } from '../shared/blacklist-model';
import { entryDialog } from './entry-dialog';

const k = (key: string) => `blacklist.${key}`;

/**
 * /blacklist/enterprise/list and /blacklist/personal/list (issue #16 item 7): the platform's blacklisted
 * enterprises (name, organisation code) or persons (name, identity number as the server masks it), with
 * the reason; add and edit in a dialog, remove confirmed, search by name, code or an exact number.
 */
export function entryList(kind: BlacklistKind): ListDeclaration<BlacklistEntry> {
  return {
    texts: `blacklist.${kind}`,
    source: BLACKLIST_LIST[kind],
    rowKey: 'entryId',
    filters: [textFilter('keyword', k(`keyword.${kind}`), { width: 'w-72', maxLength: 100, testId: 'blacklist-keyword' })],
    columns: [
      { key: 'name', header: k(`fields.name.${kind}`) },
      kind === 'enterprise'
        ? { key: 'orgCode', header: k('fields.orgCode'), format: 'code' }
        : { key: 'idNumber', header: k('fields.idNumber'), format: 'code' },
      { key: 'reason', header: k('fields.reason'), className: 'max-w-80' },
      { key: 'updatedAt', header: k('fields.updatedAt'), format: 'dateTime', below: (r) => r.updatedBy },
    ],
    rowActions: [
      {
        id: 'edit',
        label: k('actions.edit'),
        permission: featureCodes.blacklistEdit,
        open: 'entry',
        testId: (r) => `blacklist-edit-${r.entryId}`,
      },
      {
        id: 'remove',
        label: k('actions.remove'),
        permission: featureCodes.blacklistEdit,
        testId: (r) => `blacklist-remove-${r.entryId}`,
        confirm: {
          title: (r) => [k('removeTitle'), { name: r.name }],
          description: k('removeText'),
          run: (r) => removeEntry(kind, r.entryId),
          done: k('removed'),
          dialogTestId: 'blacklist-remove-dialog',
        },
      },
    ],
    headerActions: [
      {
        id: 'add',
        label: k(`add.${kind}`),
        permission: featureCodes.blacklistEdit,
        open: 'entry',
        variant: 'primary',
        testId: 'blacklist-add',
      },
    ],
    dialogs: { entry: entryDialog(kind) },
    emptyDescription: k('empty'),
    testIds: { table: 'blacklist-table', empty: 'blacklist-empty' },
  };
}

const enterpriseList = entryList('enterprise');
const personalList = entryList('personal');

export function EnterpriseBlacklistPage() {
  return <ListPage declaration={enterpriseList} />;
}

export function PersonalBlacklistPage() {
  return <ListPage declaration={personalList} />;
}
