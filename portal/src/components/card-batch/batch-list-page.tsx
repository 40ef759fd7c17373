import { featureCodes } from '@cmp/functions/platform/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type ListContext, type ListDeclaration, ListPage, enumFilter } from '../list-page';
import {
  BATCH_STATUSES,
  BATCH_TYPES,
  type Batch,
  type BatchType,
  batchDetailPath,
  batchTarget,
  isBatchType,
} from './batch-model';
import { BatchStatusCell } from './batch-progress';
import { BATCH_LIST } from './use-batches';

const isPlatform = (ctx: ListContext) => ctx.scope.platform;
const baseOf = (ctx: ListContext) => (ctx.pathname.startsWith('/shortcuts') ? 'shortcuts' : 'card');

/**
 * The batch list, optionally of one type (the `:type?` route parameter, or a page of one kind such
 * as data recovery, which brings its own title, header actions and dialogs).
 */
export function batchDeclaration(type?: BatchType, own: Partial<ListDeclaration<Batch>> = {}): ListDeclaration<Batch> {
  return {
    title: 'card.batch.listTitle',
    subtitle: 'card.batch.listSubtitle',
    source: BATCH_LIST,
    fixed: () => (type ? { type } : {}),
    rowKey: (b) => b.batchId,
    // Running batches move on their own: the list re-reads while one is in process.
    unsettled: (b) => b.status === 'processing',
    filters: [
      enumFilter('status', 'card.batch.fields.status', BATCH_STATUSES, 'card.batch.status', {
        width: 'w-44',
        testId: 'batch-filter-status',
      }),
      ...(type
        ? []
        : [enumFilter('type', 'card.batch.fields.type', BATCH_TYPES, 'card.batch.type', { testId: 'batch-filter-type' })]),
    ],
    columns: [
      { key: 'createdAt', header: 'card.batch.fields.createdAt', format: 'dateTime' },
      { key: 'channelCustId', header: 'card.batch.fields.enterprise', visible: isPlatform },
      { key: 'type', header: 'card.batch.fields.type', enumLabel: 'card.batch.type' },
      { key: 'target', header: 'card.batch.fields.target', cell: (b) => <TargetCell batch={b} /> },
      {
        key: 'counts',
        header: 'card.batch.fields.counts',
        className: 'tabular-nums whitespace-nowrap',
        cell: (b) => (
          <span>
            {b.total} / <span className="text-emerald-700">{b.succeeded}</span> / <span className="text-red-600">{b.failed}</span>
          </span>
        ),
      },
      { key: 'status', header: 'card.batch.fields.status', cell: (b) => <BatchStatusCell batch={b} /> },
      { key: 'createdBy', header: 'card.batch.fields.createdBy' },
    ],
    rowActions: [
      {
        id: 'view',
        label: 'card.batch.view',
        to: (b, ctx) => batchDetailPath(baseOf(ctx), b, isPlatform(ctx)),
        testId: (b) => `batch-view-${b.batchId}`,
      },
    ],
    headerActions: [
      {
        id: 'new',
        label: 'card.batch.newBatch',
        permission: featureCodes.cardChangeStatus,
        to: () => '/card/batchoperate/shortcuts',
        testId: 'batch-new',
      },
    ],
    testIds: { table: 'batch-table' },
    ...own,
  };
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
