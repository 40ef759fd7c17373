import { jobViews } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type JobListSpec, jobListDeclaration } from '../job-page';
import { type ListContext, type ListDeclaration, ListPage } from '../list-page';
import { type Batch, type BatchType, batchDetailPath, batchTarget, isBatchType } from './batch-model';

const baseOf = (ctx: ListContext) => (ctx.pathname.startsWith('/shortcuts') ? 'shortcuts' : 'card');

/**
 * The batch list (the contract's batch job view), optionally of one type (the `:type?` route
 * parameter, or a page of one kind such as data recovery, which brings its own title, header actions
 * and dialogs).
 */
export function batchDeclaration(type?: BatchType, own: Partial<JobListSpec<Batch>> = {}): ListDeclaration<Batch> {
  return jobListDeclaration<Batch>({
    view: jobViews.batch,
    ns: 'card.batch',
    testId: 'batch',
    type,
    title: 'card.batch.listTitle',
    subtitle: 'card.batch.listSubtitle',
    columns: { target: { cell: (b) => <TargetCell batch={b} /> } },
    detail: (b, ctx) => batchDetailPath(baseOf(ctx), b, ctx.scope.platform),
    headerActions: [
      {
        id: 'new',
        label: 'card.batch.newBatch',
        permission: featureCodes.cardChangeStatus,
        to: () => '/card/batchoperate/shortcuts',
        testId: 'batch-new',
      },
    ],
    ...own,
  });
}

/**
 * A page of one kind of batch (data recovery, standard-SIM) under its own texts (`<texts>.title`,
 * `.subtitle`), with the button that starts one in its dialog: for platform and enterprise users
 * holding `start.permission` (secondary customers are refused on the server even with the code).
 */
export function batchKindDeclaration(
  type: BatchType,
  texts: string,
  start: { label: string; permission: string; testId: string; dialog: ComponentType<{ onClose: () => void }> },
): ListDeclaration<Batch> {
  const { dialog: StartDialog, ...action } = start;
  return batchDeclaration(type, {
    title: `${texts}.title`,
    subtitle: `${texts}.subtitle`,
    headerActions: [
      { id: 'new', ...action, visible: ({ session }) => !session.custId, open: ({ close }) => <StartDialog onClose={close} /> },
    ],
  });
}

/** /card/batchoperate/list/:type? and /shortcuts/batchoperate/list/:type?: the batches of the caller's scope. */
export default function BatchListPage() {
  const { type } = useParams();
  const known = isBatchType(type) ? type : undefined;
  const declaration = useMemo(() => batchDeclaration(known), [known]);
  return <ListPage key={known ?? ''} declaration={declaration} />;
}

/** The target of a batch: the state cards move to, or the secondary customer they are allocated to. */
export function TargetCell({
  batch,
}: { batch: Pick<Batch, 'type' | 'targetState' | 'targetCustId' | 'targetCustName' | 'targetModeType'> }) {
  const { t } = useTranslation(['card', 'shortcuts']);
  const target = batchTarget(batch);
  if ('customer' in target) return <span data-testid="batch-target-customer">{target.customer}</span>;
  if ('enterprise' in target) return <span>{t('card.batch.enterpriseOwned')}</span>;
  return <span>{target.stateKey ? t(target.stateKey) : t('dataList.none')}</span>;
}
