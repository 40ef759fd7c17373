import { Button, Dialog, Panel, cn, useNotify } from '@cmp/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { api } from '../../app/services';
import { type ApiError, isApiError, routeKey } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { PageHeader } from '../data-list';
import { messageOf } from '../detail-page/detail-model';
import { LoadFailure, LoadingPanels } from '../detail-page/detail-page';
import { PickEnterpriseFirst, useTenantScope } from '../tenant-scope';
import type { ConfirmationDeclaration, FieldProblem, FormContext, FormDeclaration } from './declaration';
import { FieldGrid } from './field-control';
import { draftProblems, problemText, serverProblem } from './form-model';

/**
 * A declared form screen: the record loaded into a draft (or a new one), sections of fields that
 * check the spec §5 rules on Save, the submit with the server's refusal shown under its field, a
 * confirmation when the server asks for one, and where to go once saved.
 */
export function FormPage<D extends object, R = unknown, X = unknown>({ declaration }: { declaration: FormDeclaration<D, R, X> }) {
  const { t } = useTranslation(declaration.namespaces);
  const notify = useNotify();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { load, submit } = declaration;
  const loadBody = load?.request({ params, search, session }) ?? null;
  const creating = loadBody === null;
  const scoped = declaration.scope === 'enterprise';
  const scope = useTenantScope(scoped ? { byId: !creating } : { directory: false });
  const ready = !scoped || scope.ready;
  const existing = useSWR<R, ApiError>(
    load && loadBody && ready ? routeKey(load.source as never, { ...loadBody, ...(scoped ? scope.body : {}) } as never) : null,
  );
  const data = declaration.useData?.() as X;
  const base = { t, session, scope, params, search };
  const [draft, setDraft] = useState<D | null>(() => (creating ? declaration.initial(base) : null));
  // The record the draft was made from; after a save that stays on the page, the next answer refills it.
  const [source, setSource] = useState<{ record?: R; refill: boolean }>({ refill: false });
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState<{ confirmation: ConfirmationDeclaration; body: Record<string, unknown> } | null>(null);

  const record = existing.data;
  if (load && record && record !== source.record && (draft === null || source.refill)) {
    setSource({ record, refill: false });
    setDraft(load.toDraft(record));
  }

  const ctx: FormContext<R, X> = { ...base, creating, record, data, reload: () => void existing.mutate() };
  const readOnly = declaration.readOnly?.(ctx) ?? false;

  const set = (name: string, value: unknown) => {
    setDraft((d) => {
      if (!d) return d;
      const next = { ...d, [name]: value } as D;
      return declaration.normalize ? declaration.normalize(next, d) : next;
    });
    setProblems(({ [name]: _, ...rest }) => rest);
  };

  const send = async (body: Record<string, unknown>) => {
    if (!draft) return;
    setSaving(true);
    try {
      const route = typeof submit.route === 'function' ? submit.route(draft, ctx) : submit.route;
      const answer = await api.call(route as never, body as never, { silent: true });
      notify({ type: 'success', title: t(submit.done) });
      const to = submit.goTo(answer as never, draft, ctx);
      if (to) navigate(to, { replace: true });
      else {
        setSource((s) => ({ ...s, refill: true }));
        void existing.mutate();
      }
    } catch (error) {
      const confirmation = isApiError(error)
        ? declaration.confirmations?.find((c) => c.errorCode === error.errorCode)
        : undefined;
      if (confirmation) {
        setAsking({ confirmation, body });
        return;
      }
      const placed = serverProblem(declaration, error, draft, ctx);
      if (placed) setProblems((p) => ({ ...p, [placed.field]: placed.problem }));
      else notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(error) ? error.msg : String(error) });
    } finally {
      setSaving(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || readOnly) return;
    const found = draftProblems(declaration, draft, ctx);
    setProblems(found);
    if (Object.keys(found).length) {
      if (declaration.invalidNotice) notify({ type: 'error', title: t(declaration.invalidNotice) });
      return;
    }
    void send(submit.body(draft, ctx));
  };

  const cancel = () => {
    const to = declaration.cancel?.(ctx);
    if (to) navigate(to);
    else navigate(-1);
  };
  const back = declaration.back?.(ctx);
  const actions = (declaration.actions ?? []).filter((a) => !a.visible || a.visible(ctx));
  const grid = declaration.layout === 'grid';
  const Aside = declaration.aside;

  let content: ReactNode;
  if (!ready) content = <PickEnterpriseFirst />;
  else if (existing.error)
    content = <LoadFailure error={existing.error} notFound={load?.notFound ?? ''} retry={() => void existing.mutate()} />;
  else if (!draft) content = <LoadingPanels />;
  else {
    const form = (
      <form noValidate onSubmit={save} className="min-w-0 space-y-5" data-testid={declaration.testId}>
        <fieldset
          disabled={readOnly}
          className={grid && !Aside ? 'grid min-w-0 grid-cols-1 gap-5 xl:grid-cols-2' : 'min-w-0 space-y-5'}
        >
          {declaration.sections
            .filter((s) => !s.visible || s.visible(draft, ctx))
            .map((section) => {
              const title =
                section.title === undefined
                  ? undefined
                  : typeof section.title === 'string'
                    ? t(section.title)
                    : section.title(draft, ctx);
              return (
                <Panel
                  key={section.id}
                  title={title}
                  description={section.description && t(section.description)}
                  className={grid && !Aside && section.wide ? 'xl:col-span-2' : undefined}
                  data-testid={section.testId}
                >
                  <FieldGrid
                    fields={section.fields}
                    draft={draft}
                    ctx={ctx}
                    problems={problems}
                    columns={section.columns}
                    readOnly={readOnly}
                    set={set}
                  />
                </Panel>
              );
            })}
        </fieldset>
        {!readOnly && (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={cancel} disabled={saving}>
              {t('dataList.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid={declaration.saveTestId}>
              {t('dataList.save')}
            </Button>
          </div>
        )}
      </form>
    );
    content = Aside ? (
      <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
        {form}
        <Aside ctx={ctx} />
      </div>
    ) : (
      form
    );
  }

  return (
    <div className="space-y-5">
      <PageHeader
        title={t(...messageOf(declaration.title, ctx))}
        subtitle={declaration.subtitle?.(ctx) || undefined}
        actions={
          (back || actions.length > 0) && (
            <>
              {back && (
                <Button variant="secondary" onClick={() => navigate(back)}>
                  {t('dataList.back')}
                </Button>
              )}
              {actions.map((a) => (
                <Button key={a.id} variant={a.variant ?? 'secondary'} onClick={() => navigate(a.to(ctx))} data-testid={a.testId}>
                  {t(a.label)}
                </Button>
              ))}
            </>
          )
        }
      />
      {content}
      {asking && (
        <Dialog
          open
          onClose={() => setAsking(null)}
          title={t(asking.confirmation.title)}
          description={asking.confirmation.description && t(asking.confirmation.description)}
          confirmLabel={t(asking.confirmation.confirmLabel)}
          cancelLabel={t('dataList.cancel')}
          loading={saving}
          onConfirm={() => {
            const { confirmation, body } = asking;
            setAsking(null);
            void send(confirmation.body(body));
          }}
          data-testid={asking.confirmation.testId}
        />
      )}
    </div>
  );
}
