import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, DescriptionList, Drawer, Spinner, StateBadge } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListContext } from '../../../components/list-page';
import { formatActor, formatCny, formatDate, formatDateTime, formatMonth, orEmpty } from '../../../lib/format';
import { useRoute } from '../../../lib/use-route';
import { IssueDialog, RejectDialog } from './invoice-dialogs';
import { INVOICE_DETAIL, type InvoiceRow, canDecide, ordersOfInvoice, stateTones } from './invoice-model';

const k = (key: string) => `financial.invoice.${key}`;

/** One invoice's items: each order linked to its page, each bill to its bill page, amounts in yuan. */
function Items({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation('financial');
  return (
    <table className="w-full text-sm" data-testid="invoice-detail-items">
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <th className="py-2 font-medium">{t(k('fields.item'))}</th>
          <th className="py-2 text-right font-medium">{t(k('fields.amount'))}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {invoice.items.map((i) => (
          <tr key={`${i.kind}:${i.id}`}>
            <td className="py-2">
              <Link
                to={
                  i.kind === 'order'
                    ? `/billing/orderCenter/orders/detail/${encodeURIComponent(i.id)}`
                    : `/billing/bill/spending/${encodeURIComponent(i.id)}`
                }
                className="text-brand-700 hover:underline"
              >
                {i.kind === 'order' ? i.name : t(k('billOf'), { month: formatMonth(i.name) })}
              </Link>
              <div className="font-mono text-xs text-slate-500">
                {t(k(`itemKinds.${i.kind}`))} · {i.id}
              </div>
            </td>
            <td className="py-2 text-right tabular-nums">{formatCny(i.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The invoice of `:invoiceId` in a drawer over the list (a pasted URL opens it; another tenant's id is
 * not found): its buyer, amount, state and items, and finance's Issue and Reject.
 */
export function InvoiceDetailDrawer({ invoiceId, ctx, onClose }: { invoiceId: string; ctx: ListContext; onClose: () => void }) {
  const { t } = useTranslation('financial');
  const { data, error, mutate } = useRoute(INVOICE_DETAIL, { invoiceId });
  const [dialog, setDialog] = useState<'issue' | 'reject' | null>(null);
  const platform = ctx.scope.side === 'platform';
  const mayDecide = platform && ctx.session.permissions.includes(featureCodes.invoiceAudit);
  const decided = () => {
    setDialog(null);
    void mutate();
    ctx.reload();
  };
  const body = error ? (
    <p className="text-sm text-slate-600" data-testid="invoice-detail-not-found">
      {error.status === 404 ? t(k('notFound')) : error.msg}
    </p>
  ) : !data ? (
    <Spinner />
  ) : (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <StateBadge tone={stateTones[data.state]} data-testid="invoice-detail-state">
          {t(k(`states.${data.state}`))}
        </StateBadge>
        <span className="text-lg font-semibold tabular-nums text-slate-900" data-testid="invoice-detail-amount">
          {formatCny(data.amount)}
        </span>
      </div>
      <DescriptionList
        columns={2}
        sections={[
          {
            key: 'buyer',
            title: t(k('sections.buyer')),
            items: [
              { key: 'enterprise', label: t(k('fields.enterprise')), value: data.enterpriseName ?? data.channelCustId },
              { key: 'type', label: t(k('fields.type')), value: t(k(`kinds.${data.type}`)) },
              { key: 'title', label: t(k('fields.title')), value: data.title, wide: true },
              { key: 'taxNumber', label: t(k('fields.taxNumber')), value: orEmpty(data.taxNumber), code: true },
              { key: 'phone', label: t(k('fields.phone')), value: orEmpty(data.phone) },
              { key: 'address', label: t(k('fields.address')), value: orEmpty(data.address), wide: true },
              { key: 'bankName', label: t(k('fields.bankName')), value: orEmpty(data.bankName) },
              { key: 'bankAccount', label: t(k('fields.bankAccount')), value: orEmpty(data.bankAccount), code: true },
            ],
          },
          {
            key: 'audit',
            title: t(k('sections.audit')),
            items: [
              {
                key: 'requested',
                label: t(k('fields.createdAt')),
                value: `${formatDateTime(data.createdAt)} · ${formatActor(data.createdBy, t)}`,
              },
              ...(data.state === 'issued'
                ? [
                    { key: 'number', label: t(k('fields.invoiceNumber')), value: orEmpty(data.invoiceNumber), code: true },
                    {
                      key: 'issueDay',
                      label: t(k('fields.issueDay')),
                      value: data.issueDay ? formatDate(data.issueDay) : orEmpty(null),
                    },
                    {
                      key: 'issuedAt',
                      label: t(k('fields.issuedAt')),
                      value: data.issuedAt
                        ? `${formatDateTime(data.issuedAt)}${data.issuedBy ? ` · ${data.issuedBy}` : ''}`
                        : orEmpty(null),
                    },
                  ]
                : []),
              ...(data.state === 'rejected'
                ? [
                    { key: 'reason', label: t(k('fields.reason')), value: orEmpty(data.reason), wide: true },
                    {
                      key: 'rejectedAt',
                      label: t(k('fields.rejectedAt')),
                      value: data.rejectedAt
                        ? `${formatDateTime(data.rejectedAt)}${data.rejectedBy ? ` · ${data.rejectedBy}` : ''}`
                        : orEmpty(null),
                    },
                  ]
                : []),
              { key: 'remark', label: t(k('fields.remark')), value: orEmpty(data.remark), wide: true },
            ],
          },
        ]}
      />
      <section>
        <div className="mb-2 flex items-center justify-between">
          <h2 className="text-sm font-semibold text-slate-900">{t(k('sections.items'))}</h2>
          {data.items.some((i) => i.kind === 'order') && (
            <Link
              to={ordersOfInvoice(data, platform)}
              className="text-sm text-brand-700 hover:underline"
              data-testid="invoice-detail-orders"
            >
              {t(k('ordersLink'))}
            </Link>
          )}
        </div>
        <Items invoice={data} />
      </section>
    </div>
  );
  return (
    <>
      <Drawer
        open
        size="lg"
        onClose={onClose}
        title={t(k('detailTitle'))}
        description={<span className="font-mono text-xs">{invoiceId}</span>}
        closeLabel={t(k('close'))}
        footer={
          data && mayDecide && canDecide(data) ? (
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setDialog('reject')} data-testid="invoice-detail-reject">
                {t(k('actions.reject'))}
              </Button>
              <Button onClick={() => setDialog('issue')} data-testid="invoice-detail-issue">
                {t(k('actions.issue'))}
              </Button>
            </div>
          ) : undefined
        }
        data-testid="invoice-detail"
      >
        {body}
      </Drawer>
      {data && dialog === 'issue' && <IssueDialog row={data} ctx={ctx} close={() => setDialog(null)} done={decided} />}
      {data && dialog === 'reject' && <RejectDialog row={data} ctx={ctx} close={() => setDialog(null)} done={decided} />}
    </>
  );
}
