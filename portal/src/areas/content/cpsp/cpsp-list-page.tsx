import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-page';
import { type ListDeclaration, type ListDialogProps, ListPage } from '../../../components/list-page';
import { useSession } from '../../../lib/use-session';
import { type ContentProvider, type ContentSyncRun, runSync } from '../shared/content-model';

const k = (key: string) => `content.cpsp.${key}`;

/**
 * /content/cpsp/list (rights management): the content providers (CP/SP) with their products on sale
 * and their last sync; for the platform (12050001) the sync runs, newest first, and a sync by hand
 * (confirmed; a run that reached no provider says so per provider).
 */
const providerList: ListDeclaration<ContentProvider> = {
  texts: 'content.cpsp',
  source: 'content.providerList',
  paged: false,
  rows: (answer: ContentProvider[]) => answer,
  localized: true,
  rowKey: 'providerId',
  columns: [
    {
      key: 'providerName',
      below: (p) => <span className="block font-mono text-xs text-slate-500">{p.providerId}</span>,
    },
    { key: 'kind', enumLabel: 'content.cpsp.kinds' },
    {
      key: 'productCount',
      format: 'count',
      align: 'end',
      link: (p) => `/content/product/list?providerId=${encodeURIComponent(p.providerId)}`,
    },
    { key: 'lastSyncAt', format: 'dateTime' },
    {
      key: 'reachable',
      cell: (p, { t }) => (
        <StateBadge tone={p.reachable ? 'green' : 'amber'}>{t(k(`reachable.${p.reachable ? 'yes' : 'no'}`))}</StateBadge>
      ),
    },
  ],
  emptyTitle: k('empty'),
  testIds: { table: 'content-provider-table' },
};

const runList: ListDeclaration<ContentSyncRun> = {
  title: k('runs.title'),
  heading: k('runs.title'),
  texts: 'content.cpsp.runs',
  source: 'content.syncList',
  localized: true,
  rowKey: 'runId',
  columns: [
    { key: 'runId', format: 'code' },
    {
      key: 'trigger',
      enumLabel: 'content.cpsp.runs.triggers',
      below: (r) => (r.trigger === 'manual' ? <span className="block text-xs text-slate-500">{r.startedBy}</span> : null),
    },
    { key: 'state', state: { tones: { done: 'green', running: 'blue', failed: 'red' }, label: 'content.cpsp.runs.states' } },
    { key: 'startedAt', format: 'dateTime' },
    { key: 'added', format: 'count', align: 'end' },
    { key: 'updated', format: 'count', align: 'end' },
    { key: 'withdrawn', format: 'count', align: 'end' },
    {
      key: 'failed',
      align: 'end',
      cell: (r) =>
        r.failed ? (
          <span className="text-amber-700">
            {r.providers
              .filter((p) => p.error)
              .map((p) => p.providerName)
              .join(', ')}
          </span>
        ) : (
          '0'
        ),
    },
  ],
  emptyTitle: k('runs.empty'),
  testIds: { table: 'content-sync-runs' },
};

/** The sync by hand: confirmed, then run; the run's record is added to the runs below. */
function SyncDialog({ close, done }: ListDialogProps<ContentProvider>) {
  const { t } = useTranslation('content');
  return (
    <FormDialog<Record<string, never>>
      namespace="content"
      title={t(k('syncTitle'))}
      intro={<p className="text-sm text-slate-600">{t(k('syncDescription'))}</p>}
      confirmLabel={t(k('syncNow'))}
      initial={{}}
      fields={[]}
      submit={() => runSync()}
      done={() => t(k('syncDone'))}
      onClose={close}
      onDone={done}
      testId="content-sync-dialog"
    />
  );
}

export default function CpspListPage() {
  const session = useSession();
  const [runs, setRuns] = useState(0);
  const declaration = useMemo(
    (): ListDeclaration<ContentProvider> => ({
      ...providerList,
      headerActions: [
        {
          id: 'sync',
          label: k('syncNow'),
          permission: featureCodes.contentSync,
          variant: 'primary',
          testId: 'content-sync-now',
          open: (props) => (
            <SyncDialog
              {...props}
              done={() => {
                props.done();
                setRuns((n) => n + 1);
              }}
            />
          ),
        },
      ],
    }),
    [],
  );
  return (
    <>
      <ListPage declaration={declaration} />
      {session.permissions.includes(featureCodes.contentSync) && (
        <div className="mt-6">
          <ListPage key={runs} embedded declaration={runList} />
        </div>
      )}
    </>
  );
}
