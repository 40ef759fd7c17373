import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { BatchList } from '../batch/batch-list-page';
import { RecoveryDialog } from './recovery-dialog';

/** Batch operation 2 (docs/decisions.md): data recovery. */
const RECOVER = featureCodes.batch2;

/** /shortcuts/data-recovery/list: the data recoveries of the caller's scope, and starting a new one. */
export default function DataRecoveryListPage() {
  const { t } = useTranslation();
  const { permissions, custId } = useSession();
  const [open, setOpen] = useState(false);
  const canRecover = permissions.includes(RECOVER) && !custId;
  return (
    <>
      <BatchList
        type="recover"
        title={t('dataRecovery.title')}
        subtitle={t('dataRecovery.subtitle')}
        actions={
          canRecover ? (
            <Button onClick={() => setOpen(true)} data-testid="recovery-new">
              {t('dataRecovery.newRecovery')}
            </Button>
          ) : null
        }
      />
      {open && <RecoveryDialog onClose={() => setOpen(false)} />}
    </>
  );
}
