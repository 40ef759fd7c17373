import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { type StockRow, checkSns, scrap, snsOf, stockOut } from '../shared/stock-model';

const k = (key: string) => `stock.form.${key}`;
const snsField = <D extends { sns: string }>(testId: string): DialogField<D> => ({
  kind: 'textarea',
  name: 'sns' as keyof D & string,
  label: k('sns'),
  hint: k('snsHint'),
  required: true,
  rows: 6,
  rules: [(v: string) => checkSns(v)],
  testId,
});

/** A stock-out of items (serial numbers typed or pasted) to the enterprise of a sales order. */
export function StockOutDialog({ close, done }: ListDialogProps<StockRow>) {
  const { t } = useTranslation('stock');
  return (
    <FormDialog<{ salesOrderNumber: string; sns: string }>
      namespace="stock"
      title={t(k('stockOutTitle'))}
      description={t(k('stockOutText'))}
      initial={() => ({ salesOrderNumber: '', sns: '' })}
      fields={[
        {
          kind: 'text',
          name: 'salesOrderNumber',
          label: k('salesOrderNumber'),
          required: true,
          maxLength: 64,
          testId: 'stock-out-order',
        },
        snsField('stock-out-sns'),
      ]}
      submit={(d) => stockOut(d.salesOrderNumber, snsOf(d.sns))}
      done={() => t(k('started'))}
      fallbackField="sns"
      onClose={close}
      onDone={done}
      testId="stock-out-dialog"
    />
  );
}

/** Scrapping of items not out: destructive, so the dialog says what happens and asks to confirm. */
export function ScrapDialog({ close, done }: ListDialogProps<StockRow>) {
  const { t } = useTranslation('stock');
  return (
    <FormDialog<{ sns: string }>
      namespace="stock"
      title={t(k('scrapTitle'))}
      description={t(k('scrapText'))}
      initial={() => ({ sns: '' })}
      fields={[snsField('stock-scrap-sns')]}
      submit={(d) => scrap(snsOf(d.sns))}
      tone="danger"
      confirm={(d) => ({
        title: t(k('scrapConfirmTitle'), { count: snsOf(d.sns).length }),
        description: t(k('scrapText')),
        confirmLabel: t(k('confirmScrap')),
        tone: 'danger',
        testId: 'stock-scrap-confirm',
      })}
      done={() => t(k('started'))}
      fallbackField="sns"
      onClose={close}
      onDone={done}
      testId="stock-scrap-dialog"
    />
  );
}
