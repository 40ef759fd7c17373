// @vitest-environment jsdom
import { routes } from '@cmp/functions/contracts';
import { NotifierProvider } from '@cmp/ui-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/testing';
import { notifier } from '../app/services';
import { setLanguage } from '../i18n';
import PasswordChangeDialog from './password-change-dialog';

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, data: null })));

beforeEach(() => {
  setLanguage('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = (onDone = vi.fn()) => {
  render(
    <NotifierProvider store={notifier}>
      <PasswordChangeDialog onDone={onDone} />
    </NotifierProvider>,
  );
  return onDone;
};

describe('PasswordChangeDialog', () => {
  it('cannot be dismissed and checks the new password before sending', async () => {
    const user = userEvent.setup();
    const onDone = renderDialog();
    await screen.findByRole('dialog', { name: 'Change your password' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.type(screen.getByTestId('password-change-oldPassword'), 'Temp#2026');
    await user.type(screen.getByTestId('password-change-newPassword'), 'short');
    await user.type(screen.getByTestId('password-change-confirmPassword'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('8-18 letters, digits or punctuation')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends old, new and confirmation, then lets the user continue', async () => {
    const user = userEvent.setup();
    const onDone = renderDialog();
    await screen.findByRole('dialog');
    await user.type(screen.getByTestId('password-change-oldPassword'), 'Temp#2026');
    await user.type(screen.getByTestId('password-change-newPassword'), 'New#2026pass');
    await user.type(screen.getByTestId('password-change-confirmPassword'), 'New#2026pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain(`/api${routes['auth.resetPassword'].path}`);
    expect(JSON.parse(String(init.body))).toEqual({
      oldPassword: 'Temp#2026',
      newPassword: 'New#2026pass',
      confirmPassword: 'New#2026pass',
    });
  });
});
