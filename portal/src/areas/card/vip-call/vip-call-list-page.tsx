import { featureCodes } from '@cmp/functions/platform/permissions';
import { ConfirmAction, useNotify } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { type ListContext, type ListDeclaration, ListPage } from '../../../components/list-page';
import { isApiError } from '../../../lib/api';
import { VipAddDialog } from './vip-add-dialog';
import { VIP_MAX, type VipRow } from './vip-call-model';

const canEdit = (ctx: ListContext) => ctx.session.permissions.includes(featureCodes.vipCallEdit);

/** A card's whitelisted numbers; with 2020002 each has a remove mark (confirmed first). */
function VipNumbers({ row, ctx }: { row: VipRow; ctx: ListContext }) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const remove = async (number: string) => {
    await api.call('vip-call.remove', { iccid: row.iccid, numbers: [number], ...ctx.scope.body }, { silent: true });
    notify({ type: 'success', title: t('card.vipCall.removed') });
    ctx.reload();
  };
  return (
    <ul className="flex max-w-lg flex-wrap gap-1.5" data-testid={`vip-numbers-${row.iccid}`}>
      {row.numbers.map((n) => (
        <li key={n} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-mono text-xs">
          {n}
          {canEdit(ctx) && (
            <ConfirmAction
              className="rounded-full px-1"
              aria-label={t('card.vipCall.remove', { number: n })}
              title={t('card.vipCall.removeTitle', { iccid: row.iccid, number: n })}
              description={t('card.vipCall.removeDescription')}
              confirmLabel={t('card.vipCall.remove', { number: n })}
              cancelLabel={t('dataList.cancel')}
              onConfirm={() => remove(n)}
              describeError={(e) => (isApiError(e) ? e.msg : String(e))}
              data-testid={`vip-remove-${row.iccid}-${n}`}
              data-testid-dialog="vip-remove-dialog"
            >
              ×
            </ConfirmAction>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /card/vipcall/list: voice whitelists of the tenant's cards; add and remove (with confirmation) need 2020002. */
export const vipCallList: ListDeclaration<VipRow> = {
  title: 'card.vipCall.title',
  subtitle: (ctx) => (canEdit(ctx) ? ['card.vipCall.subtitle', { max: VIP_MAX }] : ['card.vipCall.readOnly']),
  texts: 'card.vipCall',
  source: 'vip-call.list',
  scope: 'enterprise',
  rowKey: 'iccid',
  filters: [{ kind: 'text', field: 'iccid', label: 'card.vipCall.filters.iccid', maxLength: 20, testId: 'vip-filter-iccid' }],
  columns: [
    { key: 'iccid', format: 'code' },
    { key: 'msisdn', format: 'code' },
    { key: 'numbers', cell: (row, ctx) => <VipNumbers row={row} ctx={ctx} /> },
    { key: 'updatedAt', format: 'dateTime' },
    { key: 'updatedBy', format: 'actor' },
  ],
  headerActions: [
    { id: 'add', label: 'card.vipCall.add', permission: featureCodes.vipCallEdit, open: VipAddDialog, testId: 'vip-add' },
  ],
  testIds: { table: 'vip-table' },
};

export default function VipCallListPage() {
  return <ListPage declaration={vipCallList} />;
}
