// @vitest-environment jsdom
import { routes } from '@cmp/functions/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/testing';
import { setLanguage } from '../../i18n';
import { RegisterForm } from './register-form';

const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status });
const captcha = () => ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' });

let responses: Response[];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => responses.shift() ?? new Response('{}', { status: 500 }));

beforeEach(() => {
  setLanguage('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    companyName: 'Initech IoT',
    contactName: 'Li Wei',
    phone: '021-5555-0100',
    email: 'li.wei@initech.example',
    loginName: 'initech',
    password: 'Init#2026ok',
    confirmPassword: 'Init#2026ok',
    captchaCode: 'ab12',
    ...overrides,
  };
  for (const [field, value] of Object.entries(values)) if (value) await user.type(screen.getByTestId(`register-${field}`), value);
  await user.click(screen.getByTestId('register-submit'));
}

describe('RegisterForm', () => {
  it('shows every problem next to its field and does not send', async () => {
    responses = [captcha()];
    const user = userEvent.setup();
    render(<RegisterForm onDone={vi.fn()} />);
    await fill(user, { phone: '138 0000', confirmPassword: 'Other#2026', password: 'short', email: 'x@' });
    expect(screen.getByText('phone format wrong')).toBeTruthy();
    expect(screen.getByText('email format wrong')).toBeTruthy();
    expect(screen.getByText('8-18 letters, digits or punctuation')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(screen.getByTestId('register-phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1); // the captcha only
  });

  it('sends the application without the confirmation and reports the login name', async () => {
    responses = [captcha(), ok({ registrationId: 'r1', status: 'pending' }, 201)];
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<RegisterForm onDone={onDone} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await fill(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('initech'));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toContain(`/api${routes['auth.register'].path}`);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ companyName: 'Initech IoT', phone: '021-5555-0100', captchaId: 'c1', captchaCode: 'ab12' });
    expect(body.confirmPassword).toBeUndefined();
  });
});
