import { cardImportMachine } from '../card-import/import-machine.ts';
import {
  type RenewalRecord,
  type RenewalResult,
  renewalChunkEntity,
  renewalEntity,
  renewalListEntity,
} from '../shared/data/entities/renewal.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { type TenantJobRef, hostedChunkedJob, tenantJobItems } from '../shared/jobs/chunked-job.ts';
import { renewalJobView } from './renewal-job-view.ts';
import { renewalResultView } from './renewal-reasons.ts';
import { RENEWAL_CHUNK } from './renewal-rules.ts';

/** What the renewal's executions and chunks carry: the batch's key fields. */
export type RenewalRef = TenantJobRef<'batchId'>;

/** A chunk of a renewal batch: cards `from` (inclusive) to `to` (exclusive) of its ICCIDs. */
export interface RenewalChunk extends RenewalRef {
  index: number;
  from: number;
  to: number;
}

/** The scopes whose lists show a renewal batch: the platform's and its enterprise's. */
export const renewalListScopes = (r: Pick<RenewalRecord, 'channelCustId'>): string[] => [
  scopeKeys.platform,
  scopeKeys.enterprise(r.channelCustId),
];

/**
 * Separation renewals (spec §5, issue #16 item 2) as a chunked job: the plan cuts chunks of 100
 * cards, each chunk decides and unlocks its cards (renewal.worker.ts) and records their results
 * once, the finishing step closes the batch. It runs on the card import's state machine and worker
 * Lambda (`hostedChunkedJob`, like the operator bill import and the expiry run): no machine or
 * Lambda of its own.
 */
export const renewalJob = hostedChunkedJob(cardImportMachine, {
  name: 'risk-renewal',
  chunkSize: RENEWAL_CHUNK,
  views: [renewalJobView],
  items: tenantJobItems('batchId', {
    record: renewalEntity,
    chunk: renewalChunkEntity,
    listEntry: renewalListEntity,
    scopes: renewalListScopes,
    owner: 'RENEWAL',
  }),
  resultView: (r: RenewalResult, lang) => renewalResultView(r, lang),
});
