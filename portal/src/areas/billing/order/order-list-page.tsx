import { Tabs } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { ListPage } from '../../../components/list-page';
import { orderCenterList } from '../../../components/order/order-list';
import { ORDER_TABS, tabOf, typeOfTab } from '../../../components/order/order-model';
import { useSession } from '../../../lib/use-session';
import { audienceOf } from '../../../routing/access';

const declarations = Object.fromEntries(ORDER_TABS.map((tab) => [tab, orderCenterList(typeOfTab(tab))]));

/**
 * /billing/orderCenter/orders/list/:tab?/:invoiceId? — the order center: packs and renewals ordered
 * for cards and one-off fees, one tab per type; with an invoice, the orders billed on it. The tenant
 * scope names the enterprise (platform) and may narrow to a secondary customer.
 */
export default function OrderListPage() {
  const { t } = useTranslation('billing');
  const { tab, invoiceId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const secondary = audienceOf(useSession()) === 'secondary';
  const selected = tabOf(tab);
  const subtitle = invoiceId
    ? t('billing.order.invoice', { invoiceId })
    : t(secondary ? 'billing.order.subtitleSecondary' : 'billing.order.subtitle');
  return (
    <div className="space-y-5">
      <PageHeader title={t('billing.order.title')} subtitle={subtitle} />
      <Tabs
        label={t('billing.order.title')}
        selectedId={selected}
        onChange={(id) =>
          navigate(`/billing/orderCenter/orders/list/${id}${invoiceId ? `/${encodeURIComponent(invoiceId)}` : ''}${search}`, {
            replace: true,
          })
        }
        tabs={ORDER_TABS.map((id) => ({
          id,
          label: <span data-testid={`order-tab-${id}`}>{t(`billing.order.tabs.${id}`)}</span>,
          content: (
            <div className="mt-4">
              <ListPage declaration={declarations[id]!} embedded />
            </div>
          ),
        }))}
      />
    </div>
  );
}
