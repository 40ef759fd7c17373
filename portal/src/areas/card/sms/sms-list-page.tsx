import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { useLocation } from 'react-router';
import { type ListDeclaration, type ListDialogProps, ListPage, enumFilter } from '../../../components/list-page';
import { useSession } from '../../../lib/use-session';
import { type SmsRow, isUnsettled, smsStates, stateTone } from '../shared/sms-model';
import { SendSmsDialog } from './send-sms-dialog';

/** "Send SMS": the ICCIDs handed over by the card list, or none. */
function SendDialog({ payload, ctx, close }: ListDialogProps<SmsRow>) {
  const iccids = (payload as string[] | undefined) ?? [];
  return <SendSmsDialog initialIccids={iccids} scopeBody={ctx.scope.body} onClose={close} onSent={ctx.reload} />;
}

/**
 * /card/sms/list: the SMS of the caller's cards (a secondary customer: its own cards), filtered by
 * ICCID, status and dates, newest first; "Send SMS" (2020001) sends one text to many cards.
 */
export const smsList: ListDeclaration<SmsRow> = {
  texts: 'card.sms',
  source: 'sms.list',
  scope: 'enterprise',
  rowKey: 'smsId',
  // Delivery receipts are settled when the list is read: keep reading while a visible SMS awaits one.
  unsettled: isUnsettled,
  filters: [
    { kind: 'text', field: 'iccid', label: 'card.sms.filters.iccid', maxLength: 20, testId: 'sms-filter-iccid' },
    enumFilter('state', 'card.sms.filters.state', smsStates, 'card.sms.states', { width: 'w-40', testId: 'sms-filter-state' }),
    {
      kind: 'dateRange',
      field: 'date',
      label: 'card.sms.fields.at',
      labels: ['card.sms.filters.dateFrom', 'card.sms.filters.dateTo'],
      testId: 'sms-filter-date',
    },
  ],
  columns: [
    { key: 'iccid', format: 'code' },
    {
      key: 'content',
      cell: (s) => <span className="line-clamp-2 max-w-md break-all text-slate-700">{s.content}</span>,
    },
    {
      key: 'state',
      cell: (s, { t }) => (
        <span data-testid={`sms-state-${s.iccid}`} data-state={s.state}>
          <StateBadge tone={stateTone(s.state)}>{t(`card.sms.states.${s.state}`)}</StateBadge>
        </span>
      ),
    },
    { key: 'at', format: 'dateTime' },
    { key: 'by', format: 'actor' },
  ],
  headerActions: [{ id: 'send', label: 'card.sms.send', permission: featureCodes.smsSend, open: SendDialog, testId: 'sms-send' }],
  testIds: { table: 'sms-table' },
};

/** The card list may open this page with its selection (router state `{ iccids }`): the send dialog opens with it. */
export default function SmsListPage() {
  const { permissions } = useSession();
  const handed = (useLocation().state as { iccids?: string[] } | null)?.iccids ?? [];
  const open = permissions.includes(featureCodes.smsSend) && handed.length > 0;
  return <ListPage declaration={smsList} initialDialog={open ? { name: 'send', row: null, payload: handed } : null} />;
}
