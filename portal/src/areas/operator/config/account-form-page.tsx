import { cardOperators } from '@cmp/functions/contracts';
import { type FormDeclaration, FormPage } from '../../../components/form-page';
import { type OperatorAccount, type OperatorCode, isHttpUrl } from './use-operator';

interface Draft {
  operator: OperatorCode;
  accountName: string;
  endpoint: string;
  appId: string;
  secret: string;
  remark: string;
}

const field = (key: string) => `operator.config.accounts.fields.${key}`;
const httpUrl = (value: string) => (isHttpUrl(value.trim()) ? null : { key: 'operator.config.accounts.rules.url' });

/** /operator/config/add and /edit/:operAccountId. The secret is write-only: empty on edit keeps the stored one. */
export const accountForm: FormDeclaration<Draft, OperatorAccount> = {
  title: (ctx) => [ctx.creating ? 'operator.config.menu.accountAdd' : 'operator.config.menu.accountEdit'],
  subtitle: (ctx) => ctx.record?.accountName,
  load: {
    source: 'operator-config.accountDetail',
    request: ({ params }) => (params.operAccountId ? { operAccountId: params.operAccountId } : null),
    toDraft: (a) => ({
      operator: a.operator,
      accountName: a.accountName,
      endpoint: a.endpoint,
      appId: a.appId,
      secret: '',
      remark: a.remark ?? '',
    }),
    notFound: 'operator.config.accounts.notFound',
  },
  initial: () => ({ operator: 'CMCC', accountName: '', endpoint: '', appId: '', secret: '', remark: '' }),
  sections: [
    {
      id: 'account',
      title: 'operator.config.menu.accounts',
      fields: [
        { kind: 'select', name: 'operator', label: field('operator'), options: cardOperators, optionLabel: 'operator' },
        { kind: 'text', name: 'accountName', label: field('accountName'), required: true, testId: 'account-name' },
        {
          kind: 'text',
          name: 'endpoint',
          label: field('endpoint'),
          required: true,
          rules: [httpUrl],
          testId: 'account-endpoint',
        },
        { kind: 'text', name: 'appId', label: field('appId'), required: true, testId: 'account-appid' },
        {
          kind: 'password',
          name: 'secret',
          label: field('secret'),
          hint: (_, ctx) =>
            ctx.t(ctx.creating ? 'operator.config.accounts.secretHintNew' : 'operator.config.accounts.secretHintEdit'),
          testId: 'account-secret',
        },
        { kind: 'text', name: 'remark', label: field('remark') },
      ],
    },
  ],
  validate: (d, ctx) => ({
    secret: ctx.creating && !d.secret ? { key: 'operator.config.accounts.rules.secret' } : undefined,
  }),
  submit: {
    route: (_, ctx) => (ctx.creating ? 'operator-config.accountAdd' : 'operator-config.accountEdit'),
    body: (d, ctx) => ({
      ...(ctx.creating ? {} : { operAccountId: ctx.params.operAccountId }),
      operator: d.operator,
      accountName: d.accountName.trim(),
      endpoint: d.endpoint.trim(),
      appId: d.appId.trim(),
      ...(d.secret ? { secret: d.secret } : {}),
      ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
    }),
    done: 'operator.config.accounts.saved',
    goTo: (saved: OperatorAccount) => `/operator/config/detail/${saved.operAccountId}`,
  },
  testId: 'account-form',
  saveTestId: 'account-save',
};

export default function AccountFormPage() {
  return <FormPage declaration={accountForm} />;
}
