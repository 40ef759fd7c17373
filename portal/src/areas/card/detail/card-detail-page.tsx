import { areaCodes } from '@cmp/functions/platform/permissions';
import { Button, EmptyState, Skeleton, StateBadge, Tabs } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type CardDetail, visibleActions } from '../../../components/card-detail/detail-model';
import { type CardRef, useCardDetail } from '../../../components/card-detail/use-card-detail';
import { stateTone } from '../../../components/card-list/card-list-model';
import { PageHeader } from '../../../components/data-list';
import { useSession } from '../../../lib/use-session';
import { EuiccDetailTab } from '../shared/euicc-detail-tab';
import { ActionDialog, type OpenAction } from './action-dialogs';
import { LogTab, SessionsTab, SmsTab } from './activity-tabs';
import { OverviewTab } from './overview-tab';

/** /card/card-list/detail/:iccid/:channelCustId?: one card, its actions (by permission) and its activity. */
export default function CardDetailPage() {
  const { t } = useTranslation('card');
  const params = useParams();
  const cardRef: CardRef = { iccid: params.iccid ?? '', channelCustId: params.channelCustId };
  const { permissions } = useSession();
  const detail = useCardDetail(cardRef);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [tab, setTab] = useState('overview');
  const [activityKey, setActivityKey] = useState(0);
  const card = detail.data;
  const actions = visibleActions(permissions);

  const done = (fresh?: CardDetail) => {
    setOpen(null);
    if (fresh) void detail.mutate(fresh, { revalidate: false });
    setActivityKey((k) => k + 1);
  };

  if (detail.error) {
    const missing = detail.error.status === 404;
    return (
      <EmptyState
        data-testid="card-detail-error"
        title={missing ? t('card.detail.notFound') : t('common.loadFailed')}
        description={missing ? undefined : detail.error.msg}
        action={
          missing ? (
            <Link to="/card/card-list/list" className="text-sm font-medium text-brand-700 hover:underline">
              {t('card.detail.back')}
            </Link>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => void detail.mutate()}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (!card) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton lines={6} />
      </div>
    );
  }

  const button = (id: OpenAction, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button key={id} size="sm" variant={variant} onClick={() => setOpen(id)} data-testid={`action-${id}`}>
      {label}
    </Button>
  );
  const networkAction: OpenAction = card.network === 'blocked' ? 'allow' : 'block';
  return (
    <div className="space-y-5">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="font-mono tabular-nums" data-testid="detail-iccid">
              {card.iccid}
            </span>
            <span data-testid="detail-state" data-state={card.state}>
              <StateBadge tone={stateTone(card.state)}>{t(`cardState.${card.state}`)}</StateBadge>
            </span>
            <span data-testid="detail-operator-status">
              <StateBadge tone="slate">
                {t('card.detail.fields.operatorStatus')}: {card.operatorStatus.label || card.operatorStatus.code}
              </StateBadge>
            </span>
          </span>
        }
        subtitle={`${t(`operator.${card.operator}`)} · ${card.msisdn}`}
        actions={
          <div className="flex flex-wrap justify-end gap-2">
            {actions.includes('edit') && button('edit', t('card.detail.actions.edit'))}
            {actions.includes('changeStatus') && button('changeStatus', t('card.detail.actions.changeStatus'), 'primary')}
            {actions.includes('network') && button(networkAction, t(`card.detail.actions.${networkAction}`))}
            {actions.includes('renew') && button('renew', t('card.detail.actions.renew'))}
            {actions.includes('changePackage') && button('changePackage', t('card.detail.actions.changePackage'))}
            {actions.includes('orderPackage') && button('orderPackage', t('card.detail.actions.orderPackage'))}
            {actions.includes('sendSms') && button('sendSms', t('card.detail.actions.sendSms'))}
            {permissions.includes(areaCodes.shortcuts) && (
              <Link
                to={`/shortcuts/diagnose/detail/${encodeURIComponent(card.iccid)}`}
                className="inline-flex items-center rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t('card.detail.actions.diagnose')}
              </Link>
            )}
          </div>
        }
      />
      <Tabs
        label={t('card.detail.title')}
        selectedId={tab}
        onChange={setTab}
        tabs={[
          { id: 'overview', label: t('card.detail.tabs.overview'), content: <OverviewTab card={card} /> },
          { id: 'sessions', label: t('card.detail.tabs.sessions'), content: <SessionsTab cardRef={cardRef} /> },
          {
            id: 'sms',
            label: t('card.detail.tabs.sms'),
            content: (
              <SmsTab
                key={activityKey}
                cardRef={cardRef}
                canSend={actions.includes('sendSms')}
                onSend={() => setOpen('sendSms')}
              />
            ),
          },
          { id: 'log', label: t('card.detail.tabs.log'), content: <LogTab key={activityKey} cardRef={cardRef} /> },
          // eUICC cards only: the eID and the profiles (docs/decisions.md "Cards: eUICC").
          ...(card.eid
            ? [
                {
                  id: 'euicc',
                  label: t('card.euicc.detailSection'),
                  content: <EuiccDetailTab iccid={cardRef.iccid} channelCustId={cardRef.channelCustId} />,
                },
              ]
            : []),
        ]}
      />
      {open && <ActionDialog action={open} card={card} cardRef={cardRef} onClose={() => setOpen(null)} onDone={done} />}
    </div>
  );
}
