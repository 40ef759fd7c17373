import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import {
  type BlacklistEntry,
  type BlacklistKind,
  type EntryDraft,
  draftOf,
  isNumber,
  saveEntry,
} from '../shared/blacklist-model';

const k = (key: string) => `blacklist.${key}`;

/** Adds an entry (header action) or edits one (row action); a person's number is never prefilled. */
export function entryDialog(kind: BlacklistKind) {
  return function EntryDialog({ row, close, done }: ListDialogProps<BlacklistEntry>) {
    const { t } = useTranslation('blacklist');
    const editing = Boolean(row);
    const fields: DialogField<EntryDraft>[] = [
      {
        kind: 'text',
        name: 'name',
        label: k(`fields.name.${kind}`),
        required: true,
        maxLength: 100,
        autoFocus: true,
        testId: 'blacklist-name',
      },
      kind === 'enterprise'
        ? {
            kind: 'text',
            name: 'orgCode',
            label: k('fields.orgCode'),
            hint: k('hints.orgCode'),
            maxLength: 40,
            rules: [(v: string) => (!v.trim() || isNumber(v) ? null : { key: k('invalid.number') })],
            testId: 'blacklist-org-code',
          }
        : {
            kind: 'text',
            name: 'idNumber',
            label: k('fields.idNumber'),
            hint: editing ? k('hints.idNumberKeep') : k('hints.idNumber'),
            required: !editing,
            maxLength: 40,
            rules: [(v: string) => (!v.trim() || isNumber(v) ? null : { key: k('invalid.number') })],
            testId: 'blacklist-id-number',
          },
      { kind: 'text', name: 'reason', label: k('fields.reason'), required: true, maxLength: 200, testId: 'blacklist-reason' },
    ];
    return (
      <FormDialog<EntryDraft>
        namespace="blacklist"
        title={row ? t(k('editTitle'), { name: row.name }) : t(k(`newTitle.${kind}`))}
        initial={() => draftOf(row)}
        fields={fields}
        submit={(d) => saveEntry(kind, d, row?.entryId)}
        done={() => t(k('saved'))}
        fallbackField="name"
        onClose={close}
        onDone={done}
        testId="blacklist-entry-dialog"
      />
    );
  };
}
