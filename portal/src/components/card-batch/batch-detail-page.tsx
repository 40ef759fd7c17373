import { jobViews } from '@cmp/functions/contracts';
import { useLocation } from 'react-router';
import { EMPTY } from '../../lib/format';
import type { DetailContext } from '../detail-page';
import { DetailPage } from '../detail-page';
import { type ResultFilter, jobDetailDeclaration } from '../job-page';
import { type Batch, type CardResult, batchTarget, editionKey } from './batch-model';

/** A batch as its detail answers it. */
type BatchDetail = Batch & { failureReason?: string; finishedAt?: string };

/** Where a batch detail is shown: under batch operations (card area or shortcuts), data recovery or standard-SIM. */
type Section = 'card' | 'shortcuts' | 'data-recovery' | 'standardsim';

const sectionOf = (pathname: string): Section =>
  pathname.startsWith('/shortcuts/data-recovery')
    ? 'data-recovery'
    : pathname.startsWith('/shortcuts/standardsim')
      ? 'standardsim'
      : pathname.startsWith('/shortcuts')
        ? 'shortcuts'
        : 'card';

/** Where Back goes: the list the batch was opened from (data recovery and standard-SIM have their own). */
const backPaths: Record<Section, string> = {
  card: '/card/batchoperate/list',
  shortcuts: '/shortcuts/batchoperate/list',
  'data-recovery': '/shortcuts/data-recovery/list',
  standardsim: '/shortcuts/standardsim/list',
};

/** What a batch moves cards to, as text: a state or an edition, a secondary customer, or back to the enterprise. */
function targetText(b: BatchDetail, ctx: DetailContext): string {
  const target = batchTarget(b);
  if ('customer' in target) return target.customer;
  if ('enterprise' in target) return ctx.t('card.batch.enterpriseOwned');
  return target.stateKey ? ctx.t(target.stateKey) : '';
}

/**
 * A batch's detail in one section (the contract's batch job view): summary with live progress, then
 * its card results. Standard-SIM details keep their results filter in the URL (`:state?`:
 * succeeded or failed).
 */
const batchDetail = (section: Section) =>
  jobDetailDeclaration<BatchDetail, CardResult>({
    view: jobViews.batch,
    ns: 'card.batch',
    testId: 'batch',
    title: 'card.batch.detailTitle',
    back: () => backPaths[section],
    panelTitle: (b, ctx) => `${ctx.t(`card.batch.type.${b.type}`)} → ${targetText(b, ctx)}`,
    fields: [
      { key: 'type', label: 'card.batch.fields.type', enumLabel: 'card.batch.type' },
      { key: 'target', label: 'card.batch.fields.target', value: targetText, testId: 'batch-target' },
    ],
    results: {
      fromState: { cell: (r, { t }) => (r.fromState ? t(`cardState.${r.fromState}`) : EMPTY) },
      fromCustId: {
        header: 'card.batch.fields.fromCustomer',
        cell: (r, { t }) => (r.status !== 'succeeded' ? EMPTY : r.fromCustId || t('card.batch.enterpriseOwned')),
      },
      fromModeType: {
        header: 'card.batch.fields.fromEdition',
        cell: (r, { t }) => (r.fromModeType ? t(editionKey(r.fromModeType)) : EMPTY),
      },
    },
    // Standard-SIM details keep the results filter in the URL.
    resultFilter:
      section !== 'standardsim'
        ? undefined
        : {
            initial: (ctx) => {
              const state = ctx.params.state;
              return state === 'succeeded' || state === 'failed' ? state : '';
            },
            onChange: (next: ResultFilter, ctx) => {
              const channelCustId = ctx.search.get('channelCustId');
              const query = channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : '';
              const path = `/shortcuts/standardsim/detail/${encodeURIComponent(ctx.params.batchId ?? '')}${next ? `/${next}` : ''}`;
              ctx.navigate(`${path}${query}`, { replace: true });
            },
          },
  });

const declarations = {
  card: batchDetail('card'),
  shortcuts: batchDetail('shortcuts'),
  'data-recovery': batchDetail('data-recovery'),
  standardsim: batchDetail('standardsim'),
} satisfies Record<Section, unknown>;

/**
 * /card/batchoperate/detail/:batchId/:state, /shortcuts/batchoperate/detail/…, /shortcuts/data-recovery/detail/…
 * and /shortcuts/standardsim/detail/:batchId/:state?: a batch's summary, live progress and card results.
 */
export default function BatchDetailPage() {
  const { pathname } = useLocation();
  return <DetailPage declaration={declarations[sectionOf(pathname)]} />;
}
