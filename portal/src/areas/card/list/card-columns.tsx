import { StateBadge } from '@cmp/ui-kit';
import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CardRow, detailPath, stateTone } from '../../../components/card-list/card-list-model';
import { customerName } from '../../../lib/customer-name';
import { formatDateTime } from '../../../lib/format';

/**
 * The card table's columns; ICCIDs link to the card detail (platform roles carry the enterprise).
 * Codes and times never wrap; names wrap above a minimum width, so the table fits a 1440 px screen
 * and scrolls sideways only on narrower ones.
 */
export function useCardColumns(platform: boolean): TableColumn<CardRow>[] {
  const { t } = useTranslation('card');
  return [
    {
      key: 'iccid',
      header: t('card.list.fields.iccid'),
      sortable: true,
      className: 'font-mono text-xs whitespace-nowrap',
      cell: (c) => (
        <Link
          to={detailPath(c.iccid, c.channelCustId, platform)}
          className="font-medium text-brand-700 hover:underline"
          data-testid="card-link"
        >
          {c.iccid}
        </Link>
      ),
    },
    { key: 'msisdn', header: t('card.list.fields.msisdn'), className: 'font-mono text-xs whitespace-nowrap' },
    { key: 'imsi', header: t('card.list.fields.imsi'), className: 'font-mono text-xs whitespace-nowrap' },
    {
      key: 'operator',
      header: t('card.list.fields.operator'),
      className: 'min-w-24',
      cell: (c) => t(`operator.${c.operator}`),
    },
    {
      key: 'state',
      header: t('card.list.fields.state'),
      cell: (c) => (
        <span data-testid="card-state" data-state={c.state}>
          <StateBadge tone={stateTone(c.state)}>{t(`cardState.${c.state}`)}</StateBadge>
        </span>
      ),
    },
    {
      key: 'customer',
      header: t('card.list.fields.customer'),
      className: 'min-w-32',
      cell: (c) => (c.custId ? customerName({ custId: c.custId, name: c.customerName }) : t('card.list.enterpriseLevel')),
    },
    {
      key: 'planName',
      header: t('card.list.fields.planName'),
      className: 'min-w-32',
      cell: (c) => c.planName ?? c.goodsReleaseId,
    },
    {
      key: 'networkType',
      header: t('card.list.fields.networkType'),
      className: 'min-w-24',
      cell: (c) => t(`card.list.networkType.${c.networkType}`, { defaultValue: String(c.networkType) }),
    },
    {
      key: 'activatedAt',
      header: t('card.list.fields.activatedAt'),
      cell: (c) => (c.activatedAt ? formatDateTime(c.activatedAt) : t('dataList.none')),
      className: 'min-w-24 whitespace-nowrap tabular-nums',
    },
  ];
}
