import { Button, EmptyState, Panel, Select, Skeleton, TextField, useNotify } from '@cmp/ui-kit';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { PageHeader } from '../../../components/data-list';
import { TextAreaField } from '../../../components/form-fields';
import { PickEnterpriseFirst, useTenantScope } from '../../../components/tenant-scope';
import { type ApiError, isApiError } from '../../../lib/api';
import { LabelChip } from '../shared/label-chip';
import { LABEL_COLORS, LABEL_DESCRIPTION_MAX, type Label, type LabelColor, labelNameError } from '../shared/label-model';
import { AttachCardsPanel } from './attach-cards-panel';
import { LABEL_DETAIL, saveLabel } from './label-api';

interface Draft {
  name: string;
  color: LabelColor;
  description: string;
}

/**
 * /card/label/edit/:labelId: creates a label when labelId is `new`, else edits it; once saved,
 * cards are added by pasting ICCIDs.
 */
export default function LabelEditPage() {
  const { t } = useTranslation('card');
  const navigate = useNavigate();
  const notify = useNotify();
  const { labelId = 'new' } = useParams();
  const creating = labelId === 'new';
  // A new label needs its enterprise; an existing one is found by its id (deep link).
  const scope = useTenantScope({ byId: !creating });
  const body = { labelId, ...scope.body };
  const existing = useSWR<Label, ApiError>(!creating && scope.ready ? [LABEL_DETAIL, body] : null);
  const [draft, setDraft] = useState<Draft>({ name: '', color: 'blue', description: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (existing.data) {
      setDraft({ name: existing.data.name, color: existing.data.color, description: existing.data.description });
    }
  }, [existing.data]);

  const save = async () => {
    const nameProblem = labelNameError(draft.name);
    const next = {
      name: nameProblem ? t(nameProblem) : undefined,
      description: draft.description.length > LABEL_DESCRIPTION_MAX ? t('card.label.rules.descriptionTooLong') : undefined,
    };
    setErrors(next);
    if (next.name || next.description) return;
    setSaving(true);
    try {
      const saved = await saveLabel({ ...scope.body, ...(creating ? {} : { labelId }), ...draft });
      notify({ type: 'success', title: t('dataList.saved') });
      if (creating) navigate(`/card/label/edit/${saved.labelId}${scope.query}`, { replace: true });
      else void existing.mutate(saved, { revalidate: false });
    } catch (e) {
      if (isApiError(e) && (e.field === 'name' || e.field === 'color' || e.field === 'description')) {
        setErrors({ [e.field]: e.msg });
      } else {
        notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
      }
    } finally {
      setSaving(false);
    }
  };

  const title = creating ? t('card.label.newTitle') : t('card.label.editTitle', { name: existing.data?.name ?? '' });
  let content: ReactNode;
  if (!scope.ready) content = <PickEnterpriseFirst />;
  else if (existing.error)
    content = (
      <EmptyState
        title={existing.error.status === 404 ? t('card.label.notFound') : t('common.loadFailed')}
        description={existing.error.status === 404 ? undefined : existing.error.msg}
        data-testid="load-error"
      />
    );
  else if (!creating && !existing.data)
    content = (
      <Panel aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton lines={4} />
      </Panel>
    );
  else
    content = (
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <Panel title={creating ? t('card.label.newTitle') : t('card.label.menu.edit')}>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextField
              label={t('card.label.fields.name')}
              hint={t('card.label.nameHint')}
              value={draft.name}
              maxLength={60}
              error={errors.name}
              onChange={(e) => {
                setDraft({ ...draft, name: e.target.value });
                setErrors({ ...errors, name: undefined });
              }}
              data-testid="label-name"
            />
            <Select
              label={t('card.label.fields.color')}
              options={LABEL_COLORS.map((c) => ({
                value: c,
                label: <LabelChip name={t(`card.label.colors.${c}`)} color={c} />,
              }))}
              value={draft.color}
              onChange={(color) => setDraft({ ...draft, color })}
              data-testid="label-color"
            />
            <TextAreaField
              label={t('card.label.fields.description')}
              value={draft.description}
              maxLength={LABEL_DESCRIPTION_MAX}
              error={errors.description}
              onChange={(description) => setDraft({ ...draft, description })}
              data-testid="label-description"
            />
            <div className="flex gap-2">
              <Button type="submit" loading={saving} data-testid="label-save">
                {t('dataList.save')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => navigate(`/card/label/list${scope.queryOf(existing.data?.channelCustId)}`)}
              >
                {t('dataList.cancel')}
              </Button>
            </div>
          </form>
        </Panel>
        {creating ? (
          <Panel title={t('card.label.attach.title')}>
            <p className="text-sm text-slate-500">{t('card.label.attach.saveFirst')}</p>
          </Panel>
        ) : (
          <AttachCardsPanel labelId={labelId} scopeBody={scope.body} onDone={() => void existing.mutate()} />
        )}
      </div>
    );

  return (
    <div className="space-y-5">
      <PageHeader
        title={title}
        actions={
          !creating && (
            <Button
              variant="secondary"
              onClick={() => navigate(`/card/label/detail/${labelId}${scope.queryOf(existing.data?.channelCustId)}`)}
              data-testid="label-view"
            >
              {t('card.label.view')}
            </Button>
          )
        }
      />
      {content}
    </div>
  );
}
