// @vitest-environment jsdom
import { NotifierProvider } from '@cmp/ui-kit';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/testing';
import { notifier } from '../../app/services';
import { useSubmit } from '../../lib/use-submit';
import { useDraftForm } from './use-draft-form';

interface Draft {
  name: string;
  code: string;
}
const rules = (d: Draft) => (d.name ? {} : { name: 'formRules.required' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <NotifierProvider store={notifier} label="Notifications" closeLabel="Close">
    {children}
  </NotifierProvider>
);
const refusal = (field?: string) => ({ type: 'logic', msg: 'Code taken', field });
afterEach(cleanup);

describe('useDraftForm', () => {
  it('checks the rules first and calls nothing while one fails', async () => {
    const call = vi.fn(async () => ({}));
    const { result } = renderHook(() => useDraftForm<Draft>({ name: '', code: '' }, rules, 'name'), { wrapper });
    await act(() => result.current.save(call, () => 'saved', vi.fn()));
    expect(call).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'This field is required' });
    act(() => result.current.set({ name: 'x' }));
    expect(result.current.errors).toEqual({});
  });

  it('words a rule result with its values, and passes fields whose rule holds', async () => {
    const call = vi.fn(async () => ({}));
    const ruled = (d: Draft) => ({
      name: undefined,
      code: d.code ? undefined : { key: 'formRules.maxLength', values: { max: 3 } },
    });
    const { result } = renderHook(() => useDraftForm<Draft>({ name: 'x', code: '' }, ruled, 'name'), { wrapper });
    await act(() => result.current.save(call, () => 'saved', vi.fn()));
    expect(call).not.toHaveBeenCalled();
    expect(Object.keys(result.current.errors)).toEqual(['code']);
    expect(result.current.errors.code).toContain('3');
  });

  it("shows the server's refusal on the field it names, else on the fallback field", async () => {
    const { result } = renderHook(() => useDraftForm<Draft>({ name: 'x', code: 'A' }, rules, 'name'), { wrapper });
    await act(() =>
      result.current.save(
        () => Promise.reject(refusal('code')),
        () => 'saved',
        vi.fn(),
      ),
    );
    expect(result.current.errors).toEqual({ code: 'Code taken' });
    await act(() =>
      result.current.save(
        () => Promise.reject(refusal('other')),
        () => 'saved',
        vi.fn(),
      ),
    );
    expect(result.current.errors).toEqual({ name: 'Code taken' });
    expect(result.current.saving).toBe(false);
  });

  it('saves the draft and goes on with the answer', async () => {
    const then = vi.fn();
    const { result } = renderHook(() => useDraftForm<Draft>({ name: 'x', code: 'A' }, rules, 'name'), { wrapper });
    const done = vi.fn((answer: { id: string }) => `saved ${answer.id}`);
    await act(() => result.current.save(async (d) => ({ id: d.code }), done, then));
    expect(done).toHaveBeenCalledWith({ id: 'A' });
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('useSubmit', () => {
  it('keeps the dialog open with the server message when refused, and goes on when accepted', async () => {
    const { result } = renderHook(() => useSubmit(), { wrapper });
    const then = vi.fn();
    await act(() => result.current.submit(() => Promise.reject(refusal()), 'done', then));
    expect(result.current.error).toBe('Code taken');
    expect(then).not.toHaveBeenCalled();
    await act(() => result.current.submit(async () => ({}), 'done', then));
    expect(then).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });
});
