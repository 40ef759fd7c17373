import { envNames } from '../platform/config.ts';

/**
 * The card import's state machine as the jobs it runs see it (its worker, ARN variable and finishing
 * step): the card import itself (import-job.ts) and the operator bill import it hosts
 * (channel-bill/channel-bill-job.ts), which imports this alone rather than the card import's items.
 */
export const cardImportMachine = {
  name: 'card-import',
  worker: 'import-worker',
  arnEnv: envNames.cardImportStateMachineArn,
  comment: 'Card import: chunk the checked rows, check and write each chunk idempotently, then close the import.',
  finish: { state: 'FinishImport', action: 'finishImport' },
} as const;
