import { featureCodes } from '@cmp/functions/platform/permissions';
import { useSession } from '../../../lib/use-session';
import { CUSTOMER_STATUSES, type Customer, customerPath, isPlatformRole } from '../../business/customer-model';
import { type ListDeclaration, ListPage, enumFilter } from '../../list-page';
import { CUSTOMER_LIST } from '../use-customers';

/**
 * /business/customer/list and /home/customer: a platform user sees enterprises, an enterprise its
 * secondary customers. Creating an enterprise needs 8010003, a secondary customer 1000003.
 */
function customerDeclaration(platform: boolean): ListDeclaration<Customer> {
  return {
    title: platform ? 'business.customer.titleEnterprises' : 'business.customer.titleSecondary',
    subtitle: platform ? 'business.customer.subtitleEnterprises' : 'business.customer.subtitleSecondary',
    texts: 'business.customer',
    source: CUSTOMER_LIST,
    rowKey: (c) => `${c.channelCustId}/${c.custId ?? ''}`,
    filters: [
      { kind: 'text', field: 'name', label: 'business.customer.filters.name', width: 'w-60', testId: 'filter-name' },
      enumFilter('status', 'business.customer.filters.status', CUSTOMER_STATUSES, 'business.customer.status'),
    ],
    columns: [
      { key: 'code', format: 'code' },
      { key: 'name', link: (c) => customerPath('detail', c) },
      {
        key: 'status',
        state: { tones: { 0: 'green', 1: 'blue', 2: 'slate', 3: 'red' }, label: 'business.customer.status' },
      },
      { key: 'paymentModel', enumLabel: 'business.customer.paymentModel' },
      { key: 'salesPerson' },
      { key: 'adminName', value: (c) => c.adminContact.name },
      { key: 'createdAt', format: 'date' },
    ],
    rowActions: [
      { id: 'view', label: 'business.customer.view', to: (c) => customerPath('detail', c) },
      {
        id: 'edit',
        label: 'dataList.edit',
        permission: featureCodes.customerButtons,
        to: (c) => customerPath('change', c),
        testId: (c) => `customer-edit-${c.code}`,
      },
      ...(platform
        ? [
            {
              id: 'accounts',
              label: 'business.customer.accounts',
              permission: featureCodes.accountButtons,
              visible: (c: Customer) => !c.custId,
              to: (c: Customer) => `/home/account/list/${encodeURIComponent(c.channelCustId)}`,
            },
          ]
        : []),
    ],
    headerActions: [
      {
        id: 'add',
        label: platform ? 'business.customer.add' : 'business.customer.addSecondary',
        permission: platform ? featureCodes.enterpriseCreate : featureCodes.customerButtons,
        to: () => '/business/customer/add',
        testId: 'customer-add',
      },
    ],
    testIds: { table: 'customer-table' },
  };
}

const enterpriseList = customerDeclaration(true);
const secondaryList = customerDeclaration(false);

export default function CustomerListPage() {
  const { roleId } = useSession();
  return <ListPage declaration={isPlatformRole(roleId) ? enterpriseList : secondaryList} />;
}
