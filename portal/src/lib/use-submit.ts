import { useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { isApiError } from './api';

/**
 * A dialog's submit: busy while the call runs, a success notice and `then` when it answers, the
 * server's message as `error` when it refuses (the dialog stays open to show it).
 */
export function useSubmit() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (call: () => Promise<unknown>, done: string, then: () => void) => {
    setBusy(true);
    try {
      await call();
      notify({ type: 'success', title: done });
      then();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}
