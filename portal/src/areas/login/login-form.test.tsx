// @vitest-environment jsdom
import { NotifierProvider } from '@cmp/ui-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/testing';
import { notifier, session } from '../../app/services';
import { resetPortal } from '../../lib/page-harness';
import { LoginForm } from './login-form';

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const fail = (status: number, msg: string, errorCode: number) =>
  new Response(JSON.stringify({ success: false, msg, errorCode }), { status });
const captcha = (id: string) => ok({ captchaId: id, image: 'data:image/svg+xml;base64,PHN2Zy8+' });

let responses: Response[];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => responses.shift() ?? new Response('{}', { status: 500 }));

beforeEach(() => {
  resetPortal();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  render(
    <NotifierProvider store={notifier}>
      <LoginForm />
    </NotifierProvider>,
  );

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByTestId('login-name'), 'acme');
  await user.type(screen.getByTestId('login-password'), password);
  await user.type(screen.getByTestId('login-captcha'), 'ab12');
  await user.click(screen.getByTestId('login-submit'));
}

describe('LoginForm', () => {
  it('asks for every field before calling the server', async () => {
    responses = [captcha('c1')];
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the captcha only
  });

  it('shows the server message, refreshes the captcha and clears the code on failure', async () => {
    responses = [captcha('c1'), fail(401, 'Wrong login name or password', 10004), captcha('c2')];
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(screen.getByTestId('login-captcha-image').querySelector('img')).not.toBeNull());
    await fill(user, 'nope');
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong login name or password');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.getByTestId('login-captcha')).toHaveProperty('value', '');
    const login = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(login).toEqual({ loginName: 'acme', password: 'nope', captchaId: 'c1', captchaCode: 'ab12' });
    expect(session.get().loggedIn).toBe(false);
  });

  it('stores the session and says so on success', async () => {
    const result = {
      accessToken: 'tok',
      expiresIn: 3600,
      loginName: 'acme',
      displayName: 'Acme',
      roleId: 3000,
      roleName: 'Enterprise',
      channelCustId: 'C1',
      custId: null,
      customerName: 'Acme Ltd',
      permissions: ['1000000'],
      isResetPassword: false,
    };
    responses = [captcha('c1'), ok(result)];
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(screen.getByTestId('login-captcha-image').querySelector('img')).not.toBeNull());
    await fill(user, 'Cmp@2026demo');
    await waitFor(() => expect(session.get().loggedIn).toBe(true));
    expect(localStorage.getItem('lx_access_token')).toBe('tok');
    expect(notifier.getSnapshot().some((n) => n.title === 'Login successful')).toBe(true);
  });

  it('gets a new captcha when the image is selected', async () => {
    responses = [captcha('c1'), captcha('c2')];
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: /Verification code image/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/^\/api\/cmp\/base\/oauth\/captcha\?ts=\d+&lang=en-US$/);
  });
});
