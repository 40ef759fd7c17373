import { Button, StateBadge, Table, type TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../components/async-content';
import {
  CARD_LOG,
  type CardRef,
  type LogEntry,
  SMS_LIST,
  type SessionRow,
  type SmsRecord,
  useSessions,
} from '../../../components/card-detail/use-card-detail';
import { ListTable } from '../../../components/data-list';
import { formatActor, formatBytes, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { isUnsettled } from '../shared/sms-model';

const refBody = (ref: CardRef) => ({ iccid: ref.iccid, ...(ref.channelCustId ? { channelCustId: ref.channelCustId } : {}) });

/** Online status and the operator's connection records. */
export function SessionsTab({ cardRef }: { cardRef: CardRef }) {
  const { t } = useTranslation('card');
  const { data, error, isLoading, mutate } = useSessions(cardRef);
  const columns: TableColumn<SessionRow>[] = [
    { key: 'startedAt', header: t('card.detail.sessions.startedAt'), cell: (s) => formatDateTime(s.startedAt) },
    {
      key: 'endedAt',
      header: t('card.detail.sessions.endedAt'),
      cell: (s) => (s.endedAt ? formatDateTime(s.endedAt) : t('card.detail.sessions.open')),
    },
    { key: 'bytes', header: t('card.detail.sessions.bytes'), cell: (s) => formatBytes(s.bytes), align: 'end' },
    { key: 'apn', header: t('card.detail.sessions.apn') },
    {
      key: 'ratType',
      header: t('card.detail.sessions.ratType'),
      cell: (s) => t(`card.list.networkType.${s.ratType}`, { defaultValue: String(s.ratType) }),
    },
  ];
  return (
    <AsyncContent
      loading={isLoading}
      error={error}
      empty={false}
      onRetry={() => void mutate()}
      skeleton={<div className="h-40" />}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700" data-testid="online-status">
          {t('card.detail.fields.online')}:{' '}
          <StateBadge tone={data?.online ? 'green' : 'slate'}>
            {t(`card.detail.online.${data?.online ? 'true' : 'false'}`)}
          </StateBadge>
        </p>
        <Table
          caption={t('card.detail.sessions.title')}
          columns={columns}
          rows={data?.sessions ?? []}
          rowKey={(s) => s.startedAt}
          empty={<p className="p-4 text-sm text-slate-500">{t('common.noData')}</p>}
          stickyHeader
          maxHeight="420px"
        />
      </div>
    </AsyncContent>
  );
}

const smsTone = { sending: 'blue', submitted: 'blue', sent: 'green', failed: 'red' } as const;

/** SMS records of the card, newest first, and the send button. */
export function SmsTab({ cardRef, canSend, onSend }: { cardRef: CardRef; canSend: boolean; onSend: () => void }) {
  const { t } = useTranslation('card');
  const list = useCursorList<SmsRecord, Record<string, unknown>>(SMS_LIST, refBody(cardRef), { unsettled: isUnsettled });
  const columns: TableColumn<SmsRecord>[] = [
    { key: 'at', header: t('card.detail.sms.at'), cell: (s) => formatDateTime(s.at), className: 'whitespace-nowrap' },
    { key: 'content', header: t('card.detail.sms.content'), className: 'break-all' },
    {
      key: 'state',
      header: t('card.detail.sms.state'),
      cell: (s) => <StateBadge tone={smsTone[s.state]}>{t(`card.detail.smsState.${s.state}`)}</StateBadge>,
    },
    { key: 'by', header: t('card.detail.sms.by'), cell: (r) => formatActor(r.by, t) },
  ];
  return (
    <div className="space-y-3">
      {canSend && (
        <div className="flex justify-end">
          <Button size="sm" onClick={onSend} data-testid="sms-send-open">
            {t('card.detail.sms.send')}
          </Button>
        </div>
      )}
      <ListTable
        caption={t('card.detail.sms.title')}
        columns={columns}
        list={list}
        rowKey={(s) => s.smsId}
        data-testid="sms-table"
      />
    </div>
  );
}

/** The card's operation log, newest first, with cursor paging. */
export function LogTab({ cardRef }: { cardRef: CardRef }) {
  const { t } = useTranslation('card');
  const list = useCursorList<LogEntry, Record<string, unknown>>(CARD_LOG, refBody(cardRef));
  const detailText = (e: LogEntry) =>
    Object.entries(e.detail)
      .map(([k, v]) => `${k}: ${k === 'from' || k === 'to' ? t(`cardState.${v}`, { defaultValue: String(v) }) : String(v)}`)
      .join(', ');
  const columns: TableColumn<LogEntry>[] = [
    { key: 'at', header: t('card.detail.log.at'), cell: (e) => formatDateTime(e.at), className: 'whitespace-nowrap' },
    {
      key: 'action',
      header: t('card.detail.log.action'),
      cell: (e) => t(`card.detail.logAction.${e.action}`, { defaultValue: e.action }),
    },
    { key: 'detail', header: t('card.detail.log.detail'), cell: detailText, className: 'break-all' },
    { key: 'by', header: t('card.detail.log.by'), cell: (r) => formatActor(r.by, t) },
  ];
  return (
    <ListTable
      caption={t('card.detail.log.title')}
      columns={columns}
      list={list}
      rowKey={(e) => e.at + e.action}
      data-testid="log-table"
    />
  );
}
