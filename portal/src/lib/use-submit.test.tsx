// @vitest-environment jsdom
import { NotifierProvider } from '@cmp/ui-kit';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/testing';
import { notifier } from '../app/services';
import { useSubmit } from './use-submit';

const wrapper = ({ children }: { children: ReactNode }) => (
  <NotifierProvider store={notifier} label="Notifications" closeLabel="Close">
    {children}
  </NotifierProvider>
);
const refusal = (field?: string) => ({ type: 'logic', msg: 'Code taken', field });
afterEach(cleanup);

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
