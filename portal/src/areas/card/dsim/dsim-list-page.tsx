import { featureCodes } from '@cmp/functions/platform/permissions';
import type { TFunction } from 'i18next';
import { api } from '../../../app/services';
import { type ListContext, type ListDeclaration, ListPage } from '../../../components/list-page';
import { customerName } from '../../../lib/customer-name';
import { type DsimCardView, type DsimRow, otherSlot } from './dsim-model';
import { DsimPairDialog } from './dsim-pair-dialog';

/** Pairing, switching and unpairing need 2100001, and are the enterprise's (not a secondary customer's). */
const canEdit = (ctx: ListContext) => ctx.session.permissions.includes(featureCodes.dsimEdit) && !ctx.session.custId;

function SlotCell({ row, slot, t }: { row: DsimRow; slot: 1 | 2; t: TFunction }) {
  const card: DsimCardView | null = slot === 1 ? row.card1 : row.card2;
  const active = row.activeSlot === slot;
  return (
    <div className="space-y-0.5" data-testid={`dsim-slot${slot}-${row.sn}`} data-active={active || undefined}>
      <div className="flex items-center gap-2">
        <span className="font-mono text-xs">{slot === 1 ? row.iccid1 : row.iccid2}</span>
        {active && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
            {t('card.dsim.active')}
          </span>
        )}
      </div>
      <div className="text-xs text-slate-500">
        {card ? `${t(`operator.${card.operator}`)} · ${t(`cardState.${card.state}`)}` : t('card.dsim.missing')}
      </div>
    </div>
  );
}

const slotOf = (r: DsimRow) => ({ slot: otherSlot(r.activeSlot) });

/** /card/dsimlist/list: dual-SIM devices; pairing, switching and unpairing (with confirmation) need 2100001. */
export const dsimList: ListDeclaration<DsimRow> = {
  title: 'card.dsim.title',
  subtitle: (ctx) => [canEdit(ctx) ? 'card.dsim.subtitle' : 'card.dsim.readOnly'],
  texts: 'card.dsim',
  source: 'dsim.list',
  scope: 'enterprise',
  rowKey: 'sn',
  filters: [
    { kind: 'text', field: 'sn', label: 'card.dsim.filters.sn', maxLength: 40, width: 'w-48', testId: 'dsim-filter-sn' },
    { kind: 'text', field: 'iccid', label: 'card.dsim.filters.iccid', maxLength: 20, testId: 'dsim-filter-iccid' },
  ],
  columns: [
    { key: 'sn', format: 'code' },
    { key: 'slot1', cell: (r, { t }) => <SlotCell row={r} slot={1} t={t} /> },
    { key: 'slot2', cell: (r, { t }) => <SlotCell row={r} slot={2} t={t} /> },
    {
      key: 'custId',
      header: 'card.dsim.fields.customer',
      cell: (r, { t }) => (r.custId ? customerName({ custId: r.custId, name: r.customerName }) : t('card.dsim.unallocated')),
    },
    { key: 'updatedAt', format: 'dateTime' },
    { key: 'updatedBy', format: 'actor' },
  ],
  rowActions: [
    {
      id: 'switch',
      label: (r) => ['card.dsim.switch', slotOf(r)],
      permission: featureCodes.dsimEdit,
      visible: (_r, ctx) => canEdit(ctx),
      testId: (r) => `dsim-switch-${r.sn}`,
      confirm: {
        tone: 'default',
        title: (r) => ['card.dsim.switchTitle', { sn: r.sn, ...slotOf(r) }],
        description: (r) => ['card.dsim.switchDescription', { iccid: r.activeSlot === 1 ? r.iccid2 : r.iccid1 }],
        run: (r, { scope }) =>
          api.call('dsim.switch', { sn: r.sn, activeSlot: otherSlot(r.activeSlot), ...scope.body }, { silent: true }),
        done: 'card.dsim.switched',
        dialogTestId: 'dsim-confirm-dialog',
      },
    },
    {
      id: 'unpair',
      label: 'card.dsim.unpair',
      permission: featureCodes.dsimEdit,
      visible: (_r, ctx) => canEdit(ctx),
      testId: (r) => `dsim-unpair-${r.sn}`,
      confirm: {
        title: (r) => ['card.dsim.unpairTitle', { sn: r.sn }],
        description: (r) => ['card.dsim.unpairDescription', { iccid1: r.iccid1, iccid2: r.iccid2 }],
        run: (r, { scope }) => api.call('dsim.unpair', { sn: r.sn, ...scope.body }, { silent: true }),
        done: 'card.dsim.unpaired',
        dialogTestId: 'dsim-confirm-dialog',
      },
    },
  ],
  headerActions: [
    {
      id: 'add',
      label: 'card.dsim.add',
      permission: featureCodes.dsimEdit,
      visible: canEdit,
      open: DsimPairDialog,
      testId: 'dsim-add',
    },
  ],
  testIds: { table: 'dsim-table' },
};

export default function DsimListPage() {
  return <ListPage declaration={dsimList} />;
}
