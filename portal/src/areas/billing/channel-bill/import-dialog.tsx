import { type ChannelOperator, operatorFormats } from '@cmp/functions/contracts';
import { Dialog, Select, Upload } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDialogProps } from '../../../components/list-page';
import { isApiError } from '../../../lib/api';
import { formatMonth } from '../../../lib/format';
import { lastEndedCycle, recentCycles } from '../shared/cycles';
import { importChannelBill } from './channel-bill-api';
import { type ChannelBillRow, IMPORT_ACCEPT, IMPORT_MAX_BYTES, OPERATORS, channelBillPath } from './channel-bill-model';

/**
 * The platform imports an operator's bill of one enterprise and cycle: the enterprise, the operator
 * (its file's columns are shown), the cycle, the CSV or XLSX file; the import checks it and the bill
 * opens at once, showing the reconciliation's progress until its totals and differences are in.
 */
export function ImportDialog({ ctx, close }: ListDialogProps<ChannelBillRow>) {
  const { t } = useTranslation('billing');
  const cycles = useMemo(() => recentCycles(new Date()), []);
  const [channelCustId, setEnterprise] = useState<string | null>(ctx.scope.channelCustId || null);
  const [operator, setOperator] = useState<ChannelOperator>('CMCC');
  const [cycle, setCycle] = useState(lastEndedCycle(new Date()));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = Object.values(operatorFormats[operator].headers).map((names) => names[0]);

  const submit = async () => {
    if (!channelCustId) return setProblem(t('billing.channelBill.import.chooseEnterprise'));
    if (!file) return setProblem(t('billing.channelBill.import.required'));
    setBusy(true);
    setProblem(null);
    try {
      const bill = await importChannelBill(file, { operator, channelCustId, cycle });
      close();
      ctx.navigate(channelBillPath(bill));
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : t('billing.channelBill.import.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={() => !busy && close()}
      title={t('billing.channelBill.import.title')}
      description={t('billing.channelBill.import.description')}
      confirmLabel={t('billing.channelBill.import.submit')}
      cancelLabel={ctx.t('dataList.cancel')}
      onConfirm={() => void submit()}
      loading={busy}
      data-testid="channel-bill-import-dialog"
    >
      <div className="space-y-4">
        <Select
          label={t('billing.channelBill.fields.enterprise')}
          options={(ctx.scope.enterprises ?? []).map((e) => ({
            value: e.channelCustId,
            label: `${e.name} (${e.channelCustId})`,
          }))}
          value={channelCustId}
          placeholder={t('billing.channelBill.import.chooseEnterprise')}
          onChange={setEnterprise}
          disabled={busy}
          data-testid="channel-bill-import-enterprise"
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Select
            label={t('billing.channelBill.fields.operator')}
            options={OPERATORS.map((o) => ({ value: o, label: ctx.t(`operator.${o}`) }))}
            value={operator}
            onChange={(o) => setOperator(o)}
            disabled={busy}
            data-testid="channel-bill-import-operator"
          />
          <Select
            label={t('billing.channelBill.fields.cycle')}
            options={cycles.map((c) => ({ value: c, label: formatMonth(c) }))}
            value={cycle}
            onChange={setCycle}
            disabled={busy}
            data-testid="channel-bill-import-cycle"
          />
        </div>
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600" data-testid="channel-bill-import-format">
          {t('billing.channelBill.import.format', { columns: columns.join(', ') })}
        </p>
        <Upload
          label={t('billing.channelBill.import.file')}
          prompt={t('billing.channelBill.import.prompt')}
          hint={t('billing.channelBill.import.hint')}
          accept={IMPORT_ACCEPT}
          maxSize={IMPORT_MAX_BYTES}
          messages={{
            type: t('billing.channelBill.import.wrongType'),
            size: t('billing.channelBill.import.tooLarge'),
            count: t('billing.channelBill.import.count'),
          }}
          error={problem ?? undefined}
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
          disabled={busy}
          data-testid="channel-bill-import-file"
        />
      </div>
    </Dialog>
  );
}
