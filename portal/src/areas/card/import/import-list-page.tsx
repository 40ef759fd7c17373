import { jobViews } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { navigate } from '../../../app/services';
import { jobListDeclaration } from '../../../components/job-page';
import type { ListContext, ListDeclaration, ListDialogProps } from '../../../components/list-page';
import { ListPage } from '../../../components/list-page';
import ImportDialog from './import-dialog';
import { type CardImport, type ImportKind, importDetailPath } from './import-model';

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
 * /card/import-info/list: the imports of the caller's scope (the contract's import job view) with
 * their kind, the "Import cards" dialog for platform users and the "Import dual-SIM pairs" dialog for
 * 2100001 holders.
 */
export const importList: ListDeclaration<CardImport> = jobListDeclaration<CardImport>({
  view: jobViews.cardImport,
  ns: 'card.import',
  testId: 'import',
  title: 'card.import.listTitle',
  subtitle: 'card.import.listSubtitle',
  columns: {
    fileName: { className: 'max-w-56 truncate' },
    kind: {
      header: 'card.import.kind.label',
      className: 'whitespace-nowrap',
      cell: (i, { t }) => <span data-testid={`import-kind-${i.importId}`}>{t(`card.import.kind.${i.kind ?? 'cards'}`)}</span>,
    },
  },
  detail: (i, ctx) => importDetailPath(i, isPlatform(ctx)),
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
});

export default function ImportListPage() {
  return <ListPage declaration={importList} />;
}
