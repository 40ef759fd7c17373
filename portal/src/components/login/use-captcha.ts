import type { ResponseOf } from '@cmp/functions/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../app/services';

/** A captcha to answer; `disabled`: the server runs with the captcha switched off (CMP_CAPTCHA=off), any code passes. */
export type Captcha = ResponseOf<'auth.captcha'>;

/** Loads a captcha and gives a way to get a new one (after a click or a failed sign-in). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setCaptcha(await api.call('auth.captcha', {}));
    } catch {
      setCaptcha(null);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, loading, refresh };
}
