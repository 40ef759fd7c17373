import { EmptyState, Skeleton } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { type ApiError, routeKey } from '../../../lib/api';
import { EUICC_DETAIL, type EuiccCard } from './euicc-api';
import { ProfileTable } from './profile-parts';

/** Card detail tab of an eUICC card: its eID and profiles (operations live on the eUICC list). */
export function EuiccDetailTab({ iccid, channelCustId }: { iccid: string; channelCustId?: string }) {
  const { t } = useTranslation('card');
  const { data, error } = useSWR<EuiccCard, ApiError>(
    routeKey(EUICC_DETAIL, { iccid, ...(channelCustId ? { channelCustId } : {}) }),
  );
  if (error) return <EmptyState title={error.msg} />;
  if (!data) return <Skeleton className="h-32" />;
  return (
    <div className="space-y-4" data-testid="detail-euicc">
      <dl className="flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="text-slate-500">{t('card.euicc.fields.eid')}</dt>
          <dd className="font-mono tabular-nums" data-testid="detail-eid">
            {data.eid}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('card.euicc.fields.enabledProfile')}</dt>
          <dd className="font-mono tabular-nums">{data.enabledProfile ?? t('card.euicc.none')}</dd>
        </div>
      </dl>
      <ProfileTable card={data} />
      <Link
        to={`/card/euicc/list${channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : ''}`}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {t('card.euicc.menu.list')}
      </Link>
    </div>
  );
}
