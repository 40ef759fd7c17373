import { Button, Select, Tree } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { type ApiError, routeKey } from '../../../lib/api';
import { type ApnConfig, LIMITS } from '../plan-model';
import { APN_LIST, COMMSERV_LIST, ZONE_LIST } from '../use-plans';

interface Named {
  items: {
    apnId?: string;
    elementId?: string;
    commservId?: string;
    name?: string;
    elementName?: string;
    commservIds?: string[];
  }[];
}

/**
 * The APN → zone → communication service picker of the basic-plan form. Zones come from the
 * catalogue (allowed ones only) and offer the services they carry.
 */
export function ApnPicker({
  value,
  onChange,
  error,
}: { value: ApnConfig[]; onChange: (next: ApnConfig[]) => void; error?: string }) {
  const { t } = useTranslation('billing');
  const apns = useSWR<Named, ApiError>(routeKey(APN_LIST, { pageSize: 100 }));
  const zones = useSWR<Named, ApiError>(routeKey(ZONE_LIST, { status: 2 }));
  const services = useSWR<Named, ApiError>(routeKey(COMMSERV_LIST, { pageSize: 100 }));
  const serviceName = new Map((services.data?.items ?? []).map((s) => [s.commservId ?? '', s.name ?? '']));
  const zoneItems = zones.data?.items ?? [];

  const setApn = (i: number, next: ApnConfig) => onChange(value.map((a, j) => (j === i ? next : a)));
  const loading = apns.isLoading || zones.isLoading;

  return (
    <div className="space-y-4" data-testid="apn-picker">
      <p className="text-xs text-slate-500">{t('billing.plan.apnPicker.limits')}</p>
      {loading && <p className="text-sm text-slate-500">{t('billing.plan.apnPicker.loading')}</p>}
      {(apns.error || zones.error) && <p className="text-sm text-red-600">{(apns.error ?? zones.error)?.msg}</p>}
      {!value.length && !loading && <p className="text-sm text-slate-500">{t('billing.plan.apnPicker.none')}</p>}
      {value.map((apn, i) => (
        <div key={`apn-${i}-${apn.apnId}`} className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid={`apn-${i}`}>
          <div className="flex flex-wrap items-end gap-3">
            <Select
              className="w-64"
              label={`${t('billing.plan.apnPicker.apn')} ${i + 1}`}
              placeholder={t('billing.plan.apnPicker.chooseApn')}
              options={(apns.data?.items ?? []).map((a) => ({ value: a.apnId ?? '', label: a.name ?? a.apnId ?? '' }))}
              value={apn.apnId || null}
              onChange={(apnId) => setApn(i, { ...apn, apnId })}
              data-testid={`apn-${i}-select`}
            />
            <Button variant="secondary" size="sm" onClick={() => onChange(value.filter((_, j) => j !== i))}>
              {t('billing.plan.apnPicker.removeApn')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={apn.zones.length >= LIMITS.zones}
              onClick={() => setApn(i, { ...apn, zones: [...apn.zones, { elementId: '', commservIds: [] }] })}
              data-testid={`apn-${i}-add-zone`}
            >
              {t('billing.plan.apnPicker.addZone')}
            </Button>
          </div>
          {apn.zones.map((zone, z) => {
            const carried = zoneItems.find((c) => c.elementId === zone.elementId)?.commservIds ?? [];
            const setZone = (next: typeof zone) => setApn(i, { ...apn, zones: apn.zones.map((x, k) => (k === z ? next : x)) });
            return (
              <div
                key={`zone-${z}-${zone.elementId}`}
                className="ml-4 space-y-2 border-l-2 border-brand-100 pl-4"
                data-testid={`apn-${i}-zone-${z}`}
              >
                <div className="flex flex-wrap items-end gap-3">
                  <Select
                    className="w-64"
                    label={`${t('billing.plan.apnPicker.zone')} ${z + 1}`}
                    placeholder={t('billing.plan.apnPicker.chooseZone')}
                    options={zoneItems.map((c) => ({ value: c.elementId ?? '', label: c.elementName ?? c.elementId ?? '' }))}
                    value={zone.elementId || null}
                    onChange={(elementId) => setZone({ elementId, commservIds: [] })}
                    data-testid={`apn-${i}-zone-${z}-select`}
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setApn(i, { ...apn, zones: apn.zones.filter((_, k) => k !== z) })}
                  >
                    {t('billing.plan.apnPicker.removeZone')}
                  </Button>
                </div>
                {zone.elementId &&
                  (carried.length ? (
                    <Tree
                      label={t('billing.plan.apnPicker.services')}
                      expandLabel={t('dataList.expand')}
                      collapseLabel={t('dataList.collapse')}
                      nodes={carried.map((id) => ({ id, label: `${serviceName.get(id) || id} (${id})` }))}
                      value={zone.commservIds}
                      onChange={(commservIds) => setZone({ ...zone, commservIds })}
                      data-testid={`apn-${i}-zone-${z}-services`}
                    />
                  ) : (
                    <p className="text-sm text-slate-500">{t('billing.plan.apnPicker.noServices')}</p>
                  ))}
              </div>
            );
          })}
        </div>
      ))}
      <Button
        variant="secondary"
        disabled={value.length >= LIMITS.apns}
        onClick={() => onChange([...value, { apnId: '', zones: [] }])}
        data-testid="apn-add"
      >
        {t('billing.plan.apnPicker.addApn')}
      </Button>
      {error && (
        <p className="text-xs font-medium text-red-600" data-testid="apn-error">
          {error}
        </p>
      )}
    </div>
  );
}
