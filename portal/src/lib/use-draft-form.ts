import { useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api';

type Errors<D> = Partial<Record<keyof D, string>>;

/**
 * A dialog form over a draft: editing clears the errors; saving checks the draft's rules (i18n keys
 * per field) first, then calls the server and shows a refusal on the field it names (else on
 * `fallback`), or the success notice and `then`.
 */
export function useDraftForm<D extends object>(initial: D, rules: (draft: D) => Errors<D>, fallback: keyof D) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<Errors<D>>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<D>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };
  const save = async (call: (draft: D) => Promise<unknown>, done: (answer: never) => string, then: () => void) => {
    const problems = Object.fromEntries(Object.entries(rules(draft)).map(([k, v]) => [k, t(String(v))])) as Errors<D>;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const answer = await call(draft);
      notify({ type: 'success', title: done(answer as never) });
      then();
    } catch (e) {
      const field = isApiError(e) && e.field && e.field in draft ? (e.field as keyof D) : fallback;
      setErrors({ [field]: isApiError(e) ? e.msg : String(e) } as Errors<D>);
    } finally {
      setSaving(false);
    }
  };
  return { draft, set, errors, saving, save };
}
