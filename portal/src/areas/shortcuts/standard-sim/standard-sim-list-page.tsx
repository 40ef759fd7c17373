import { batchDeclaration } from '../../../components/card-batch/batch-list-page';
import { ListPage } from '../../../components/list-page';
import { StandardSimDialog } from './standard-sim-dialog';
import { STANDARD_SIM_CODE } from './standard-sim-model';

/** /shortcuts/standardsim/list: the standard-SIM (edition change) batches of the caller's scope, and starting one. */
const standardSimList = batchDeclaration('standardSim', {
  title: 'shortcuts.standardSim.title',
  subtitle: 'shortcuts.standardSim.subtitle',
  headerActions: [
    {
      id: 'new',
      label: 'shortcuts.standardSim.newBatch',
      permission: STANDARD_SIM_CODE,
      // Secondary customers are refused on the server even with the code.
      visible: ({ session }) => !session.custId,
      open: 'new',
      testId: 'standard-sim-new',
    },
  ],
  dialogs: { new: ({ close }) => <StandardSimDialog onClose={close} /> },
});

export default function StandardSimListPage() {
  return <ListPage declaration={standardSimList} />;
}
