import { Dialog, Table } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { formatDateTime, orEmpty } from '../../../lib/format';
import {
  type RealNameEvent,
  type RealNameRow,
  type RequireDraft,
  type VerifyDraft,
  iccidsOf,
  requireCards,
  useHistory,
  validIccids,
  verify,
} from './real-name-model';

const k = (key: string) => `risk.realName.${key}`;

/** A card's real-name history, newest first: who did what when, the person and the masked number. */
export function HistoryDialog({ row, close }: ListDialogProps<RealNameRow>) {
  const { t } = useTranslation('risk');
  const history = useHistory(row);
  const f = (key: string) => t(k(`historyFields.${key}`));
  const card = history.data?.card;
  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={t(k('historyTitle'), { iccid: row?.iccid ?? '' })}
      description={card?.operatorStatus ? t(k('operatorStatus'), { label: card.operatorStatus.label }) : undefined}
      confirmLabel={t(k('close'))}
      onConfirm={close}
      data-testid="realname-history-dialog"
    >
      <Table<RealNameEvent>
        caption={t(k('historyTitle'), { iccid: row?.iccid ?? '' })}
        rows={history.data?.items ?? []}
        rowKey={(e) => e.id}
        loading={history.isLoading}
        empty={t(k('historyEmpty'))}
        maxHeight="24rem"
        data-testid="realname-history-table"
        columns={[
          { key: 'at', header: f('at'), cell: (e) => formatDateTime(e.at) },
          { key: 'kind', header: f('kind'), cell: (e) => e.kindLabel },
          { key: 'by', header: f('by'), cell: (e) => e.by },
          { key: 'person', header: f('person'), cell: (e) => orEmpty(e.personName) },
          {
            key: 'idNumber',
            header: f('idNumber'),
            cell: (e) => <code className="font-mono text-xs">{orEmpty(e.idNumber)}</code>,
          },
          {
            key: 'status',
            header: f('status'),
            cell: (e) => (e.from || e.to ? `${orEmpty(e.from)} → ${orEmpty(e.to)}` : orEmpty('')),
          },
        ]}
      />
    </Dialog>
  );
}

/** Records the verification of a card's holder (platform); a blacklisted person is refused by the server. */
export function VerifyDialog({ row, close, done }: ListDialogProps<RealNameRow>) {
  const { t } = useTranslation('risk');
  const fields: DialogField<VerifyDraft>[] = [
    {
      kind: 'text',
      name: 'personName',
      label: k('fields.personName'),
      required: true,
      maxLength: 50,
      autoFocus: true,
      testId: 'realname-person',
    },
    {
      kind: 'text',
      name: 'idNumber',
      label: k('fields.idNumber'),
      hint: k('hints.idNumber'),
      required: true,
      maxLength: 40,
      rules: [(v: string) => (/^[0-9A-Za-z]{6,30}$/.test(v.replace(/[\s-]/g, '')) ? null : { key: k('invalid.idNumber') })],
      testId: 'realname-id-number',
    },
  ];
  return (
    <FormDialog<VerifyDraft>
      namespace="risk"
      title={t(k('verifyTitle'), { iccid: row?.iccid ?? '' })}
      initial={() => ({ personName: '', idNumber: '' })}
      fields={fields}
      submit={(d) => verify(row!, d)}
      done={() => t(k('verified'))}
      fallbackField="idNumber"
      onClose={close}
      onDone={done}
      testId="realname-verify-dialog"
    />
  );
}

/** Sets or lifts the real-name requirement of cards of the chosen enterprise (platform). */
export function RequireDialog({ ctx, close, done }: ListDialogProps<RealNameRow>) {
  const { t } = useTranslation('risk');
  const channelCustId = String(ctx.scope.body.channelCustId ?? '');
  const fields: DialogField<RequireDraft>[] = [
    {
      kind: 'textarea',
      name: 'iccids',
      label: k('fields.iccids'),
      hint: k('hints.iccids'),
      required: true,
      rows: 5,
      rules: [(v: string) => (validIccids(v) ? null : { key: k('invalid.iccids') })],
      testId: 'realname-require-iccids',
    },
    { kind: 'radio', name: 'required', label: k('fields.required'), options: ['yes', 'no'], optionLabel: k('requiredChoice') },
  ];
  return (
    <FormDialog<RequireDraft>
      namespace="risk"
      title={t(k('requireTitle'))}
      initial={() => ({ iccids: '', required: 'yes' })}
      fields={fields}
      submit={(d) => requireCards(channelCustId, iccidsOf(d.iccids), d.required === 'yes')}
      done={(answer) => {
        const items = (answer as { items: { result: string }[] }).items;
        return t(k('requireDone'), {
          changed: items.filter((i) => i.result === 'changed').length,
          unchanged: items.filter((i) => i.result === 'unchanged').length,
          missing: items.filter((i) => i.result === 'notFound' || i.result === 'failed').length,
        });
      }}
      fallbackField="iccids"
      onClose={close}
      onDone={done}
      testId="realname-require-dialog"
    />
  );
}
