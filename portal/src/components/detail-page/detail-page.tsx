import {
  Button,
  ConfirmAction,
  DescriptionList,
  EmptyState,
  Panel,
  Skeleton,
  StateBadge,
  cn,
  toneOf,
  useNotify,
} from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { type ApiError, isApiError, routeKey } from '../../lib/api';
import { EMPTY, isEmpty } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { PageHeader } from '../data-list';
import { useTenantScope } from '../tenant-scope';
import type {
  DetailActionDeclaration,
  DetailContext,
  DetailDeclaration,
  DetailFieldDeclaration,
  DetailSectionDeclaration,
} from './declaration';
import { detailRequest, fieldLabel, fieldText, messageOf, rawValue, visibleDetailActions, visibleSections } from './detail-model';

const describeError = (e: unknown) => (isApiError(e) ? e.msg : String(e));

function FieldValue<T>({ field, record, ctx }: { field: DetailFieldDeclaration<T>; record: T; ctx: DetailContext }) {
  let content: ReactNode;
  if (field.render) {
    const rendered = field.render(record, ctx);
    content = rendered === null || rendered === undefined || rendered === '' ? EMPTY : rendered;
  } else if (field.state) {
    const value = rawValue(field, record, ctx);
    content = isEmpty(value) ? (
      EMPTY
    ) : (
      <StateBadge tone={toneOf(field.state.tones, value as string)} data-testid={field.state.testId}>
        {fieldText(field, record, ctx)}
      </StateBadge>
    );
  } else content = fieldText(field, record, ctx);
  if (field.link)
    content = (
      <Link to={field.link(record, ctx)} className="font-medium text-brand-700 hover:underline">
        {content}
      </Link>
    );
  return field.testId ? <span data-testid={field.testId}>{content}</span> : <>{content}</>;
}

export interface DetailFieldsProps<T> {
  fields: readonly DetailFieldDeclaration<T>[];
  record: T;
  ctx: DetailContext;
  /** Label/value pairs per row on wide screens (default 2). */
  columns?: 1 | 2 | 3 | 4;
}

/** Declared fields of a record as label/value pairs (the ones the record and session show). */
export function DetailFields<T>({ fields, record, ctx, columns = 2 }: DetailFieldsProps<T>) {
  const shown = fields.filter((f) => !f.visible || f.visible(record, ctx));
  return (
    <DescriptionList
      columns={columns}
      sections={[
        {
          key: 'fields',
          items: shown.map((field) => ({
            key: field.key,
            label: fieldLabel(field, record, ctx),
            value: <FieldValue field={field} record={record} ctx={ctx} />,
            code: field.format === 'code',
            wide: field.wide,
          })),
        },
      ]}
    />
  );
}

/**
 * The context of declared fields and sections on a page that is not a declared detail page (a
 * tabbed card detail): texts, session, the URL and a scope that reads no directory.
 */
export function useDetailContext(reload: () => void = () => undefined): DetailContext {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const scope = useTenantScope({ directory: false });
  return { t, session, scope, params, search, reload, open: () => undefined, navigate: (to) => navigate(to) };
}

export interface DetailSectionsProps<T> {
  sections: readonly DetailSectionDeclaration<T>[];
  record: T;
  ctx: DetailContext;
  layout?: 'stack' | 'grid';
  className?: string;
  'data-testid'?: string;
}

/** Declared sections of a record, each a panel of label/value pairs (and its own content); also for pages that are not all declared. */
export function DetailSections<T>({ sections, record, ctx, layout = 'stack', className, ...rest }: DetailSectionsProps<T>) {
  const grid = layout === 'grid';
  return (
    <div
      className={cn(grid ? 'grid grid-cols-1 gap-5 xl:grid-cols-2' : 'space-y-5', className)}
      data-testid={rest['data-testid']}
    >
      {visibleSections(sections, record, ctx).map((section) => {
        const Content = section.content;
        const title =
          section.title === undefined
            ? undefined
            : typeof section.title === 'string'
              ? ctx.t(section.title)
              : section.title(record, ctx);
        return (
          <Panel
            key={section.id}
            title={title}
            description={section.description && ctx.t(section.description)}
            className={grid && section.wide ? 'xl:col-span-2' : undefined}
            data-testid={section.testId}
          >
            <div className="space-y-4">
              {section.fields.length > 0 && (
                <DetailFields fields={section.fields} record={record} ctx={ctx} columns={section.columns} />
              )}
              {Content && <Content record={record} ctx={ctx} />}
            </div>
          </Panel>
        );
      })}
    </div>
  );
}

/** While a record loads: a skeleton named for assistive technology. */
export function LoadingPanels() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('dataList.loading')}</span>
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}

