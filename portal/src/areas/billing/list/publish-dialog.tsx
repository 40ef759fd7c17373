import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import { publishBasic } from '../use-plans';

interface PublishDraft {
  publishScope: 'all' | 'selected';
  /** Enterprise ids separated by semicolons. */
  targets: string;
}

const enterprisesOf = (targets: string) =>
  targets
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

const fields: DialogField<PublishDraft>[] = [
  {
    kind: 'select',
    name: 'publishScope',
    label: 'billing.plan.fields.publishScope',
    options: ['all', 'selected'],
    optionLabel: 'billing.plan.publish',
    testId: 'publish-scope',
  },
  {
    kind: 'text',
    name: 'targets',
    label: 'billing.plan.publish.enterprises',
    placeholder: 'C1001;C1002',
    visible: (d) => d.publishScope === 'selected',
    rules: [(targets: string) => (enterprisesOf(targets).length ? null : { key: 'billing.plan.rules.required' })],
    testId: 'publish-targets',
  },
];

/** Publishes a draft to every enterprise or to the enterprises named (semicolon-separated ids). */
export function PublishDialog({
  plan,
  onClose,
  onDone,
}: {
  plan: { goodsReleaseId: string; name: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <FormDialog<PublishDraft>
      namespace="billing"
      title={`${t('billing.plan.publish.title')} · ${plan.name}`}
      description={t('billing.plan.publish.description')}
      confirmLabel={t('billing.plan.publish.action')}
      initial={{ publishScope: 'all', targets: '' }}
      fields={fields}
      submit={(d) =>
        publishBasic({
          goodsReleaseId: plan.goodsReleaseId,
          publishScope: d.publishScope,
          ...(d.publishScope === 'selected' ? { publishTo: enterprisesOf(d.targets) } : {}),
        })
      }
      done={() => t('billing.plan.publish.done')}
      fallbackField="publishScope"
      onClose={onClose}
      onDone={onDone}
      testId="publish-dialog"
    />
  );
}
