import { featureCodes } from '@cmp/functions/platform/permissions';
import { useSearchParams } from 'react-router';
import { type ListDeclaration, ListTabs, iccidFilter, textFilter } from '../../../components/list-page';
import { LimitDialog } from './region-limit-dialog';
import {
  LIMIT_LIST,
  type LimitRow,
  VIOLATION_LIST,
  type ViolationRow,
  actionTones,
  deleteLimit,
  outcomeTones,
  regionActions,
  switchLimit,
} from './region-limit-model';

const k = (key: string) => `risk.regionLimit.${key}`;
const own = (r: LimitRow) => ({ channelCustId: r.channelCustId });

/** The limits: target by name, allowed regions in the reader's language, action, on/off. */
export const limitList: ListDeclaration<LimitRow> = {
  texts: 'risk.regionLimit',
  source: LIMIT_LIST,
  scope: 'enterprise',
  localized: true,
  rowKey: 'limitId',
  filters: [
    textFilter('name', k('filters.name'), { maxLength: 64, width: 'w-48', testId: 'region-filter-name' }),
    {
      kind: 'select',
      field: 'action',
      label: k('filters.action'),
      options: regionActions,
      optionLabel: k('actions'),
      width: 'w-40',
      testId: 'region-filter-action',
    },
    {
      kind: 'select',
      field: 'state',
      label: k('filters.state'),
      options: ['on', 'off'],
      optionLabel: k('states'),
      width: 'w-32',
      testId: 'region-filter-state',
    },
  ],
  columns: [
    {
      key: 'target',
      value: (r) => r.targetName,
      below: (r, ctx) => <span className="text-xs text-slate-500">{ctx.t(k(`targetKinds.${r.target.kind}`))}</span>,
    },
    {
      key: 'regions',
      cell: (r) => (
        <ul className="space-y-0.5" data-testid={`region-names-${r.limitId}`}>
          {r.regionNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ),
      className: 'max-w-96',
    },
    { key: 'action', state: { tones: actionTones, label: k('actions') } },
    {
      key: 'enabled',
      value: (r) => (r.enabled ? 'on' : 'off'),
      state: { tones: { on: 'green', off: 'slate' }, label: k('states'), testId: (r) => `region-state-${r.limitId}` },
    },
    { key: 'updatedAt', format: 'dateTime' },
  ],
  headerActions: [
    {
      id: 'add',
      label: k('add'),
      permission: featureCodes.regionLimitAdd,
      open: 'limit',
      variant: 'primary',
      testId: 'region-add',
    },
  ],
  rowActions: [
    {
      id: 'edit',
      label: k('edit'),
      permission: featureCodes.regionLimitEdit,
      open: 'limit',
      testId: (r) => `region-edit-${r.limitId}`,
    },
    {
      id: 'switch',
      label: (r) => [r.enabled ? k('switchOff') : k('switchOn')],
      permission: featureCodes.regionLimitSwitch,
      act: {
        run: (r) => switchLimit({ ...own(r), limitId: r.limitId, version: r.version, enabled: !r.enabled }),
        done: k('switched'),
      },
      testId: (r) => `region-switch-${r.limitId}`,
    },
    {
      id: 'delete',
      label: k('delete'),
      permission: featureCodes.regionLimitDelete,
      danger: () => true,
      confirm: {
        title: (r) => [k('deleteTitle'), { name: r.targetName }],
        description: k('deleteText'),
        run: (r) => deleteLimit({ ...own(r), limitId: r.limitId, version: r.version }),
        done: k('deleted'),
        dialogTestId: 'region-delete-confirm',
      },
      testId: (r) => `region-delete-${r.limitId}`,
    },
  ],
  dialogs: { limit: LimitDialog },
  emptyDescription: k('empty'),
  testIds: { table: 'region-limit-table', empty: 'region-limit-empty' },
};

/** The violations the session check recorded: card, session time, where, the limit broken, what was done. */
export const violationList: ListDeclaration<ViolationRow> = {
  texts: 'risk.regionLimit.violations',
  source: VIOLATION_LIST,
  scope: 'enterprise',
  localized: true,
  rowKey: (r) => `${r.sessionStart}#${r.iccid}`,
  filters: [iccidFilter(k('violations.filters.iccid'), k('violations.filters.iccidInvalid'), 'violation-filter-iccid', 'w-56')],
  columns: [
    { key: 'iccid', format: 'code', below: (r) => <span className="text-xs text-slate-500">{r.msisdn}</span> },
    { key: 'sessionStart', format: 'dateTime' },
    { key: 'place' },
    {
      key: 'limits',
      cell: (r, ctx) => r.limits.map((l) => `${ctx.t(k(`targetKinds.${l.targetKind}`))} ${l.targetName}`).join('; '),
      className: 'max-w-64 break-all',
    },
    { key: 'action', state: { tones: actionTones, label: k('actions') } },
    {
      key: 'outcome',
      state: { tones: outcomeTones, label: k('violations.outcomes'), testId: (r) => `violation-outcome-${r.iccid}` },
      below: (r) => (r.reason ? <span className="text-xs text-slate-500">{r.reason}</span> : null),
    },
  ],
  emptyDescription: k('violations.empty'),
  testIds: { table: 'region-violation-table', empty: 'region-violation-empty' },
};

const tabs = ['limits', 'violations'] as const;

/**
 * /risk/regionlimit/list (issue #16 item 4): the enterprise's region limits (add, edit, switch,
 * delete confirmed, behind their codes) and, on the second tab, the violations the session check
 * recorded. Platform staff choose the enterprise. The tab is kept in the URL (`?tab=violations`).
 */
export default function RegionLimitPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'violations' ? 'violations' : 'limits';
  return (
    <ListTabs<never>
      title={k('title')}
      subtitle={k('subtitle')}
      tabs={tabs.map((id) => ({
        id,
        label: k(`tabs.${id}`),
        declaration: (id === 'limits' ? limitList : violationList) as unknown as ListDeclaration<never>,
      }))}
      selected={tab}
      onChange={(id) =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (id === 'violations') next.set('tab', id);
            else next.delete('tab');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
