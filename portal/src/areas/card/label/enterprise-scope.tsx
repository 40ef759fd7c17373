import { EmptyState, Select } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';

const isPlatform = (roleId: string | null) => roleId === '1000' || roleId === '2000';

/**
 * The enterprise a card screen works on. Channel roles have their own (the server derives it);
 * platform roles pick one, kept in the URL (`?channelCustId=`) so links and reloads keep it.
 */
export function useEnterpriseScope() {
  const { roleId } = useSession();
  const [params, setParams] = useSearchParams();
  const platform = isPlatform(roleId);
  const channelCustId = platform ? (params.get('channelCustId') ?? '') : '';
  return {
    platform,
    /** False while a platform user has not chosen an enterprise yet. */
    ready: !platform || Boolean(channelCustId),
    channelCustId,
    /** What request bodies add: the chosen enterprise for platform roles, nothing otherwise. */
    body: platform && channelCustId ? { channelCustId } : {},
    /** The query string to keep the choice on links to other pages of the feature. */
    query: platform && channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : '',
    choose: (id: string) => {
      const next = new URLSearchParams(params);
      next.set('channelCustId', id);
      setParams(next, { replace: true });
    },
  };
}

export type EnterpriseScope = ReturnType<typeof useEnterpriseScope>;

/** The enterprise choice of a platform user (nothing for channel roles). */
export function EnterprisePicker({ scope }: { scope: EnterpriseScope }) {
  const { t } = useTranslation();
  const { data } = useSWR<CursorPage<{ channelCustId: string; name: string }>, ApiError>(
    scope.platform ? ['/cmp/core/account/customer/list', { pageSize: 100 }] : null,
  );
  if (!scope.platform) return null;
  return (
    <Select
      className="w-64"
      label={t('cardLabel.scope.enterprise')}
      options={(data?.items ?? []).map((c) => ({ value: c.channelCustId, label: `${c.name} (${c.channelCustId})` }))}
      value={scope.channelCustId || null}
      placeholder={t('cardLabel.scope.pick')}
      onChange={scope.choose}
      data-testid="enterprise-picker"
    />
  );
}

/** Shown instead of data until a platform user has chosen an enterprise. */
export function PickEnterpriseFirst() {
  const { t } = useTranslation();
  return <EmptyState title={t('cardLabel.scope.pick')} data-testid="pick-enterprise" />;
}
