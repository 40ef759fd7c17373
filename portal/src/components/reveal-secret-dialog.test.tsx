// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/testing';
import { dialogTests, renderDialog } from '../lib/page-harness';
import { RevealSecretDialog } from './reveal-secret-dialog';

dialogTests();

function renderReveal(run: () => Promise<string>) {
  const onClose = vi.fn();
  renderDialog(
    <RevealSecretDialog
      confirm={{ title: 'Reset?', description: 'The old one stops working.', confirmLabel: 'Reset', testId: 'ask' }}
      run={run}
      reveal={{ title: 'New secret', warning: 'Shown once', testId: 'shown', secretTestId: 'secret', copyTestId: 'copy' }}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('RevealSecretDialog', () => {
  it('asks first, then shows the secret once with its warning and a copy button', async () => {
    const run = vi.fn(async () => 's3cret');
    renderReveal(run);
    expect(screen.getByTestId('ask').textContent).toContain('Reset?');
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect((await screen.findByTestId('secret')).textContent).toBe('s3cret');
    expect(screen.getByTestId('shown').textContent).toContain('Shown once');
    expect(screen.getByTestId('copy')).toBeTruthy();
  });

  it('says a refusal in a notice and closes', async () => {
    const onClose = renderReveal(() => Promise.reject({ type: 'logic', msg: 'Not allowed' }));
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByTestId('secret')).toBeNull();
  });
});
