import { useTranslation } from 'react-i18next';
import { type CustomFieldProps, type FormDeclaration, FormPage } from '../../../components/form-page';
import { STOCK_FILE_MAX_BYTES, type StockKind, asKind, fileToBase64, operationPath, stockKinds } from '../shared/stock-model';

/** The chosen file: its name, size and bytes as base64 (read when chosen, sent with the import). */
interface ChosenFile {
  name: string;
  size: number;
  content: string;
}
interface Draft {
  kind: StockKind;
  file: ChosenFile | null;
}

const k = (key: string) => `stock.import.${key}`;

/** A file input: reads the chosen .csv or .xlsx (at most 2 MB) into the draft. */
function FileField({ value, set, error, label, disabled }: CustomFieldProps<Draft, unknown>) {
  const { t } = useTranslation('stock');
  const file = value as ChosenFile | null;
  return (
    <label className="block space-y-1 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <input
        type="file"
        accept=".csv,.xlsx"
        disabled={disabled}
        data-testid="stock-import-file"
        className="block w-full text-sm"
        onChange={async (e) => {
          const chosen = e.target.files?.[0];
          if (!chosen) return set(null as never);
          set({ name: chosen.name, size: chosen.size, content: await fileToBase64(chosen) } as never);
        }}
      />
      {file && (
        <span className="block text-xs text-slate-500" data-testid="stock-import-chosen">
          {t(k('chosen'), { name: file.name, size: Math.ceil(file.size / 1024) })}
        </span>
      )}
      {error && (
        <span role="alert" className="block text-xs text-red-600">
          {error}
        </span>
      )}
    </label>
  );
}

const checkFile = (f: ChosenFile | null) => {
  if (!f) return { key: k('fileRequired') };
  if (!/\.(csv|xlsx)$/i.test(f.name)) return { key: k('fileType') };
  if (f.size > STOCK_FILE_MAX_BYTES) return { key: k('fileSize') };
  return null;
};

/** /stock/goods-import/add/:type?: an import of a file of cards, hardware or dual-SIM pairs; it runs as an operation. */
export const importForm: FormDeclaration<Draft> = {
  title: k('addTitle'),
  subtitle: (ctx) => ctx.t(k('addSubtitle')),
  initial: ({ params }) => ({ kind: asKind(params.type), file: null }),
  sections: [
    {
      id: 'file',
      columns: 1,
      description: undefined,
      fields: [
        {
          kind: 'select',
          name: 'kind',
          label: k('fields.kind'),
          options: stockKinds,
          optionLabel: 'stock.kind',
          hint: (d, ctx) => ctx.t(k(`columns.${d.kind}`)),
          testId: 'stock-import-kind',
        },
        { kind: 'custom', name: 'file', label: k('fields.file'), render: FileField, rules: [checkFile] },
      ],
    },
  ],
  submit: {
    route: 'stock.importFile',
    body: (d) => ({ kind: d.kind, fileName: d.file!.name, content: d.file!.content }),
    done: k('started'),
    goTo: (answer: { batchId: string }) => operationPath(answer.batchId),
  },
  serverField: (field) => (field === 'fileName' || field === 'file' ? 'file' : undefined),
  back: (ctx) => `/stock/goods-import/list/${asKind(ctx.params.type)}`,
  cancel: (ctx) => `/stock/goods-import/list/${asKind(ctx.params.type)}`,
  testId: 'stock-import-form',
  saveTestId: 'stock-import-save',
};

export default function ImportAddPage() {
  return <FormPage declaration={importForm} />;
}
