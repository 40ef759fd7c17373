import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, StateBadge, type TableColumn } from '@cmp/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { statusTone } from '../batch/batch-model';
import { ProgressBar } from '../batch/batch-progress';
import ImportDialog from './import-dialog';
import { type CardImport, IMPORT_STATUSES, type ImportKind, type ImportStatus, importDetailPath } from './import-model';
import { IMPORT_LIST } from './use-imports';

interface Filters extends Record<string, unknown> {
  status: ImportStatus | '';
}

const PLATFORM_ROLES = ['1000', '2000'];
/** Importing cards (docs/decisions.md "Cards: imports"): platform roles only. */
const IMPORT_CODE = featureCodes.cardImport;
/** Dual-SIM imports (docs/decisions.md "Cards: dual-SIM import"): whoever may pair, for their own enterprise. */
const DSIM_CODE = featureCodes.dsimEdit;

/**
 * /card/import-info/list: the imports of the caller's scope with their kind, the "Import cards" dialog
 * for platform users and the "Import dual-SIM pairs" dialog for 2100001 holders.
 */
export default function ImportListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleId, permissions } = useSession();
  const platform = PLATFORM_ROLES.includes(roleId ?? '');
  const canImport = platform && permissions.includes(IMPORT_CODE);
  const canImportDsim = roleId !== '5000' && permissions.includes(DSIM_CODE);
  const initial: Filters = { status: '' };
  const list = useCursorList<CardImport, Filters>(IMPORT_LIST, initial);
  const [draft, setDraft] = useState(initial);
  const [dialog, setDialog] = useState<ImportKind | null>(null);
  const running = list.items.some((i) => i.status === 'processing');
  const reload = useRef(list.reload);
  reload.current = list.reload;

  // Running imports move on their own: refresh the page while any is in process.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => reload.current(), 3000);
    return () => clearInterval(timer);
  }, [running]);

  const columns: TableColumn<CardImport>[] = [
    {
      key: 'createdAt',
      header: t('cardImport.fields.createdAt'),
      cell: (i) => formatDateTime(i.createdAt),
      className: 'whitespace-nowrap tabular-nums',
    },
    { key: 'fileName', header: t('cardImport.fields.fileName'), className: 'max-w-56 truncate' },
    {
      key: 'kind',
      header: t('cardImport.kind.label'),
      className: 'whitespace-nowrap',
      cell: (i) => <span data-testid={`import-kind-${i.importId}`}>{t(`cardImport.kind.${i.kind ?? 'cards'}`)}</span>,
    },
    ...(platform ? [{ key: 'channelCustId', header: t('cardImport.fields.enterprise') } satisfies TableColumn<CardImport>] : []),
    {
      key: 'counts',
      header: t('cardImport.fields.counts'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (i) => (
        <span>
          {i.total} / <span className="text-emerald-700">{i.succeeded}</span> / <span className="text-red-600">{i.failed}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('cardImport.fields.status'),
      cell: (i) => (
        <div className="flex min-w-32 flex-col gap-1">
          <span data-testid={`import-status-${i.importId}`} data-status={i.status}>
            <StateBadge tone={statusTone(i.status)}>{t(`cardImport.status.${i.status}`)}</StateBadge>
          </span>
          {i.status === 'processing' && <ProgressBar percent={i.progress} />}
        </div>
      ),
    },
    { key: 'createdBy', header: t('cardImport.fields.createdBy') },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (i) => (
        <Link
          to={importDetailPath(i, platform)}
          data-testid={`import-view-${i.importId}`}
          className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('cardImport.view')}
        </Link>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cardImport.listTitle')}
        subtitle={t('cardImport.listSubtitle')}
        actions={
          (canImport || canImportDsim) && (
            <div className="flex gap-2">
              {canImportDsim && (
                <Button
                  variant={canImport ? 'secondary' : 'primary'}
                  onClick={() => setDialog('dsim')}
                  data-testid="import-new-dsim"
                >
                  {t('cardImport.dsim.newImport')}
                </Button>
              )}
              {canImport && (
                <Button onClick={() => setDialog('cards')} data-testid="import-new">
                  {t('cardImport.newImport')}
                </Button>
              )}
            </div>
          )
        }
      />
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <Select
          className="w-44"
          label={t('cardImport.fields.status')}
          options={[
            { value: '' as const, label: t('cardImport.any') },
            ...IMPORT_STATUSES.map((s) => ({ value: s, label: t(`cardImport.status.${s}`) })),
          ]}
          value={draft.status}
          onChange={(status) => setDraft({ status })}
          data-testid="import-filter-status"
        />
      </FilterBar>
      <ListTable
        caption={t('cardImport.listTitle')}
        columns={columns}
        list={list}
        rowKey={(i) => i.importId}
        data-testid="import-table"
      />
      {(canImport || canImportDsim) && (
        <ImportDialog
          key={dialog ?? 'closed'}
          open={dialog !== null}
          kind={dialog ?? 'cards'}
          platform={platform}
          onClose={() => setDialog(null)}
          onStarted={(batchId, channelCustId) => {
            const kind = dialog ?? 'cards';
            setDialog(null);
            // Refetch now (past SWR's deduping window), so coming back lists the new import.
            list.reload();
            navigate(importDetailPath({ importId: batchId, channelCustId, kind }, platform));
          }}
        />
      )}
    </div>
  );
}
