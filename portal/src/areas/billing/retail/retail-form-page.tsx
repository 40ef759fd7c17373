import { Button, Dialog, Panel, Select, TextField, Tree, useNotify } from '@cmp/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { PageHeader } from '../../../components/data-list';
import { TextAreaField } from '../../../components/form-fields';
import { type ApiError, isApiError, routeKey } from '../../../lib/api';
import { formatCny } from '../../../lib/format';
import { DetailState } from '../detail-parts';
import { type RetailPlan, validateRetail } from '../plan-model';
import { saveRetail, updateRetail, usePublishedBasics, useRetailPlan } from '../use-plans';

interface Draft {
  retailName: string;
  goodsReleaseId: string;
  retailPrice: string;
  dividend: 'profit' | 'turnover';
  proportion: string;
  taxRate: string;
  remark: string;
  custIds: string[];
}
type Field = keyof Draft;
const empty: Draft = {
  retailName: '',
  goodsReleaseId: '',
  retailPrice: '',
  dividend: 'profit',
  proportion: '0',
  taxRate: '6',
  remark: '',
  custIds: [],
};
const draftOf = (r: RetailPlan): Draft => ({
  retailName: r.retailName,
  goodsReleaseId: r.goodsReleaseId,
  retailPrice: (r.retailPrice / 100).toFixed(2),
  dividend: r.dividend ?? 'profit',
  proportion: String(r.proportion ?? 0),
  taxRate: String(r.taxRate ?? 0),
  remark: r.remark ?? '',
  custIds: r.custIds ?? [],
});
const DUPLICATE_NAME = 44231;

