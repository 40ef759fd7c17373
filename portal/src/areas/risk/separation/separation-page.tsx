import { featureCodes } from '@cmp/functions/platform/permissions';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../app/services';
import { FormDialog } from '../../../components/form-page';
import { type ListDeclaration, type ListDialogProps, ListTabs } from '../../../components/list-page';
import { enterpriseFilter, textFilter } from '../../../components/list-page/common-filters';
import {
  type BindDraft,
  type BindingRow,
  type RecordRow,
  SEPARATION_TABS,
  type SeparationRow,
  bindCards,
  separationPath,
  tabOf,
} from './separation-model';

const k = (key: string) => `risk.separation.${key}`;
const platform = (ctx: { scope: { side: string } }) => ctx.scope.side === 'platform';
/** The enterprise a platform caller acts on: the one its filter chose (an enterprise acts on its own). */
const actingOn = (ctx: { body: Record<string, unknown> }) =>
  typeof ctx.body.channelCustId === 'string' ? { channelCustId: ctx.body.channelCustId } : {};

/** Binds the cards of the lines: the first IMEI seen, or the IMEI after each ICCID. */
function BindDialog({ ctx, close, done }: ListDialogProps<BindingRow>) {
  return (
    <FormDialog<BindDraft, undefined, { count: number; skipped: number }>
      namespace="risk"
      title={ctx.t(k('bind.title'))}
      description={ctx.t(k('bind.description'))}
      initial={{ mode: 'first', lines: '' }}
      fields={[
        {
          kind: 'radio',
          name: 'mode',
          label: k('bind.mode'),
          options: ['first', 'imei'],
          optionLabel: k('modes'),
          testId: 'bind-mode',
        },
        {
          kind: 'textarea',
          name: 'lines',
          label: k('bind.lines'),
          hint: k('bind.linesHint'),
          rows: 6,
          required: true,
          testId: 'bind-lines',
        },
      ]}
      validate={(d) => {
        const r = bindCards(d);
        return 'problem' in r ? { lines: { key: k(`invalid.${r.problem}`), values: { line: r.line } } } : {};
      }}
      submit={(d) => {
        const r = bindCards(d);
        if ('problem' in r) throw new Error(r.problem);
        return api.call('separation.bind', { ...actingOn(ctx), mode: d.mode, cards: r.cards }, { silent: true });
      }}
      done={(a) => ctx.t(k('bind.done'), { count: a.count, skipped: a.skipped })}
      fallbackField="lines"
      onClose={close}
      onDone={done}
      testId="bind-dialog"
    />
  );
}

const enterprise = <T extends { channelCustId: string; enterpriseName: string | null }>() => ({
  key: 'enterprise',
  header: k('fields.enterprise'),
  value: (r: T) => r.enterpriseName ?? r.channelCustId,
  visible: platform,
});

const filters = [enterpriseFilter(k('filters.enterprise'), 'separation-filter-enterprise')];

