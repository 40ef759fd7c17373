import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, EmptyState, Panel, Skeleton, StateBadge } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCustomer } from '../../../../components/business-customer/use-customers';
import { type Customer, customerPath, statusKey, statusTone } from '../../../../components/business/customer-model';
import { PageHeader } from '../../../../components/data-list';
import { formatDateTime } from '../../../../lib/format';
import { useSession } from '../../../../lib/use-session';

function Fields({ items }: { items: Array<[string, ReactNode]> }) {
  const { t } = useTranslation('business');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value || t('dataList.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

function Sections({ c }: { c: Customer }) {
  const { t } = useTranslation('business');
  const f = (key: string) => t(`business.customer.fields.${key}`);
  const sections: Array<[string, Array<[string, ReactNode]>]> = [
    [
      'basic',
      [
        [f('code'), c.code],
        [f('name'), c.name],
        [
          f('status'),
          <StateBadge key="s" tone={statusTone(c.status)}>
            {t(statusKey(c.status) ?? 'dataList.none')}
          </StateBadge>,
        ],
        [f('channelCustId'), c.channelCustId],
        ...(c.custId ? ([[f('custId'), c.custId]] as Array<[string, ReactNode]>) : []),
        [f('businessUnit'), c.businessUnit],
        [f('industry'), c.industry],
        [f('createdAt'), c.createdAt && formatDateTime(c.createdAt)],
      ],
    ],
    [
      'licence',
      [
        [f('businessLicence'), c.businessLicence],
        [f('taxNumber'), c.taxNumber],
      ],
    ],
    [
      'bank',
      [
        [f('bankName'), c.bank.name],
        [f('bankAccount'), c.bank.account],
      ],
    ],
    [
      'invoice',
      [
        [f('invoiceTitle'), c.invoice.title],
        [f('invoiceTaxNumber'), c.invoice.taxNumber],
        [f('invoiceType'), t(`business.customer.invoiceType.${c.invoice.type}`)],
        [f('invoiceAddress'), c.invoice.address],
        [f('invoicePhone'), c.invoice.phone],
      ],
    ],
    [
      'sales',
      [
        [f('paymentModel'), t(`business.customer.paymentModel.${c.paymentModel}`)],
        [f('salesPerson'), c.salesPerson],
      ],
    ],
    [
      'admin',
      [
        [f('adminName'), c.adminContact.name],
        [f('adminPhone'), c.adminContact.phone],
        [f('adminEmail'), c.adminContact.email],
      ],
    ],
  ];
  return (
    <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
      {sections.map(([id, items]) => (
        <Panel key={id} title={t(`business.customer.sections.${id}`)} data-testid={`customer-section-${id}`}>
          <Fields items={items} />
        </Panel>
      ))}
    </div>
  );
}

/** /business/customer/detail/:channelCustId(?custId=): every field of the customer, grouped. */
export default function CustomerDetailPage() {
  const { t } = useTranslation('business');
  const navigate = useNavigate();
  const { channelCustId } = useParams();
  const custId = useSearchParams()[0].get('custId');
  const { permissions } = useSession();
  const { data, error, isLoading, mutate } = useCustomer(channelCustId, custId);

  return (
    <div className="space-y-5">
      <PageHeader
        title={data?.name ?? t('business.customer.menu.detail')}
        subtitle={data ? [data.code, data.custId ?? data.channelCustId].filter(Boolean).join(' · ') : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              {t('dataList.back')}
            </Button>
            {data && permissions.includes(featureCodes.customerButtons) && (
              <Button onClick={() => navigate(customerPath('change', data))} data-testid="customer-change">
                {t('dataList.edit')}
              </Button>
            )}
          </>
        }
      />
      {error ? (
        <EmptyState
          data-testid="load-error"
          title={error.status === 404 ? t('business.customer.notFound') : t('dataList.loadFailed')}
          description={error.msg}
          action={
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              {t('dataList.retry')}
            </Button>
          }
        />
      ) : isLoading || !data ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <span className="sr-only">{t('dataList.loading')}</span>
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : (
        <Sections c={data} />
      )}
    </div>
  );
}
