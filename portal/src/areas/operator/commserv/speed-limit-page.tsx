import { Button, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServicesActionPage, serviceColumns, useServicesAction } from './selectable-services';
import { QOS_LIST, applySpeedLimit } from './use-commserv';

const kbps = (v: string) => /^\d+$/.test(v) && Number(v) >= 1;

/** /operator/commserv-list/config-manager/speedLimit: one speed limit for the chosen QoS services. */
export default function SpeedLimitPage() {
  const { t } = useTranslation('operator');
  const action = useServicesAction(QOS_LIST);
  const [up, setUp] = useState('');
  const [down, setDown] = useState('');
  const f = (k: string) => t(`operator.commserv.fields.${k}`);
  const columns = serviceColumns(t, [
    {
      key: 'qos',
      header: t('operator.commserv.speedLimit.current'),
      cell: (c) => (c.qos ? `${c.qos.uplinkKbps} / ${c.qos.downlinkKbps} kbps` : t('dataList.none')),
    },
  ]);
  const apply = () =>
    action.run(
      !kbps(up) || !kbps(down) ? t('operator.commserv.rules.kbps') : null,
      (commservIds) => applySpeedLimit({ commservIds, uplinkKbps: Number(up), downlinkKbps: Number(down) }),
      (count) => t('operator.commserv.speedLimit.applied', { count }),
    );
  const kbpsField = (name: 'uplinkKbps' | 'downlinkKbps', value: string, set: (v: string) => void, testId: string) => (
    <TextField
      className="w-44"
      label={f(name)}
      inputMode="numeric"
      value={value}
      onChange={(e) => set(e.target.value)}
      data-testid={testId}
    />
  );
  return (
    <ServicesActionPage
      title={t('operator.commserv.menu.speedLimit')}
      subtitle={t('operator.commserv.speedLimit.subtitle')}
      action={action}
      route={QOS_LIST}
      caption={t('operator.commserv.speedLimit.table')}
      columns={columns}
      controls={
        <>
          {kbpsField('uplinkKbps', up, setUp, 'qos-up')}
          {kbpsField('downlinkKbps', down, setDown, 'qos-down')}
          <Button onClick={apply} loading={action.busy} data-testid="qos-apply">
            {t('operator.commserv.speedLimit.apply')}
          </Button>
        </>
      }
    />
  );
}
