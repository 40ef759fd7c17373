import { type DetailDeclaration, DetailPage } from '../../../components/detail-page';
import type { OperatorAccount } from './use-operator';

const field = (key: string) => `operator.config.accounts.fields.${key}`;

/** /operator/config/detail/:operAccountId — the secret only as a mask. */
export const accountDetail: DetailDeclaration<OperatorAccount> = {
  title: 'operator.config.menu.accountDetail',
  subtitle: (a) => a?.accountName,
  source: 'operator-config.accountDetail',
  request: ({ params }) => (params.operAccountId ? { operAccountId: params.operAccountId } : null),
  notFound: 'operator.config.accounts.notFound',
  sections: [
    {
      id: 'account',
      title: 'operator.config.menu.accounts',
      testId: 'account-detail',
      fields: [
        { key: 'operAccountId', label: field('operAccountId') },
        { key: 'operator', label: field('operator'), enumLabel: 'operator' },
        { key: 'accountName', label: field('accountName') },
        { key: 'endpoint', label: field('endpoint') },
        { key: 'appId', label: field('appId') },
        { key: 'secret', label: field('secret'), value: (a) => a.secretMask },
        {
          key: 'status',
          label: field('status'),
          state: { tones: { enabled: 'green', disabled: 'slate' }, label: 'operator.config.accounts.status' },
        },
        { key: 'remark', label: field('remark') },
        { key: 'updatedAt', label: field('updatedAt'), format: 'dateTime' },
      ],
    },
  ],
  actions: [{ id: 'edit', label: 'dataList.edit', to: (a) => `/operator/config/edit/${a.operAccountId}` }],
};

export default function AccountDetailPage() {
  return <DetailPage declaration={accountDetail} />;
}
