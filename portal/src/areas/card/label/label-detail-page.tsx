import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Dialog, EmptyState, Panel, Skeleton, type TableColumn, useNotify } from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { useTenantScope } from '../../../components/tenant-scope';
import { type ApiError, isApiError } from '../../../lib/api';
import { formatActor, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { LabelChip } from '../shared/label-chip';
import type { Label, LabelCard } from '../shared/label-model';
import { LABEL_CARDS, LABEL_DETAIL, detachCards } from './label-api';

function Fields({ items }: { items: Array<[string, ReactNode]> }) {
  const { t } = useTranslation('card');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value ?? t('dataList.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /card/label/detail/:labelId: the label and its cards, each removable (with confirmation) by label editors. */
export default function LabelDetailPage() {
  const { t } = useTranslation('card');
  const navigate = useNavigate();
  const notify = useNotify();
  const { labelId = '' } = useParams();
  const { permissions, roleId } = useSession();
  const scope = useTenantScope({ byId: true });
  const canEdit = permissions.includes(featureCodes.labelEdit);
  const body = { labelId, ...scope.body };
  const detail = useSWR<Label, ApiError>(scope.ready ? [LABEL_DETAIL, body] : null);
  const cards = useCursorList<LabelCard, typeof body>(scope.ready && detail.data ? LABEL_CARDS : null, body);
  const [detaching, setDetaching] = useState<LabelCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [detachError, setDetachError] = useState<string>();
  const label = detail.data;

  const confirmDetach = async () => {
    if (!detaching) return;
    setBusy(true);
    try {
      await detachCards({ ...body, iccids: [detaching.iccid] });
      notify({ type: 'success', title: t('card.label.cards.detached') });
      setDetaching(null);
      cards.reload();
      void detail.mutate();
    } catch (e) {
      setDetachError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<LabelCard>[] = [
    { key: 'iccid', header: 'ICCID', className: 'font-mono text-xs' },
    { key: 'msisdn', header: 'MSISDN', className: 'font-mono text-xs' },
    { key: 'operator', header: t('card.testCard.fields.operator'), cell: (c) => t(`operator.${c.operator}`) },
    { key: 'state', header: t('card.testCard.fields.state'), cell: (c) => t(`cardState.${c.state}`) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t('dataList.actions'),
            cell: (c: LabelCard) => (
              <RowAction
                danger
                onClick={() => {
                  setDetachError(undefined);
                  setDetaching(c);
                }}
                data-testid={`label-detach-${c.iccid}`}
              >
                {t('card.label.cards.detach')}
              </RowAction>
            ),
          },
        ]
      : []),
  ];

  const notFound = detail.error?.status === 404;
  return (
    <div className="space-y-5">
      <PageHeader
        title={label ? <LabelChip name={label.name} color={label.color} className="text-base" /> : t('card.label.menu.detail')}
        subtitle={label?.description || undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(`/card/label/list${scope.queryOf(label?.channelCustId)}`)}>
              {t('dataList.back')}
            </Button>
            {label && canEdit && (
              <Button
                onClick={() => navigate(`/card/label/edit/${label.labelId}${scope.queryOf(label.channelCustId)}`)}
                data-testid="label-detail-edit"
              >
                {t('dataList.edit')}
              </Button>
            )}
          </>
        }
      />
      {notFound ? (
        <EmptyState title={t('card.label.notFound')} data-testid="label-not-found" />
      ) : detail.error ? (
        <EmptyState
          title={t('common.loadFailed')}
          description={detail.error.msg}
          data-testid="load-error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void detail.mutate()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !label ? (
        <Panel aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton lines={3} />
        </Panel>
      ) : (
        <>
          <Panel data-testid="label-info">
            <Fields
              items={[
                [t('card.label.fields.color'), t(`card.label.colors.${label.color}`)],
                [t('card.label.fields.cardCount'), label.cardCount ?? undefined],
                [t('card.label.fields.createdBy'), formatActor(label.createdBy, t)],
                [t('card.label.fields.updatedAt'), formatDateTime(label.updatedAt)],
              ]}
            />
          </Panel>
          <div className="space-y-2">
            <h2 className="text-base font-semibold text-slate-900">{t('card.label.cards.title')}</h2>
            {roleId === '5000' && <p className="text-sm text-slate-500">{t('card.label.cards.ownOnly')}</p>}
            <ListTable
              caption={t('card.label.cards.title')}
              columns={columns}
              list={cards}
              rowKey={(c) => c.iccid}
              data-testid="label-cards"
            />
          </div>
        </>
      )}
      {detaching && (
        <Dialog
          open
          tone="danger"
          onClose={() => setDetaching(null)}
          title={t('card.label.cards.detachTitle', { iccid: detaching.iccid })}
          description={t('card.label.cards.detachDescription')}
          confirmLabel={t('card.label.cards.detach')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={confirmDetach}
          loading={busy}
          data-testid="label-detach-dialog"
        >
          {detachError && <p className="text-sm font-medium text-red-600">{detachError}</p>}
        </Dialog>
      )}
    </div>
  );
}
