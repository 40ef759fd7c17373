import type { RuleResult } from '../../lib/form-rules';
import { FormDialog } from './form-dialog';

export interface ReasonDialogProps {
  /** The namespace of the area the keys come from. */
  namespace: string;
  /** Texts as shown (already translated): the title, what happens, the confirm button. */
  title: string;
  description: string;
  confirmLabel: string;
  /** The reason field's label and hint (i18n keys). */
  label: string;
  hint?: string;
  maxLength: number;
  /** The reason's rule (required, at most `maxLength`…): its problem shows under the field. */
  rule: (reason: string) => RuleResult;
  /** `danger` for a destructive action (default), `default` for one that only undoes. */
  tone?: 'danger' | 'default';
  /** Sends the reason; a refusal shows under the field. */
  run: (reason: string) => Promise<unknown>;
  /** The success notice (already translated). */
  done: string;
  onClose: () => void;
  /** After the success notice (close and re-read). */
  onDone: () => void;
  /** Test ids `<testId>-dialog` and `<testId>-reason`. */
  testId: string;
}

/**
 * A confirmation that needs a written reason (rejecting a registration, freezing an account): the
 * reason is checked by its rule before the call, and the server's refusal is shown under it.
 */
export function ReasonDialog(p: ReasonDialogProps) {
  return (
    <FormDialog<{ reason: string }>
      namespace={p.namespace}
      tone={p.tone ?? 'danger'}
      title={p.title}
      description={p.description}
      confirmLabel={p.confirmLabel}
      initial={{ reason: '' }}
      fields={[
        {
          kind: 'textarea',
          name: 'reason',
          label: p.label,
          hint: p.hint,
          maxLength: p.maxLength,
          rules: [p.rule],
          testId: `${p.testId}-reason`,
        },
      ]}
      submit={(d) => p.run(d.reason)}
      done={() => p.done}
      fallbackField="reason"
      onClose={p.onClose}
      onDone={p.onDone}
      testId={`${p.testId}-dialog`}
    />
  );
}
