import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { navigate } from '../../../app/services';
import { statusTone } from '../../../components/card-batch/batch-model';
import { ProgressBar } from '../../../components/card-batch/batch-progress';
import type { ListContext, ListDeclaration, ListDialogProps } from '../../../components/list-page';
import { ListPage, enumFilter } from '../../../components/list-page';
import ImportDialog from './import-dialog';
import { type CardImport, IMPORT_STATUSES, type ImportKind, importDetailPath } from './import-model';
import { IMPORT_LIST } from './use-imports';

/** Importing cards (docs/decisions.md "Cards: imports"): platform roles only. */
const IMPORT_CODE = featureCodes.cardImport;
/** Dual-SIM imports (docs/decisions.md "Cards: dual-SIM import"): whoever may pair, for their own enterprise. */
const DSIM_CODE = featureCodes.dsimEdit;
const isPlatform = (ctx: ListContext) => ctx.scope.platform;
const canImport = (ctx: ListContext) => isPlatform(ctx) && ctx.session.permissions.includes(IMPORT_CODE);

/** The import dialog of one kind; once started, the list is re-read and the new import opens. */
const importDialog = (kind: ImportKind) =>
  function StartImport({ ctx, close }: ListDialogProps<CardImport>) {
    const platform = isPlatform(ctx);
    return (
      <ImportDialog
        open
        kind={kind}
        platform={platform}
        onClose={close}
        onStarted={(batchId, channelCustId) => {
          close();
          ctx.reload();
          navigate(importDetailPath({ importId: batchId, channelCustId, kind }, platform));
        }}
      />
    );
  };

/**
 * /card/import-info/list: the imports of the caller's scope with their kind, the "Import cards" dialog
 * for platform users and the "Import dual-SIM pairs" dialog for 2100001 holders.
 */
export const importList: ListDeclaration<CardImport> = {
  title: 'card.import.listTitle',
  subtitle: 'card.import.listSubtitle',
  source: IMPORT_LIST,
  rowKey: (i) => i.importId,
  // Running imports move on their own: the list re-reads while one is in process.
  unsettled: (i) => i.status === 'processing',
  filters: [
    enumFilter('status', 'card.import.fields.status', IMPORT_STATUSES, 'card.import.status', {
      width: 'w-44',
      testId: 'import-filter-status',
    }),
  ],
  columns: [
    { key: 'createdAt', header: 'card.import.fields.createdAt', format: 'dateTime' },
    { key: 'fileName', header: 'card.import.fields.fileName', className: 'max-w-56 truncate' },
    {
      key: 'kind',
      header: 'card.import.kind.label',
      className: 'whitespace-nowrap',
      cell: (i, { t }) => <span data-testid={`import-kind-${i.importId}`}>{t(`card.import.kind.${i.kind ?? 'cards'}`)}</span>,
    },
    { key: 'channelCustId', header: 'card.import.fields.enterprise', visible: isPlatform },
    {
      key: 'counts',
      header: 'card.import.fields.counts',
      className: 'tabular-nums whitespace-nowrap',
      cell: (i) => (
        <span>
          {i.total} / <span className="text-emerald-700">{i.succeeded}</span> / <span className="text-red-600">{i.failed}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: 'card.import.fields.status',
      cell: (i, { t }) => (
        <div className="flex min-w-32 flex-col gap-1">
          <span data-testid={`import-status-${i.importId}`} data-status={i.status}>
            <StateBadge tone={statusTone(i.status)}>{t(`card.import.status.${i.status}`)}</StateBadge>
          </span>
          {i.status === 'processing' && <ProgressBar percent={i.progress} />}
        </div>
      ),
    },
    { key: 'createdBy', header: 'card.import.fields.createdBy' },
  ],
  rowActions: [
    {
      id: 'view',
      label: 'card.import.view',
      to: (i, ctx) => importDetailPath(i, isPlatform(ctx)),
      testId: (i) => `import-view-${i.importId}`,
    },
  ],
  headerActions: [
    {
      id: 'dsim',
      label: 'card.import.dsim.newImport',
      permission: DSIM_CODE,
      visible: ({ session }) => session.roleId !== '5000',
      variant: (ctx) => (canImport(ctx) ? 'secondary' : 'primary'),
      open: 'dsim',
      testId: 'import-new-dsim',
    },
    { id: 'cards', label: 'card.import.newImport', visible: canImport, open: 'cards', testId: 'import-new' },
  ],
  dialogs: { cards: importDialog('cards'), dsim: importDialog('dsim') },
  testIds: { table: 'import-table' },
};

export default function ImportListPage() {
  return <ListPage declaration={importList} />;
}
