/**
 * The import worker Lambda (`import-worker`): the card import's steps (card-import/import-worker-steps.ts)
 * and those of the jobs the card import's state machine hosts — the operator bill import
 * (channel-bill/channel-bill-job.ts) and the daily expiry run of the automation rules
 * (autorule/expiry-job.ts), the separation renewals (risk-renewal/renewal-job.ts) and the stock
 * operations (stock/stock-job.ts), whose
 * executions and chunks name them. Wired here, where groups
 * are put together, so the card import and the operator bills do not import each other.
 */
import { createAutoRuleRepository } from '../autorule/autorule.repository.ts';
import { expiryJob } from '../autorule/expiry-job.ts';
import { createExpiryRepository } from '../autorule/expiry.repository.ts';
import { createExpiryWorker } from '../autorule/expiry.worker.ts';
import { evaluator } from '../autorule/live-evaluator.ts';
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { cardImportJob } from '../card-import/import-job.ts';
import { cardImportSteps } from '../card-import/import-worker-steps.ts';
import { createChannelBillImportRepository } from '../channel-bill/channel-bill-import.repository.ts';
import { channelBillJob } from '../channel-bill/channel-bill-job.ts';
import { createChannelBillWorker } from '../channel-bill/channel-bill.worker.ts';
import { createOperators } from '../operator/operators.ts';
import { renewalJob } from '../risk-renewal/renewal-job.ts';
import { createRenewalRepository } from '../risk-renewal/renewal.repository.ts';
import { createRenewalWorker } from '../risk-renewal/renewal.worker.ts';
import { chunkedJobWorker, hostedSteps } from '../shared/jobs/chunked-job-worker.ts';
import { stockJob } from '../stock/stock-job.ts';
import { createStockRepository } from '../stock/stock.repository.ts';
import { createStockWorker } from '../stock/stock.worker.ts';

const clock = () => new Date();

export const handler = chunkedJobWorker(cardImportJob, cardImportSteps(clock), [
  hostedSteps(channelBillJob, createChannelBillWorker({ bills: createChannelBillImportRepository(), clock })),
  hostedSteps(
    expiryJob,
    createExpiryWorker({
      rules: createAutoRuleRepository(),
      runs: createExpiryRepository(),
      evaluate: (candidates) => evaluator.handleCandidates(candidates),
      clock,
    }),
  ),
  hostedSteps(
    renewalJob,
    createRenewalWorker({
      renewals: createRenewalRepository(),
      operatorFor: createOperators((iccid) => createCardDetailRepository().simulatorFault(iccid)),
      clock,
    }),
  ),
  hostedSteps(stockJob, createStockWorker({ stock: createStockRepository(), clock })),
]);
