import { Button } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { BatchList } from '../batch/batch-list-page';
import { StandardSimDialog } from './standard-sim-dialog';
import { STANDARD_SIM_CODE } from './standard-sim-model';

/** /shortcuts/standardsim/list: the standard-SIM (edition change) batches of the caller's scope, and starting one. */
export default function StandardSimListPage() {
  const { t } = useTranslation();
  const { permissions, custId } = useSession();
  const [open, setOpen] = useState(false);
  // Secondary customers are refused on the server even with the code.
  const canStart = permissions.includes(STANDARD_SIM_CODE) && !custId;
  return (
    <>
      <BatchList
        type="standardSim"
        title={t('standardSim.title')}
        subtitle={t('standardSim.subtitle')}
        actions={
          canStart ? (
            <Button onClick={() => setOpen(true)} data-testid="standard-sim-new">
              {t('standardSim.newBatch')}
            </Button>
          ) : null
        }
      />
      {open && <StandardSimDialog onClose={() => setOpen(false)} />}
    </>
  );
}
