import type { CardRow, LifecycleState } from '@cmp/functions/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIFECYCLE_STATES, batchDetailPath } from '../../../components/card-list/card-list-model';
import { changeStates } from '../../../components/card-list/use-cards';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';

type Draft = { target: LifecycleState | null };

const fields: DialogField<Draft>[] = [
  {
    kind: 'select',
    name: 'target',
    label: 'card.list.changeState.target',
    placeholder: 'card.list.changeState.chooseTarget',
    options: LIFECYCLE_STATES.filter((s) => s !== 60),
    optionLabel: 'cardState',
    required: true,
    testId: 'change-state-target',
  },
];

/**
 * "Change status" on the selection handed over (permission 2010106): choose the target state,
 * confirm, start the batch (route `batch.changeState`) and follow it on the batch detail page.
 */
export function ChangeStateDialog({ payload, ctx, close }: ListDialogProps<CardRow>) {
  const { t } = useTranslation('card');
  const iccids = (payload as string[] | undefined) ?? [];
  const channelCustId = ctx.scope.platform ? ctx.scope.channelCustId : undefined;
  const navigate = useNavigate();
  const count = iccids.length;
  const stateName = (d: Draft) => (d.target === null ? '' : t(`cardState.${d.target}`));
  return (
    <FormDialog<Draft, undefined, { batchId: string }>
      namespace="card"
      title={t('card.list.changeState.title')}
      description={t('card.list.changeState.description', { count })}
      confirmLabel={t('card.list.changeState.next')}
      cancelLabel={t('card.list.changeState.cancel')}
      incomplete={(d) => d.target === null}
      initial={{ target: null }}
      fields={fields}
      confirm={(d) => ({
        title: t('card.list.changeState.confirmTitle', { count }),
        description: t('card.list.changeState.confirmText', { count, state: stateName(d) }),
        confirmLabel: t('card.list.changeState.confirm', { state: stateName(d) }),
        testId: 'change-state-confirm',
      })}
      submit={(d) => changeStates({ iccids, targetState: d.target!, ...(channelCustId ? { channelCustId } : {}) })}
      onDone={({ batchId }) => navigate(batchDetailPath(batchId))}
      fallbackField="target"
      onClose={close}
      testId="change-state-dialog"
    />
  );
}
