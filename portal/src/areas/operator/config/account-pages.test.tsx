// @vitest-environment jsdom
import { areaCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/testing';
import { enUS } from '../../../i18n/all-texts';
import { type Handler, fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../lib/page-harness';
import AccountDetailPage from './account-detail-page';
import AccountFormPage from './account-form-page';
import type { OperatorAccount } from './use-operator';

const texts = enUS.operator.config.accounts;
const account: OperatorAccount = {
  operAccountId: 'OA1',
  operator: 'CUCC',
  accountName: 'Unicom IoT',
  endpoint: 'https://api.example.cn',
  appId: 'app-1',
  secretMask: 'sec****et',
  status: 'enabled',
  createdAt: '2026-11-01T08:00:00',
  updatedAt: '2026-11-02T09:30:00',
};

let api$: ReturnType<typeof fakeApi>;
let add: Handler;
beforeEach(() => {
  resetPortal();
  signInAs('platform', [areaCodes.operator]);
  add = (b) => ({ ...account, ...b, operAccountId: 'OA9' });
  api$ = fakeApi({
    'operator-config.accountDetail': () => account,
    'operator-config.accountAdd': (b) => add(b),
    'operator-config.accountEdit': (b) => ({ ...account, ...b }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.hasAttribute('data-error'))?.textContent;

describe('operator account detail', () => {
  it('shows the account with the secret masked, the operator and status by name, and edits it', async () => {
    const router = renderPage(<AccountDetailPage />, '/operator/config/detail/:operAccountId', '/operator/config/detail/OA1');
    const detail = await screen.findByTestId('account-detail');
    expect(detail.textContent).toContain('sec****et');
    expect(detail.textContent).toContain(enUS.operator.CUCC);
    expect(detail.textContent).toContain(texts.status.enabled);
    expect(detail.textContent).toContain('2026/11/02 09:30:00');
    // No remark: the one placeholder.
    expect(detail.textContent).toContain('—');
    expect(api$.bodiesOf('operator-config.accountDetail')).toEqual([{ operAccountId: 'OA1' }]);
    await userEvent.click(screen.getByRole('button', { name: enUS.dataList.edit }));
    expect(router.state.location.pathname).toBe('/operator/config/edit/OA1');
  });
});

describe('operator account form', () => {
  it('refuses empty fields, a URL that is not http(s) and a new account without a secret, before sending', async () => {
    renderPage(<AccountFormPage />, '/operator/config/add');
    await userEvent.click(await screen.findByTestId('account-save'));
    expect(errorOf(screen.getByTestId('account-name'))).toBe(enUS.formRules.required);
    expect(errorOf(screen.getByTestId('account-appid'))).toBe(enUS.formRules.required);
    expect(errorOf(screen.getByTestId('account-secret'))).toBe(texts.rules.secret);
    await userEvent.type(screen.getByTestId('account-endpoint'), 'ftp://x');
    await userEvent.click(screen.getByTestId('account-save'));
    expect(errorOf(screen.getByTestId('account-endpoint'))).toBe(texts.rules.url);
    expect(api$.bodiesOf('operator-config.accountAdd')).toEqual([]);
  });

  it('adds an account with trimmed values and opens it; a refusal naming a field shows under it', async () => {
    add = () => {
      throw refuse(409, 'An account of this name exists', { field: 'accountName', errorCode: 10009 });
    };
    const router = renderPage(<AccountFormPage />, '/operator/config/add');
    await userEvent.type(await screen.findByTestId('account-name'), ' Unicom IoT ');
    await userEvent.type(screen.getByTestId('account-endpoint'), 'https://api.example.cn');
    await userEvent.type(screen.getByTestId('account-appid'), 'app-1');
    await userEvent.type(screen.getByTestId('account-secret'), 's3cret');
    await userEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(errorOf(screen.getByTestId('account-name'))).toBe('An account of this name exists'));
    add = (b) => ({ ...account, ...b, operAccountId: 'OA9' });
    await userEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/config/detail/OA9'));
    expect(api$.bodiesOf('operator-config.accountAdd').at(-1)).toEqual({
      operator: 'CMCC',
      accountName: 'Unicom IoT',
      endpoint: 'https://api.example.cn',
      appId: 'app-1',
      secret: 's3cret',
    });
    expect(await screen.findByText(texts.saved)).toBeTruthy();
  });

  it('edits an account: the secret may stay empty (the stored one is kept)', async () => {
    const router = renderPage(<AccountFormPage />, '/operator/config/edit/:operAccountId', '/operator/config/edit/OA1');
    await waitFor(() => expect((screen.getByTestId('account-name') as HTMLInputElement).value).toBe('Unicom IoT'));
    expect(screen.getByText(texts.secretHintEdit)).toBeTruthy();
    await userEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/config/detail/OA1'));
    expect(api$.bodiesOf('operator-config.accountEdit')).toEqual([
      { operAccountId: 'OA1', operator: 'CUCC', accountName: 'Unicom IoT', endpoint: 'https://api.example.cn', appId: 'app-1' },
    ]);
  });
});