/** A record that cannot be shown: the declared not-found text on 404, else the failure with Retry. */
export function LoadFailure({
  error,
  notFound,
  notFoundTestId = 'load-error',
  retry,
}: { error: ApiError; notFound: string; notFoundTestId?: string; retry: () => void }) {
  const { t } = useTranslation();
  if (error.status === 404) return <EmptyState title={t(notFound)} data-testid={notFoundTestId} />;
  return (
    <EmptyState
      title={t('dataList.loadFailed')}
      description={error.msg}
      data-testid="load-error"
      action={
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('dataList.retry')}
        </Button>
      }
    />
  );
}

function ActionButton<T>({ action, record, ctx }: { action: DetailActionDeclaration<T>; record: T; ctx: DetailContext }) {
  const notify = useNotify();
  const { t } = ctx;
  const label = t(...messageOf(action.label, record));
  const variant = typeof action.variant === 'function' ? action.variant(record) : action.variant;
  const { confirm } = action;
  if (confirm) {
    const run = async () => {
      await confirm.run(record, ctx);
      notify({ type: 'success', title: t(confirm.done ?? 'dataList.saved') });
      ctx.reload();
    };
    return (
      <ConfirmAction
        appearance="button"
        size="md"
        variant={variant ?? 'danger'}
        tone={typeof confirm.tone === 'function' ? confirm.tone(record) : confirm.tone}
        title={t(...messageOf(confirm.title, record))}
        description={confirm.description ? t(...messageOf(confirm.description, record)) : undefined}
        confirmLabel={confirm.confirmLabel ? t(...messageOf(confirm.confirmLabel, record)) : label}
        cancelLabel={t(confirm.cancelLabel ?? 'dataList.cancel')}
        onConfirm={run}
        describeError={describeError}
        data-testid={action.testId}
        data-testid-dialog={confirm.dialogTestId}
      >
        {label}
      </ConfirmAction>
    );
  }
  const click = () => {
    if (action.to) ctx.navigate(action.to(record, ctx));
    else if (action.open) ctx.open(action.open);
  };
  return (
    <Button variant={variant ?? 'secondary'} onClick={click} data-testid={action.testId}>
      {label}
    </Button>
  );
}

/** A declared detail screen: header with Back and the actions, the record's sections, and its states. */
export function DetailPage<T>({ declaration }: { declaration: DetailDeclaration<T> }) {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const scope = useTenantScope(declaration.scope === 'byId' ? { byId: true } : { directory: false });
  const [dialog, setDialog] = useState<string | null>(null);
  const base = { t, session, scope, params, search };
  const body = detailRequest(declaration, base);
  const { refreshInterval } = declaration;
  const detail = useSWR<T, ApiError>(
    body ? routeKey(declaration.source as never, body as never) : null,
    // A new function each render: SWR reschedules its poll when it changes, so polling starts once the record has loaded.
    refreshInterval ? { refreshInterval: (record) => refreshInterval(record) } : undefined,
  );
  const ctx: DetailContext = {
    ...base,
    reload: () => void detail.mutate(),
    open: setDialog,
    navigate: (to, options) => navigate(to, options),
  };
  const record = detail.data;
  const back = declaration.back?.(record, ctx);
  const actions = record ? visibleDetailActions(declaration.actions ?? [], record, ctx) : [];
  const Before = declaration.before;
  const After = declaration.after;
  const Dialog = record && dialog ? declaration.dialogs?.[dialog] : undefined;

  return (
    <div className="space-y-5">
      <PageHeader
        title={record && declaration.heading ? declaration.heading(record, ctx) : t(declaration.title)}
        subtitle={declaration.subtitle?.(record, ctx) || undefined}
        actions={
          (back !== undefined || actions.length > 0) && (
            <>
              {back !== undefined && (
                <Button
                  variant="secondary"
                  onClick={() => (back === -1 ? navigate(-1) : navigate(back))}
                  data-testid={declaration.backTestId}
                >
                  {t(declaration.backLabel ?? 'dataList.back')}
                </Button>
              )}
              {record && actions.map((a) => <ActionButton key={a.id} action={a} record={record} ctx={ctx} />)}
            </>
          )
        }
      />
      {detail.error ? (
        <LoadFailure
          error={detail.error}
          notFound={declaration.notFound}
          notFoundTestId={declaration.notFoundTestId}
          retry={ctx.reload}
        />
      ) : !record ? (
        <LoadingPanels />
      ) : (
        <>
          {Before && <Before record={record} ctx={ctx} />}
          <DetailSections
            sections={declaration.sections}
            record={record}
            ctx={ctx}
            layout={declaration.layout}
            data-testid={declaration.testId}
          />
          {After && <After record={record} ctx={ctx} />}
        </>
      )}
      {record && Dialog && (
        <Dialog
          record={record}
          ctx={ctx}
          close={() => setDialog(null)}
          done={() => {
            setDialog(null);
            ctx.reload();
          }}
        />
      )}
    </div>
  );
}
