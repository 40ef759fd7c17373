import { featureCodes } from '@cmp/functions/platform/permissions';
import { batchKindDeclaration } from '../../../components/card-batch/batch-list-page';
import { ListPage } from '../../../components/list-page';
import { RecoveryDialog } from './recovery-dialog';

/** /shortcuts/data-recovery/list: the data recoveries of the caller's scope (batch operation 2), and starting one. */
const dataRecoveryList = batchKindDeclaration('recover', 'shortcuts.dataRecovery', {
  label: 'shortcuts.dataRecovery.newRecovery',
  permission: featureCodes.batch2,
  testId: 'recovery-new',
  dialog: RecoveryDialog,
});

export default function DataRecoveryListPage() {
  return <ListPage declaration={dataRecoveryList} />;
}
