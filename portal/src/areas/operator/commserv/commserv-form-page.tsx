import { Button, EmptyState, Panel, Select, Skeleton, TextField, useNotify } from '@cmp/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { TextAreaField, useRuleText } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import type { RuleResult } from '../../../lib/form-rules';
import {
  COMMSERV_TYPES,
  type CommservDraft,
  type CommservField,
  draftOf,
  emptyCommservDraft,
  toCommservInput,
  validateCommserv,
} from './commserv-model';
import { addCommserv, editCommserv, useCommserv } from './use-commserv';

/** /operator/commserv-list/add and /edit/:commservId: every field of a communication service. */
export default function CommservFormPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const notify = useNotify();
  const ruleText = useRuleText();
  const { commservId } = useParams();
  const creating = !commservId;
  const existing = useCommserv(commservId);
  const [draft, setDraft] = useState<CommservDraft | null>(creating ? emptyCommservDraft() : null);
  const [errors, setErrors] = useState<Partial<Record<CommservField, RuleResult | { key: string }>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (existing.data && !draft) setDraft(draftOf(existing.data));
  }, [existing.data, draft]);

  const set = <K extends CommservField>(key: K, value: CommservDraft[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found = validateCommserv(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const input = toCommservInput(draft);
      const saved = creating ? await addCommserv(input) : await editCommserv({ commservId, ...input });
      notify({ type: 'success', title: t('operator.commserv.saved') });
      navigate(`/operator/commserv-list/detail/${saved.commservId}`, { replace: true });
    } catch (error) {
      const msg = isApiError(error) ? error.msg : String(error);
      const field = isApiError(error) ? error.field : undefined;
      const target = field?.startsWith('qos') ? 'uplinkKbps' : field;
      if (target && draft && target in draft) setErrors((e) => ({ ...e, [target]: { key: msg } }));
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };

  const f = (k: string) => t(`operator.commserv.fields.${k}`);
  const err = (k: CommservField) => ruleText(errors[k] as RuleResult | undefined);
  const yesNo = [
    { value: 'yes' as const, label: t('operator.commserv.yes') },
    { value: 'no' as const, label: t('operator.commserv.no') },
  ];
  const title = t(creating ? 'operator.commserv.menu.add' : 'operator.commserv.menu.edit');

  return (
    <div className="space-y-5">
      <PageHeader title={title} subtitle={existing.data ? `${existing.data.name} · ${existing.data.commservId}` : undefined} />
      {existing.error ? (
        <EmptyState
          data-testid="load-error"
          title={existing.error.status === 404 ? t('operator.commserv.notFound') : t('dataList.loadFailed')}
          description={existing.error.msg}
        />
      ) : !draft ? (
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only">{t('dataList.loading')}</span>
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5" data-testid="commserv-form">
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <Panel title={t('operator.commserv.sections.basic')}>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField
                  label={f('name')}
                  value={draft.name}
                  onChange={(e) => set('name', e.target.value)}
                  error={err('name')}
                  data-testid="commserv-name"
                />
                <Select
                  label={f('type')}
                  options={COMMSERV_TYPES.map((v) => ({ value: v, label: t(`operator.commserv.type.${v}`) }))}
                  value={draft.type}
                  onChange={(v) => set('type', v)}
                  data-testid="commserv-type"
                />
                <TextField
                  label={f('priority')}
                  inputMode="numeric"
                  value={draft.priority}
                  onChange={(e) => set('priority', e.target.value)}
                  error={err('priority')}
                  data-testid="commserv-priority"
                />
                <Select
                  label={f('directional')}
                  options={yesNo}
                  value={draft.directional}
                  onChange={(v) => set('directional', v)}
                />
              </div>
            </Panel>
            <Panel title={t('operator.commserv.sections.policy')}>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Select
                  label={f('qosEnabled')}
                  options={yesNo}
                  value={draft.qosEnabled}
                  onChange={(v) => set('qosEnabled', v)}
                  data-testid="commserv-qos"
                />
                <div />
                {draft.qosEnabled === 'yes' && (
                  <>
                    <TextField
                      label={f('uplinkKbps')}
                      inputMode="numeric"
                      value={draft.uplinkKbps}
                      onChange={(e) => set('uplinkKbps', e.target.value)}
                      error={err('uplinkKbps')}
                    />
                    <TextField
                      label={f('downlinkKbps')}
                      inputMode="numeric"
                      value={draft.downlinkKbps}
                      onChange={(e) => set('downlinkKbps', e.target.value)}
                      error={err('downlinkKbps')}
                    />
                  </>
                )}
                <TextField
                  className="sm:col-span-2"
                  label={f('redirect')}
                  hint={t('operator.commserv.hints.redirect')}
                  value={draft.redirect}
                  onChange={(e) => set('redirect', e.target.value)}
                  error={err('redirect')}
                  data-testid="commserv-redirect"
                />
              </div>
            </Panel>
            <Panel title={t('operator.commserv.sections.lists')} className="xl:col-span-2">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextAreaField
                  label={f('domains')}
                  hint={t('operator.commserv.hints.domains')}
                  rows={5}
                  value={draft.domains}
                  onChange={(v) => set('domains', v)}
                  error={err('domains')}
                  data-testid="commserv-domains"
                />
                <TextAreaField
                  label={f('whitelist')}
                  hint={t('operator.commserv.hints.whitelist')}
                  rows={5}
                  value={draft.whitelist}
                  onChange={(v) => set('whitelist', v)}
                  error={err('whitelist')}
                  data-testid="commserv-whitelist"
                />
              </div>
            </Panel>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate(-1)} disabled={saving}>
              {t('dataList.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="commserv-save">
              {t('dataList.save')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
