import { featureCodes } from '@cmp/functions/platform/permissions';
import { batchDeclaration } from '../../../components/card-batch/batch-list-page';
import { ListPage } from '../../../components/list-page';
import { RecoveryDialog } from './recovery-dialog';

/** /shortcuts/data-recovery/list: the data recoveries of the caller's scope (batch operation 2), and starting one. */
const dataRecoveryList = batchDeclaration('recover', {
  title: 'shortcuts.dataRecovery.title',
  subtitle: 'shortcuts.dataRecovery.subtitle',
  headerActions: [
    {
      id: 'new',
      label: 'shortcuts.dataRecovery.newRecovery',
      permission: featureCodes.batch2,
      visible: ({ session }) => !session.custId,
      open: 'new',
      testId: 'recovery-new',
    },
  ],
  dialogs: { new: ({ close }) => <RecoveryDialog onClose={close} /> },
});

export default function DataRecoveryListPage() {
  return <ListPage declaration={dataRecoveryList} />;
}