const bound: ListDeclaration<BindingRow> = {
  title: k('tabs.bound'),
  source: 'separation.list',
  rowKey: 'iccid',
  filters: [
    ...filters,
    textFilter('iccid', k('filters.iccid'), {
      width: 'w-56',
      maxLength: 20,
      pattern: /^\d+$/,
      testId: 'separation-filter-iccid',
    }),
  ],
  columns: [
    { key: 'iccid', header: k('fields.iccid'), format: 'code' },
    { key: 'msisdn', header: k('fields.msisdn'), format: 'code' },
    enterprise<BindingRow>(),
    { key: 'operator', header: k('fields.operator'), enumLabel: 'operator' },
    { key: 'mode', header: k('fields.mode'), enumLabel: k('modes') },
    {
      key: 'imei',
      header: k('fields.imei'),
      cell: (r, { t }) =>
        r.imei ? <code className="font-mono text-xs">{r.imei}</code> : <span className="text-slate-500">{t(k('waiting'))}</span>,
    },
    { key: 'boundAt', header: k('fields.boundAt'), format: 'dateTime' },
    {
      key: 'separatedAt',
      header: k('fields.separatedAt'),
      format: 'dateTime',
      below: (r) => (r.seenImei ? <code className="font-mono text-xs text-red-700">{r.seenImei}</code> : null),
    },
  ],
  rowActions: [
    {
      id: 'unbind',
      label: k('unbind.action'),
      permission: featureCodes.separationBind,
      confirm: {
        title: k('unbind.title'),
        description: (r) => [k('unbind.description'), { iccid: r.iccid }],
        run: (r) => api.call('separation.unbind', { channelCustId: r.channelCustId, iccids: [r.iccid] }, { silent: true }),
        done: k('unbind.done'),
      },
      testId: (r) => `unbind-${r.iccid}`,
    },
  ],
  headerActions: [
    {
      id: 'bind',
      label: k('bind.action'),
      permission: featureCodes.separationBind,
      visible: (ctx) => !platform(ctx) || typeof ctx.body.channelCustId === 'string',
      open: BindDialog,
      variant: 'primary',
      testId: 'separation-bind',
    },
  ],
  emptyDescription: k('empty.bound'),
  testIds: { table: 'separation-bound-table', empty: 'separation-bound-empty' },
};

const records: ListDeclaration<RecordRow> = {
  title: k('tabs.records'),
  source: 'separation.records',
  rowKey: 'operationId',
  filters,
  columns: [
    { key: 'at', header: k('fields.at'), format: 'dateTime' },
    enterprise<RecordRow>(),
    { key: 'action', header: k('fields.action'), enumLabel: k('actions') },
    { key: 'mode', header: k('fields.mode'), value: (r) => r.mode, enumLabel: k('modes') },
    { key: 'count', header: k('fields.count'), format: 'count' },
    { key: 'skipped', header: k('fields.skipped'), format: 'count' },
    {
      key: 'sample',
      header: k('fields.cards'),
      cell: (r, { t }) => (
        <span className="font-mono text-xs">
          {r.sample.slice(0, 3).join(', ')}
          {r.count > 3 ? ` ${t(k('more'), { count: r.count - 3 })}` : ''}
        </span>
      ),
    },
    { key: 'by', header: k('fields.by') },
  ],
  emptyDescription: k('empty.records'),
  testIds: { table: 'separation-records-table', empty: 'separation-records-empty' },
};

const separated: ListDeclaration<SeparationRow> = {
  title: k('tabs.separated'),
  source: 'separation.events',
  rowKey: (r) => `${r.iccid}#${r.at}`,
  filters,
  columns: [
    { key: 'at', header: k('fields.separationTime'), format: 'dateTime' },
    { key: 'iccid', header: k('fields.iccid'), format: 'code' },
    { key: 'msisdn', header: k('fields.msisdn'), format: 'code' },
    enterprise<SeparationRow>(),
    { key: 'operator', header: k('fields.operator'), enumLabel: 'operator' },
    { key: 'boundImei', header: k('fields.boundImei'), format: 'code' },
    { key: 'seenImei', header: k('fields.seenImei'), format: 'code' },
    { key: 'shutdownAt', header: k('fields.shutdownAt'), format: 'dateTime' },
  ],
  emptyDescription: k('empty.separated'),
  testIds: { table: 'separation-separated-table', empty: 'separation-separated-empty' },
};

const declarations = { bound, records, separated } as const;

/**
 * /risk/setCardSeparation/list/:tab?: card–device separation — the bound cards (bind cards to their
 * devices, unbind them), the binding records and the separations, one tab each (the tab in the URL).
 */
export default function SeparationPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const selected = tabOf(tab);
  return (
    <ListTabs
      title="menu.risk.separation"
      subtitle={k('subtitle')}
      tabs={SEPARATION_TABS.map((id) => ({
        id,
        label: k(`tabs.${id}`),
        declaration: declarations[id] as ListDeclaration<unknown>,
      }))}
      selected={selected}
      onChange={(id) => navigate(separationPath(tabOf(id)))}
    />
  );
}
