import { Button, Panel, Select, TextField, useNotify } from '@cmp/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../app/services';
import { PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { FLOW_UNITS, type FlowUnit, GOODS_KINDS, type GoodsKind, hasVolume, yuanToFen } from './goods-model';

interface Draft {
  kind: GoodsKind;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  code: string;
  name: string;
  volume: string;
  unit: FlowUnit;
  smsCount: string;
  validityMonths: string;
  price: string;
}
type Field = keyof Draft;
const whole = (v: string) => /^\d+$/.test(v) && Number(v) >= 1;

/** /operator/goods-import/add: one operator product; data volumes are entered in KB/MB/GB and stored in bytes. */
export default function GoodsAddPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const notify = useNotify();
  const kindParam = useSearchParams()[0].get('kind');
  const startKind = GOODS_KINDS.includes(kindParam as GoodsKind) ? (kindParam as GoodsKind) : 'data';
  const [d, setD] = useState<Draft>({
    kind: startKind,
    operator: 'CMCC',
    code: '',
    name: '',
    volume: '',
    unit: 'MB',
    smsCount: '',
    validityMonths: '1',
    price: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const g = (k: string) => t(`operator.config.goods.fields.${k}`);
  const set = <K extends Field>(k: K, v: Draft[K]) => {
    setD((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e: Partial<Record<Field, string>> = {};
    if (!/^[A-Za-z0-9_-]+$/.test(d.code)) e.code = t('formRules.code');
    if (!d.name.trim()) e.name = t('formRules.required');
    if (hasVolume(d.kind) && !whole(d.volume)) e.volume = t('operator.config.goods.rules.number');
    if (!hasVolume(d.kind) && !whole(d.smsCount)) e.smsCount = t('operator.config.goods.rules.number');
    if (!whole(d.validityMonths)) e.validityMonths = t('operator.config.goods.rules.number');
    const priceFen = yuanToFen(d.price);
    if (priceFen === null) e.price = t('operator.config.goods.rules.price');
    setErrors(e);
    if (priceFen === null || Object.keys(e).length) return;
    setSaving(true);
    try {
      await api.call(
        'operator-config.goodsAdd',
        {
          kind: d.kind,
          operator: d.operator,
          code: d.code,
          name: d.name.trim(),
          ...(hasVolume(d.kind) ? { volume: Number(d.volume), unit: d.unit } : { smsCount: Number(d.smsCount) }),
          validityMonths: Number(d.validityMonths),
          priceFen,
        },
        { silent: true },
      );
      notify({ type: 'success', title: t('operator.config.goods.saved') });
      navigate('/operator/goods-import/list', { replace: true });
    } catch (error) {
      const msg = isApiError(error) ? error.msg : String(error);
      const field = isApiError(error) ? error.field : undefined;
      if (field && field in d) setErrors((x) => ({ ...x, [field]: msg }));
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-5">
      <PageHeader title={t('operator.config.menu.goodsAdd')} subtitle={t('operator.config.goods.subtitle')} />
      <form noValidate onSubmit={submit} className="space-y-5" data-testid="goods-form">
        <Panel title={t(`operator.config.goods.tabs.${d.kind}`)}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Select
              label={g('kind')}
              options={GOODS_KINDS.map((k) => ({ value: k, label: t(`operator.config.goods.tabs.${k}`) }))}
              value={d.kind}
              onChange={(v) => set('kind', v)}
            />
            <Select
              label={g('operator')}
              options={(['CMCC', 'CUCC', 'CTCC'] as const).map((o) => ({ value: o, label: t(`operator.${o}`) }))}
              value={d.operator}
              onChange={(v) => set('operator', v)}
            />
            <TextField label={g('code')} value={d.code} onChange={(e) => set('code', e.target.value)} error={errors.code} />
            <TextField label={g('name')} value={d.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
            {hasVolume(d.kind) ? (
              <div className="flex gap-2">
                <TextField
                  className="flex-1"
                  label={g('volume')}
                  inputMode="numeric"
                  value={d.volume}
                  onChange={(e) => set('volume', e.target.value)}
                  error={errors.volume}
                />
                <Select
                  className="w-28"
                  label={g('unit')}
                  options={FLOW_UNITS.map((u) => ({ value: u, label: u }))}
                  value={d.unit}
                  onChange={(v) => set('unit', v)}
                />
              </div>
            ) : (
              <TextField
                label={g('smsCount')}
                inputMode="numeric"
                value={d.smsCount}
                onChange={(e) => set('smsCount', e.target.value)}
                error={errors.smsCount}
              />
            )}
            <TextField
              label={g('validityMonths')}
              inputMode="numeric"
              value={d.validityMonths}
              onChange={(e) => set('validityMonths', e.target.value)}
              error={errors.validityMonths}
            />
            <TextField
              label={g('price')}
              inputMode="decimal"
              value={d.price}
              onChange={(e) => set('price', e.target.value)}
              error={errors.price}
            />
          </div>
        </Panel>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)} disabled={saving}>
            {t('dataList.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('dataList.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
