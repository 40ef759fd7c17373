import { Dialog } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import type { RuleResult } from '../../lib/form-rules';
import { TextAreaField } from '../form-fields';
import { useDraftForm } from './use-draft-form';

export interface ReasonDialogProps {
  /** Texts as shown (already translated): the title, what happens, the confirm button. */
  title: string;
  description: string;
  confirmLabel: string;
  /** The reason field's label and hint. */
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
  const { t } = useTranslation();
  const { draft, set, errors, saving, save } = useDraftForm({ reason: '' }, (d) => ({ reason: p.rule(d.reason) }), 'reason');
  return (
    <Dialog
      open
      onClose={p.onClose}
      tone={p.tone ?? 'danger'}
      title={p.title}
      description={p.description}
      confirmLabel={p.confirmLabel}
      cancelLabel={t('dataList.cancel')}
      onConfirm={() =>
        save(
          (d) => p.run(d.reason),
          () => p.done,
          p.onDone,
        )
      }
      loading={saving}
      data-testid={`${p.testId}-dialog`}
    >
      <TextAreaField
        label={p.label}
        hint={p.hint}
        value={draft.reason}
        maxLength={p.maxLength}
        onChange={(reason) => set({ reason })}
        error={errors.reason}
        data-testid={`${p.testId}-reason`}
      />
    </Dialog>
  );
}
