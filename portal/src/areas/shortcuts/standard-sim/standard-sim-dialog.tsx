import { Select } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { editionKey } from '../../../components/card-batch/batch-model';
import { IccidBatchDialog } from '../../../components/card-batch/iccid-batch-dialog';
import { EDITIONS, type Edition, checkStandardSimInput, standardSimDetailPath } from './standard-sim-model';

const startStandardSim = (iccids: string[], modeType: Edition, channelCustId?: string) =>
  api.call('batch.standardSim', { iccids, modeType, ...(channelCustId ? { channelCustId } : {}) }, { silent: true });

/**
 * A new standard-SIM batch: pasted ICCIDs (≤ 10,000) and the target edition, checked here, confirmed,
 * then sent. Each card is decided on the server when its chunk runs; refused cards fail with a reason.
 */
export function StandardSimDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shortcuts');
  const [edition, setEdition] = useState<Edition | null>(null);
  return (
    <IccidBatchDialog
      ns="shortcuts.standardSim"
      testId="standard-sim"
      check={checkStandardSimInput}
      fieldsIncomplete={!edition}
      fields={(submitted) => (
        <div>
          <Select
            label={t('shortcuts.standardSim.edition')}
            placeholder={t('shortcuts.standardSim.editionPlaceholder')}
            options={EDITIONS.map((m) => ({ value: m, label: `${m} · ${t(editionKey(m))}` }))}
            value={edition}
            onChange={setEdition}
            data-testid="standard-sim-edition"
          />
          {submitted && !edition && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {t('shortcuts.standardSim.errors.edition')}
            </p>
          )}
        </div>
      )}
      confirmParams={edition ? { edition: t(editionKey(edition)) } : {}}
      start={(iccids, channelCustId) => startStandardSim(iccids, edition as Edition, channelCustId)}
      detailPath={(batchId, channelCustId, platform) => standardSimDetailPath(batchId, channelCustId, platform)}
      onClose={onClose}
    />
  );
}
