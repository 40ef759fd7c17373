// @vitest-environment jsdom
import { NotifierProvider } from '@cmp/ui-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/testing';
import { type DialogField, FormDialog, type FormDialogProps } from '.';
import { notifier } from '../../app/services';
import { setLanguage } from '../../i18n';

interface Draft {
  name: string;
  code: string;
}
const fields: DialogField<Draft>[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true, testId: 'name' },
  { kind: 'text', name: 'code', label: 'Code', maxLength: 3, testId: 'code' },
];
const refusal = (field?: string) => ({ type: 'logic', msg: 'Code taken', field });

function renderDialog(props: Partial<FormDialogProps<Draft>> = {}) {
  const onDone = vi.fn();
  const submit = vi.fn(async (d: Draft) => ({ id: d.code }));
  render(
    <NotifierProvider store={notifier} label="Notifications" closeLabel="Close">
      <FormDialog<Draft>
        namespace="common"
        title="Add"
        initial={{ name: '', code: '' }}
        fields={fields}
        submit={submit}
        onClose={vi.fn()}
        onDone={onDone}
        testId="thing"
        {...props}
      />
    </NotifierProvider>,
  );
  return { onDone, submit };
}
afterEach(cleanup);

describe('FormDialog', () => {
  it('checks the fields and the cross-field rules first and calls nothing while one fails; editing clears them', async () => {
    setLanguage('en-US');
    const { submit } = renderDialog({ validate: (d) => ({ code: d.code === 'X' ? 'formRules.required' : undefined }) });
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('name'), 'x');
    expect(screen.queryByText('This field is required')).toBeNull();
    await userEvent.type(screen.getByTestId('code'), 'X');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field it names, else on the fallback field, else in a notice", async () => {
    const submit = vi.fn().mockRejectedValueOnce(refusal('code')).mockRejectedValueOnce(refusal('other'));
    const { onDone } = renderDialog({ initial: { name: 'x', code: 'A' }, submit, fallbackField: 'name' });
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Code taken')).toBeTruthy();
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('code').getAttribute('aria-invalid')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the draft, says so and goes on with the answer', async () => {
    const done = vi.fn((answer: unknown) => `saved ${(answer as { id: string }).id}`);
    const { onDone } = renderDialog({ initial: { name: 'x', code: 'A' }, done });
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 'A' }));
    expect(done).toHaveBeenCalledWith({ id: 'A' }, { name: 'x', code: 'A' });
  });

  it('asks before a declared destructive call, and goes back to the form on cancel', async () => {
    const { submit, onDone } = renderDialog({
      initial: { name: 'x', code: 'A' },
      confirm: (d) => ({ title: `Delete ${d.name}?`, confirmLabel: 'Delete' }),
    });
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByTestId('thing-confirm').textContent).toContain('Delete x?');
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(screen.getByTestId('thing')).toBeTruthy();
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('applies normalize with the previous draft', async () => {
    renderDialog({ normalize: (d, prev) => (d.name === prev.name ? d : { ...d, code: '' }), initial: { name: '', code: 'AB' } });
    await userEvent.type(screen.getByTestId('name'), 'y');
    expect((screen.getByTestId('code') as HTMLInputElement).value).toBe('');
  });
});
