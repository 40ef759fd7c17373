import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, DatePicker, Select, StateBadge, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../../../components/tenant-scope';
import { formatActor, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { SendSmsDialog } from './send-sms-dialog';
import { type SmsRow, isUnsettled, smsStates, stateTone } from './sms-model';

interface Filters extends Record<string, unknown> {
  iccid: string;
  state: string;
  dateFrom: string;
  dateTo: string;
}
const empty: Filters = { iccid: '', state: '', dateFrom: '', dateTo: '' };

/**
 * /card/sms/list: the SMS of the caller's cards (a secondary customer: its own cards), filtered by
 * ICCID, status and dates, newest first; "Send SMS" (2020001) sends one text to many cards. The card
 * list may open it with its selection (router state `{ iccids }`).
 */
export default function SmsListPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const location = useLocation();
  const scope = useTenantScope();
  const canSend = permissions.includes(featureCodes.smsSend);
  const selection = (location.state as { iccids?: string[] } | null)?.iccids ?? [];
  // Delivery receipts are settled when the list is read: keep reading while a visible SMS awaits one.
  const list = useCursorList<SmsRow, Filters>(
    scope.ready ? '/cmp/sim/sms/list' : null,
    { ...empty, ...scope.body },
    { unsettled: isUnsettled },
  );
  const [draft, setDraft] = useState<Filters>(empty);
  const [sending, setSending] = useState<string[] | null>(canSend && selection.length ? selection : null);

  if (scope.platform && list.filters.channelCustId !== (scope.channelCustId || undefined))
    list.setFilters({ ...list.filters, ...scope.body });

  const columns: TableColumn<SmsRow>[] = [
    { key: 'iccid', header: t('cardSms.fields.iccid'), className: 'font-mono text-xs' },
    {
      key: 'content',
      header: t('cardSms.fields.content'),
      cell: (s) => <span className="line-clamp-2 max-w-md break-all text-slate-700">{s.content}</span>,
    },
    {
      key: 'state',
      header: t('cardSms.fields.state'),
      cell: (s) => (
        <span data-testid={`sms-state-${s.iccid}`} data-state={s.state}>
          <StateBadge tone={stateTone(s.state)}>{t(`cardSms.states.${s.state}`)}</StateBadge>
        </span>
      ),
    },
    { key: 'at', header: t('cardSms.fields.at'), cell: (s) => formatDateTime(s.at), className: 'tabular-nums' },
    { key: 'by', header: t('cardSms.fields.by'), cell: (r) => formatActor(r.by, t) },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cardSms.title')}
        subtitle={t('cardSms.subtitle')}
        actions={
          canSend &&
          scope.ready && (
            <Button onClick={() => setSending([])} data-testid="sms-send">
              {t('cardSms.send')}
            </Button>
          )
        }
      />
      <FilterBar
        onSearch={() => list.setFilters({ ...draft, ...scope.body })}
        onReset={() => {
          setDraft(empty);
          list.setFilters({ ...empty, ...scope.body });
        }}
      >
        <TenantPicker scope={scope} />
        <TextField
          className="w-56"
          label={t('cardSms.filters.iccid')}
          value={draft.iccid}
          maxLength={20}
          onChange={(e) => setDraft({ ...draft, iccid: e.target.value.trim() })}
          data-testid="sms-filter-iccid"
        />
        <Select
          className="w-40"
          label={t('cardSms.filters.state')}
          options={[
            { value: '', label: t('cardSms.filters.any') },
            ...smsStates.map((s) => ({ value: s, label: t(`cardSms.states.${s}`) })),
          ]}
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
          data-testid="sms-filter-state"
        />
        <DatePicker
          className="w-44"
          label={t('cardSms.filters.dateFrom')}
          value={draft.dateFrom}
          max={draft.dateTo || undefined}
          onChange={(dateFrom) => setDraft({ ...draft, dateFrom })}
          data-testid="sms-filter-dateFrom"
        />
        <DatePicker
          className="w-44"
          label={t('cardSms.filters.dateTo')}
          value={draft.dateTo}
          min={draft.dateFrom || undefined}
          onChange={(dateTo) => setDraft({ ...draft, dateTo })}
          data-testid="sms-filter-dateTo"
        />
      </FilterBar>
      {scope.ready ? (
        <ListTable caption={t('cardSms.title')} columns={columns} list={list} rowKey={(s) => s.smsId} data-testid="sms-table" />
      ) : (
        <PickEnterpriseFirst />
      )}
      {sending && (
        <SendSmsDialog initialIccids={sending} scopeBody={scope.body} onClose={() => setSending(null)} onSent={list.reload} />
      )}
    </div>
  );
}
