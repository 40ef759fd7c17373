import { useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import type { RuleResult } from '../../lib/form-rules';

type Errors<D> = Partial<Record<keyof D, string>>;
/** A field's problem: an i18n key, or a rule's result (a key and its values); none when it holds. */
type Problems<D> = Partial<Record<keyof D, string | RuleResult | undefined>>;

/**
 * A dialog form over a draft: editing clears the errors; saving checks the draft's rules (per field,
 * an i18n key or a rule's result) first, then calls the server and shows a refusal on the field it names (else on
 * `fallback`), or the success notice and `then`.
 */
export function useDraftForm<D extends object>(initial: D, rules: (draft: D) => Problems<D>, fallback: keyof D) {
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
    const problems = Object.fromEntries(
      Object.entries<string | RuleResult | undefined>(rules(draft))
        .filter(([, v]) => v)
        .map(([k, v]) => [k, typeof v === 'string' ? t(v) : t(v!.key, v!.values)]),
    ) as Errors<D>;
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
