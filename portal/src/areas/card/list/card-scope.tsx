import { Select } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import type { CustomerOption } from '../../../components/card-list/use-cards';

/**
 * Whose cards the list shows: platform roles choose the enterprise; enterprise roles that see
 * secondary customers may narrow to one of them. Renders nothing when there is nothing to choose.
 */
export function CardScope({
  platform,
  enterprises,
  enterprise,
  onEnterprise,
  secondaries,
  custId,
  onCustId,
}: {
  platform: boolean;
  enterprises: CustomerOption[] | undefined;
  enterprise: string;
  onEnterprise: (channelCustId: string) => void;
  /** Undefined when the viewer may not narrow to a secondary customer. */
  secondaries: CustomerOption[] | undefined;
  custId: string;
  onCustId: (custId: string) => void;
}) {
  const { t } = useTranslation('card');
  const showSecondaries = (secondaries?.length ?? 0) > 0;
  if (!platform && !showSecondaries) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {platform && (
        <Select
          className="w-64"
          label={t('card.list.enterprise')}
          placeholder={t('card.list.enterprisePlaceholder')}
          options={(enterprises ?? []).map((c) => ({ value: c.channelCustId, label: c.name || c.channelCustId }))}
          value={enterprise || null}
          onChange={onEnterprise}
          data-testid="card-enterprise"
        />
      )}
      {showSecondaries && (
        <Select
          className="w-64"
          label={t('card.list.secondary')}
          options={[
            { value: '', label: t('card.list.allSecondaries') },
            ...(secondaries ?? []).map((c) => ({ value: c.custId ?? '', label: c.name || (c.custId ?? '') })),
          ]}
          value={custId}
          onChange={onCustId}
          data-testid="card-secondary"
        />
      )}
    </div>
  );
}
