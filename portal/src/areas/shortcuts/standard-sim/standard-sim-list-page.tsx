import { batchKindDeclaration } from '../../../components/card-batch/batch-list-page';
import { ListPage } from '../../../components/list-page';
import { StandardSimDialog } from './standard-sim-dialog';
import { STANDARD_SIM_CODE } from './standard-sim-model';

/** /shortcuts/standardsim/list: the standard-SIM (edition change) batches of the caller's scope, and starting one. */
const standardSimList = batchKindDeclaration('standardSim', 'shortcuts.standardSim', {
  label: 'shortcuts.standardSim.newBatch',
  permission: STANDARD_SIM_CODE,
  testId: 'standard-sim-new',
  dialog: StandardSimDialog,
});

export default function StandardSimListPage() {
  return <ListPage declaration={standardSimList} />;
}
