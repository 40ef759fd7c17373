import { EmptyState, Select } from '@cmp/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { rememberEnterprise, useDefaultEnterprise } from '../../../lib/default-enterprise';
import { useSession } from '../../../lib/use-session';

const isPlatform = (roleId: string | null) => roleId === '1000' || roleId === '2000';

/**
 * The enterprise a card screen works on. Channel roles have their own (the server derives it);
 * platform roles pick one, kept in the URL (`?channelCustId=`) so links and reloads keep it. Until
 * they pick, the screen opens on the default enterprise (the last one chosen in this session, else
 * the first listed), so the list shows data at once.
 *
 * `byId`: a screen about one pool, label, pool change or card (a deep link). It sends the enterprise
 * only when the URL names it; otherwise the server finds the owner from the id, so a pasted link
 * opens whichever enterprise owns the thing (never the default enterprise, which may not own it).
 */
export function useEnterpriseScope(options: { byId?: boolean } = {}) {
  const { roleId } = useSession();
  const [params, setParams] = useSearchParams();
  const platform = isPlatform(roleId);
  const { enterprises, defaultId } = useDefaultEnterprise(platform);
  const chosen = platform ? params.get('channelCustId') : null;
  const channelCustId = platform ? (chosen ?? (options.byId ? '' : defaultId) ?? '') : '';
  // A choice in the URL (picked here or brought by a link) is the one the next screen opens on.
  useEffect(() => {
    if (chosen) rememberEnterprise(chosen);
  }, [chosen]);
  return {
    platform,
    /** Platform roles: the enterprises to choose from. */
    enterprises,
    /** False while a platform user has no enterprise yet (the list of enterprises is loading, or empty). */
    ready: !platform || Boolean(options.byId) || Boolean(channelCustId),
    channelCustId,
    /** What request bodies add: the chosen enterprise for platform roles, nothing otherwise. */
    body: platform && channelCustId ? { channelCustId } : {},
    /** The query string to keep the choice on links to other pages of the feature. */
    query: platform && channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : '',
    /** Like `query`, falling back to the owner of the record shown (a `byId` screen opened without one). */
    queryOf: (owner?: string | null) => {
      const id = platform ? channelCustId || owner : '';
      return id ? `?channelCustId=${encodeURIComponent(id)}` : '';
    },
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
  if (!scope.platform) return null;
  return (
    <Select
      className="w-64"
      label={t('cardLabel.scope.enterprise')}
      options={(scope.enterprises ?? []).map((c) => ({ value: c.channelCustId, label: `${c.name} (${c.channelCustId})` }))}
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