/** /billing/package/addretail and /editretail/:retailId — an enterprise's retail plan on a basic plan published to it. */
export default function RetailFormPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const notify = useNotify();
  const { retailId } = useParams();
  const existing = useRetailPlan(retailId);
  const basics = usePublishedBasics(true);
  const customers = useSWR<{ items: { custId: string | null; name: string }[] }, ApiError>(
    routeKey('customer.list', { pageSize: 100 }),
  );
  const [draft, setDraft] = useState<Draft | null>(retailId ? null : empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [askDuplicate, setAskDuplicate] = useState(false);

  useEffect(() => {
    if (existing.data && !draft) setDraft(draftOf(existing.data));
  }, [existing.data, draft]);

  const basic = basics.data?.items.find((b) => b.goodsReleaseId === draft?.goodsReleaseId) ?? existing.data?.basic ?? undefined;
  const set = <K extends Field>(key: K, value: Draft[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const message = (key: Field) => {
    const e = errors[key];
    if (!e) return undefined;
    const k = `billing.plan.rules.${e}`;
    return t(k) === k ? e : t(k);
  };

  const send = async (confirmDuplicate: boolean) => {
    if (!draft) return;
    setSaving(true);
    try {
      const body = {
        retailName: draft.retailName.trim(),
        goodsReleaseId: draft.goodsReleaseId,
        retailPrice: Math.round(Number(draft.retailPrice) * 100),
        dividend: draft.dividend,
        proportion: Number(draft.proportion),
        taxRate: Number(draft.taxRate),
        remark: draft.remark.trim(),
        custIds: draft.custIds,
        ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
      };
      const saved = retailId ? await updateRetail({ ...body, retailId }) : await saveRetail(body);
      notify({ type: 'success', title: t('billing.plan.saved') });
      navigate(`/billing/package/retaildetail/${saved.retailId}/${basic?.tariffType ?? 0}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.errorCode === DUPLICATE_NAME) {
        setAskDuplicate(true);
        return;
      }
      const msg = isApiError(error) ? error.msg : String(error);
      const field = isApiError(error) ? error.field : undefined;
      if (field && field in empty) setErrors((e) => ({ ...e, [field]: msg }));
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found = validateRetail(draft, basic?.releasePrice);
    setErrors(found);
    if (Object.keys(found).length) return;
    void send(false);
  };

  const secondaries = (customers.data?.items ?? []).filter((c) => c.custId);
  const title = retailId ? t('billing.plan.menu.editRetail') : t('billing.plan.menu.addRetail');
  return (
    <div className="space-y-5">
      <PageHeader title={title} subtitle={existing.data?.retailName} />
      <DetailState error={existing.error}>
        {draft ? (
          <form noValidate onSubmit={submit} className="space-y-5" data-testid="retail-form">
            <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
              <Panel title={t('billing.plan.sections.retail')}>
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <TextField
                    className="sm:col-span-2"
                    label={t('billing.plan.fields.retailName')}
                    value={draft.retailName}
                    maxLength={40}
                    onChange={(e) => set('retailName', e.target.value)}
                    error={message('retailName')}
                    data-testid="retail-retailName"
                  />
                  <div className="flex flex-col gap-1 sm:col-span-2">
                    <Select
                      label={t('billing.plan.fields.basicPlan')}
                      placeholder={t('billing.plan.chooseBasic')}
                      options={(basics.data?.items ?? []).map((b) => ({
                        value: b.goodsReleaseId,
                        label: `${b.name} (${b.code})`,
                      }))}
                      value={draft.goodsReleaseId || null}
                      onChange={(v) => set('goodsReleaseId', v)}
                      data-testid="retail-goodsReleaseId"
                    />
                    {message('goodsReleaseId') && <p className="text-xs font-medium text-red-600">{message('goodsReleaseId')}</p>}
                  </div>
                  <TextField
                    label={t('billing.plan.fields.retailPrice')}
                    inputMode="decimal"
                    value={draft.retailPrice}
                    onChange={(e) => set('retailPrice', e.target.value)}
                    hint={basic ? t('billing.plan.basicPriceHint', { price: formatCny(basic.releasePrice) }) : undefined}
                    error={message('retailPrice')}
                    data-testid="retail-retailPrice"
                  />
                  <TextField
                    label={t('billing.plan.fields.taxRate')}
                    inputMode="numeric"
                    value={draft.taxRate}
                    onChange={(e) => set('taxRate', e.target.value)}
                    error={message('taxRate')}
                  />
                  <TextAreaField
                    className="sm:col-span-2"
                    label={t('billing.plan.fields.remark')}
                    value={draft.remark}
                    maxLength={500}
                    onChange={(v) => set('remark', v)}
                  />
                </div>
              </Panel>
              <div className="space-y-5">
                <Panel title={t('billing.plan.sections.sharing')}>
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <Select
                      label={t('billing.plan.fields.dividend')}
                      options={[
                        { value: 'profit' as const, label: t('billing.plan.dividend.profit') },
                        { value: 'turnover' as const, label: t('billing.plan.dividend.turnover') },
                      ]}
                      value={draft.dividend}
                      onChange={(v) => set('dividend', v)}
                    />
                    <TextField
                      label={t('billing.plan.fields.proportion')}
                      inputMode="numeric"
                      value={draft.proportion}
                      onChange={(e) => set('proportion', e.target.value)}
                      error={message('proportion')}
                      data-testid="retail-proportion"
                    />
                  </div>
                </Panel>
                <Panel title={t('billing.plan.sections.customers')}>
                  {customers.isLoading ? (
                    <p className="text-sm text-slate-500">{t('dataList.loading')}</p>
                  ) : customers.error ? (
                    <TextField
                      label={t('billing.plan.fields.custIds')}
                      value={draft.custIds.join(';')}
                      onChange={(e) =>
                        set(
                          'custIds',
                          e.target.value
                            .split(';')
                            .map((s) => s.trim())
                            .filter(Boolean),
                        )
                      }
                      error={message('custIds')}
                    />
                  ) : secondaries.length === 0 ? (
                    <p className="text-sm text-slate-500">{t('billing.plan.noCustomers')}</p>
                  ) : (
                    <Tree
                      label={t('billing.plan.fields.custIds')}
                      expandLabel={t('dataList.expand')}
                      collapseLabel={t('dataList.collapse')}
                      nodes={secondaries.map((c) => ({ id: c.custId as string, label: `${c.name} (${c.custId})` }))}
                      value={draft.custIds}
                      onChange={(v) => set('custIds', v)}
                      data-testid="retail-custIds"
                    />
                  )}
                  {message('custIds') && !customers.error && (
                    <p className="mt-2 text-xs font-medium text-red-600">{message('custIds')}</p>
                  )}
                </Panel>
              </div>
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => navigate(-1)} disabled={saving}>
                {t('dataList.cancel')}
              </Button>
              <Button type="submit" loading={saving} data-testid="retail-save">
                {t('dataList.save')}
              </Button>
            </div>
          </form>
        ) : null}
      </DetailState>
      <Dialog
        open={askDuplicate}
        onClose={() => setAskDuplicate(false)}
        title={t('billing.plan.duplicateTitle')}
        description={t('billing.plan.duplicateConfirm')}
        confirmLabel={t('billing.plan.continue')}
        cancelLabel={t('dataList.cancel')}
        loading={saving}
        onConfirm={() => {
          setAskDuplicate(false);
          void send(true);
        }}
        data-testid="retail-duplicate"
      />
    </div>
  );
}
