import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { type Customer, customerPath, statusKey, statusTone } from '../../../../components/business/customer-model';
import { type DetailDeclaration, DetailPage, type DetailSectionDeclaration } from '../../../../components/detail-page';
import { CardIndexDialog } from './card-index-dialog';
import { shardsLocked } from './card-index-model';

const field = (key: string) => `business.customer.fields.${key}`;
const section = (id: string, fields: DetailSectionDeclaration<Customer>['fields']): DetailSectionDeclaration<Customer> => ({
  id,
  title: `business.customer.sections.${id}`,
  testId: `customer-section-${id}`,
  fields,
});

/** /business/customer/detail/:channelCustId(?custId=): every field of the customer, grouped. */
export const customerDetail: DetailDeclaration<Customer> = {
  title: 'business.customer.menu.detail',
  heading: (c) => c.name,
  subtitle: (c) => c && [c.code, c.custId ?? c.channelCustId].filter(Boolean).join(' · '),
  source: 'customer.detail',
  request: ({ params, search }) => {
    const custId = search.get('custId');
    return params.channelCustId ? { channelCustId: params.channelCustId, ...(custId ? { custId } : {}) } : null;
  },
  notFound: 'business.customer.notFound',
  layout: 'grid',
  sections: [
    section('basic', [
      { key: 'code', label: field('code') },
      { key: 'name', label: field('name') },
      {
        key: 'status',
        label: field('status'),
        render: (c, ctx) => <StateBadge tone={statusTone(c.status)}>{ctx.t(statusKey(c.status) ?? 'dataList.none')}</StateBadge>,
      },
      { key: 'channelCustId', label: field('channelCustId') },
      { key: 'custId', label: field('custId'), visible: (c) => Boolean(c.custId) },
      { key: 'businessUnit', label: field('businessUnit') },
      { key: 'industry', label: field('industry') },
      { key: 'createdAt', label: field('createdAt'), format: 'dateTime' },
    ]),
    section('licence', [
      { key: 'businessLicence', label: field('businessLicence') },
      { key: 'taxNumber', label: field('taxNumber') },
      // Set when the platform passed the enterprise's real-name application (issue #16 item 6).
      {
        key: 'realNameAuthenticatedAt',
        label: field('realNameAuthenticatedAt'),
        format: 'dateTime',
        visible: (c) => !c.custId,
        testId: 'customer-real-name',
      },
    ]),
    section('bank', [
      { key: 'bankName', label: field('bankName'), value: (c) => c.bank.name },
      { key: 'bankAccount', label: field('bankAccount'), value: (c) => c.bank.account },
    ]),
    section('invoice', [
      { key: 'invoiceTitle', label: field('invoiceTitle'), value: (c) => c.invoice.title },
      { key: 'invoiceTaxNumber', label: field('invoiceTaxNumber'), value: (c) => c.invoice.taxNumber },
      {
        key: 'invoiceType',
        label: field('invoiceType'),
        value: (c) => c.invoice.type,
        enumLabel: 'business.customer.invoiceType',
      },
      { key: 'invoiceAddress', label: field('invoiceAddress'), value: (c) => c.invoice.address },
      { key: 'invoicePhone', label: field('invoicePhone'), value: (c) => c.invoice.phone },
    ]),
    section('sales', [
      { key: 'paymentModel', label: field('paymentModel'), enumLabel: 'business.customer.paymentModel' },
      { key: 'salesPerson', label: field('salesPerson') },
    ]),
    section('admin', [
      { key: 'adminName', label: field('adminName'), value: (c) => c.adminContact.name },
      { key: 'adminPhone', label: field('adminPhone'), value: (c) => c.adminContact.phone },
      { key: 'adminEmail', label: field('adminEmail'), value: (c) => c.adminContact.email },
    ]),
    // The card index shard count: the server gives it to platform roles only (issue #19).
    {
      id: 'cardIndex',
      title: 'business.customer.cardIndex.section',
      description: 'business.customer.cardIndex.description',
      testId: 'customer-section-cardIndex',
      visible: (c) => Boolean(c.cardIndex),
      fields: [
        {
          key: 'cardShards',
          label: 'business.customer.cardIndex.shards',
          value: (c) => c.cardIndex?.shards,
          format: 'count',
          testId: 'customer-card-shards',
        },
        {
          key: 'cardCount',
          label: 'business.customer.cardIndex.cards',
          value: (c) => c.cardIndex?.cards,
          format: 'count',
          testId: 'customer-card-count',
        },
        {
          key: 'cardShardsState',
          label: 'business.customer.cardIndex.status',
          value: (c, ctx) => ctx.t(`business.customer.cardIndex.${c.cardIndex && shardsLocked(c.cardIndex) ? 'locked' : 'open'}`),
          wide: true,
          testId: 'customer-card-shards-state',
        },
      ],
    },
  ],
  back: () => -1,
  actions: [
    {
      id: 'change',
      label: 'dataList.edit',
      permission: featureCodes.customerButtons,
      variant: 'primary',
      to: (c) => customerPath('change', c),
      testId: 'customer-change',
    },
    {
      id: 'cardShards',
      label: 'business.customer.cardIndex.action',
      permission: featureCodes.cardShardsSet,
      visible: (c) => Boolean(c.cardIndex),
      open: 'cardShards',
      testId: 'customer-card-shards-action',
    },
  ],
  dialogs: { cardShards: CardIndexDialog },
};

export default function CustomerDetailPage() {
  return <DetailPage declaration={customerDetail} />;
}
