import { type ListDeclaration, ListPage, enumFilter, operatorFilter } from '../../../components/list-page';
import { ACCOUNT_LIST, type OperatorAccount, setAccountStatus } from './use-operator';

const field = (key: string) => `operator.config.accounts.fields.${key}`;
const enabled = (a: OperatorAccount) => a.status === 'enabled';

/** /operator/config/list: operator accounts (never their secrets), enable/disable. The route answers every account at once. */
export const operatorAccountList: ListDeclaration<OperatorAccount> = {
  title: 'operator.config.menu.accounts',
  subtitle: 'operator.config.accounts.subtitle',
  source: ACCOUNT_LIST,
  paged: false,
  rowKey: 'operAccountId',
  filters: [
    operatorFilter('operator.config.filters.operator'),
    enumFilter('status', 'operator.config.filters.status', ['enabled', 'disabled'], 'operator.config.accounts.status', {
      width: 'w-40',
    }),
  ],
  columns: [
    { key: 'accountName', header: field('accountName'), link: (a) => `/operator/config/detail/${a.operAccountId}` },
    { key: 'operator', header: field('operator'), enumLabel: 'operator' },
    { key: 'endpoint', header: field('endpoint'), className: 'break-all font-mono text-xs' },
    { key: 'appId', header: field('appId'), format: 'code' },
    { key: 'secret', header: field('secret'), value: (a) => a.secretMask, format: 'code' },
    { key: 'status', header: field('status'), state: { tones: { enabled: 'green' }, label: 'operator.config.accounts.status' } },
    { key: 'updatedAt', header: field('updatedAt'), format: 'dateTime' },
  ],
  rowActions: [
    { id: 'edit', label: 'dataList.edit', to: (a) => `/operator/config/edit/${a.operAccountId}` },
    {
      id: 'status',
      label: (a) => [enabled(a) ? 'operator.config.accounts.disable' : 'operator.config.accounts.enable'],
      testId: (a) => `account-status-${a.operAccountId}`,
      confirm: {
        // Disabling stops the operator's traffic through the account: a danger; enabling is not.
        tone: (a) => (enabled(a) ? 'danger' : 'default'),
        title: (a) => [enabled(a) ? 'operator.config.accounts.disableTitle' : 'operator.config.accounts.enableTitle'],
        description: (a) => [
          enabled(a) ? 'operator.config.accounts.disableText' : 'operator.config.accounts.enableText',
          { name: a.accountName },
        ],
        confirmLabel: 'operator.commserv.confirm.confirm',
        run: (a) => setAccountStatus(a.operAccountId, enabled(a) ? 'disabled' : 'enabled'),
        done: 'operator.config.accounts.statusChanged',
      },
    },
  ],
  headerActions: [{ id: 'add', label: 'operator.config.accounts.add', to: () => '/operator/config/add', testId: 'account-add' }],
  testIds: { table: 'account-table' },
};

export default function AccountListPage() {
  return <ListPage declaration={operatorAccountList} />;
}
