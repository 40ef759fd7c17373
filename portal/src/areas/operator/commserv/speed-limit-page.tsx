import { Button, Panel, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import type { Commserv } from './commserv-model';
import { SelectableServices } from './selectable-services';
import { QOS_LIST, applySpeedLimit } from './use-commserv';
import { reloadList } from './use-reload';

const kbps = (v: string) => /^\d+$/.test(v) && Number(v) >= 1;

/** /operator/commserv-list/config-manager/speedLimit: one speed limit for the chosen QoS services. */
export default function SpeedLimitPage() {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [up, setUp] = useState('');
  const [down, setDown] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const f = (k: string) => t(`operator.commserv.fields.${k}`);
  const columns: TableColumn<Commserv>[] = [
    { key: 'commservId', header: f('commservId'), className: 'font-mono text-xs' },
    { key: 'name', header: f('name') },
    { key: 'type', header: f('type'), cell: (c) => t(`operator.commserv.type.${c.type}`) },
    {
      key: 'qos',
      header: t('operator.commserv.speedLimit.current'),
      cell: (c) => (c.qos ? `${c.qos.uplinkKbps} / ${c.qos.downlinkKbps} kbps` : t('dataList.none')),
    },
  ];
  const apply = async () => {
    if (!selected.length) return setError(t('operator.commserv.rules.selectServices'));
    if (!kbps(up) || !kbps(down)) return setError(t('operator.commserv.rules.kbps'));
    setBusy(true);
    setError(null);
    try {
      const done = await applySpeedLimit({ commservIds: selected, uplinkKbps: Number(up), downlinkKbps: Number(down) });
      notify({ type: 'success', title: t('operator.commserv.speedLimit.applied', { count: done.length }) });
      setSelected([]);
      void reloadList(QOS_LIST);
    } catch (e) {
      const msg = isApiError(e) ? e.msg : String(e);
      setError(msg);
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-5">
      <PageHeader title={t('operator.commserv.menu.speedLimit')} subtitle={t('operator.commserv.speedLimit.subtitle')} />
      <Panel title={t('operator.commserv.selected', { count: selected.length })}>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            className="w-44"
            label={f('uplinkKbps')}
            inputMode="numeric"
            value={up}
            onChange={(e) => setUp(e.target.value)}
            data-testid="qos-up"
          />
          <TextField
            className="w-44"
            label={f('downlinkKbps')}
            inputMode="numeric"
            value={down}
            onChange={(e) => setDown(e.target.value)}
            data-testid="qos-down"
          />
          <Button onClick={apply} loading={busy} data-testid="qos-apply">
            {t('operator.commserv.speedLimit.apply')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-600">
            {error}
          </p>
        )}
      </Panel>
      <SelectableServices
        route={QOS_LIST}
        caption={t('operator.commserv.speedLimit.table')}
        columns={columns}
        selected={selected}
        onSelect={setSelected}
      />
    </div>
  );
}
