import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { enumFilter, textFilter } from '../../../components/list-page/common-filters';
import { formatCny, formatDate } from '../../../lib/format';
import { contractCreateAction, contractDialogs, contractRowActions } from './contract-dialogs';
import {
  CONTRACT_LIST,
  type ContractRow,
  accessPointPath,
  contractPaymentKinds,
  contractStatuses,
  customerOf,
  payModes,
  statusTones,
} from './contract-model';

const k = (key: string) => `business.contract.${key}`;

/**
 * /business/contract/list: contracts — payment kind, pay mode, value, what is paid and remains, the
 * validity and the status derived today — by number. The platform sees every customer's (a customer
 * filter) and creates, edits, terminates contracts and records payments (8040001, 8040002); an
 * enterprise reads its own. A number opens the contract's access points; Details its payments and log.
 */
const contractList: ListDeclaration<ContractRow> = {
  texts: 'business.contract',
  subtitle: (ctx) => [ctx.scope.side === 'platform' ? k('subtitlePlatform') : k('subtitle')],
  source: CONTRACT_LIST,
  localized: true,
  rowKey: 'contractNumber',
  filters: [
    {
      kind: 'remoteSelect',
      field: 'channelCustId',
      label: k('filters.customer'),
      source: 'customer.list',
      body: { pageSize: 100 },
      option: (c: { channelCustId: string; name: string }) => ({ value: c.channelCustId, label: c.name }),
      visible: ({ scope }) => scope.side === 'platform',
      width: 'w-56',
      testId: 'contract-filter-customer',
    },
    enumFilter('paymentKind', k('fields.paymentKind'), contractPaymentKinds, k('paymentKinds'), {
      width: 'w-40',
      testId: 'contract-filter-kind',
    }),
    enumFilter('payMode', k('fields.payMode'), payModes, k('payModes'), { width: 'w-40', testId: 'contract-filter-mode' }),
    enumFilter('status', k('fields.status'), contractStatuses, k('statuses'), {
      width: 'w-36',
      testId: 'contract-filter-status',
    }),
    textFilter('contractNumber', k('filters.number'), {
      placeholder: k('filters.numberPlaceholder'),
      maxLength: 32,
      width: 'w-44',
      testId: 'contract-filter-number',
    }),
  ],
  columns: [
    {
      key: 'contractNumber',
      format: 'code',
      className: 'whitespace-nowrap',
      link: (c) => accessPointPath(c.contractNumber),
      linkTestId: (c) => `contract-link-${c.contractNumber}`,
      below: (c) => (
        <span className="block max-w-48 truncate text-xs text-slate-500" title={c.name}>
          {c.name}
        </span>
      ),
    },
    {
      key: 'customer',
      value: (c) => customerOf(c),
      visible: (ctx) => ctx.scope.side === 'platform',
      className: 'max-w-48',
    },
    {
      key: 'paymentKind',
      enumLabel: k('paymentKinds'),
      className: 'whitespace-nowrap',
      below: (c, ctx) => <span className="text-xs text-slate-500">{ctx.t(k(`payModes.${c.payMode}`))}</span>,
    },
    {
      key: 'amount',
      format: 'money',
      align: 'end',
      className: 'whitespace-nowrap',
      below: (c, ctx) => (
        <span className="block text-xs whitespace-nowrap text-slate-500">
          {ctx.t(k('fields.paid'))} {formatCny(c.paid)}
          <br />
          {ctx.t(k('fields.remaining'))} {formatCny(c.remaining)}
        </span>
      ),
    },
    {
      key: 'status',
      header: k('fields.statusValidity'),
      state: { tones: statusTones, label: k('statuses'), testId: (c) => `contract-status-${c.contractNumber}` },
      below: (c) => (
        <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">
          {formatDate(c.validFrom)} –<br />
          {formatDate(c.validTo)}
        </span>
      ),
    },
  ],
  headerActions: [contractCreateAction],
  rowActions: contractRowActions,
  dialogs: contractDialogs,
  emptyDescription: k('empty'),
  testIds: { table: 'contract-table', empty: 'contract-empty' },
};

export default function ContractListPage() {
  return <ListPage declaration={contractList} />;
}
