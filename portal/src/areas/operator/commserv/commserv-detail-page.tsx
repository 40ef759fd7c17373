import { Button, EmptyState, Panel, Skeleton, StateBadge } from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { OPERATOR_CODE } from './commserv-list-page';
import { statusTone } from './commserv-model';
import { StatusConfirm } from './status-confirm';
import { setCommservStatus, useCommserv } from './use-commserv';

function Fields({ items }: { items: Array<[string, ReactNode]> }) {
  const { t } = useTranslation('operator');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">
            {value === '' || value === undefined ? t('dataList.none') : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const List = ({ items }: { items: string[] }) =>
  items.length ? (
    <ul className="space-y-0.5 font-mono text-xs">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  ) : (
    ''
  );

/** /operator/commserv-list/detail/:commservId */
export default function CommservDetailPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const { commservId } = useParams();
  const { permissions } = useSession();
  const canManage = permissions.includes(OPERATOR_CODE);
  const cs = useCommserv(commservId);
  const [confirm, setConfirm] = useState(false);
  const f = (k: string) => t(`operator.commserv.fields.${k}`);
  const c = cs.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('operator.commserv.menu.detail')}
        subtitle={c ? `${c.name} · ${c.commservId}` : undefined}
        actions={
          c &&
          canManage && (
            <>
              <Button variant="secondary" onClick={() => navigate(`/operator/commserv-list/edit/${c.commservId}`)}>
                {t('operator.commserv.edit')}
              </Button>
              <Button
                variant={c.status === 2 ? 'danger' : 'primary'}
                onClick={() => setConfirm(true)}
                data-testid="detail-toggle"
              >
                {t(c.status === 2 ? 'commserv.block' : 'commserv.allow')}
              </Button>
            </>
          )
        }
      />
      {cs.error ? (
        <EmptyState
          data-testid="load-error"
          title={cs.error.status === 404 ? t('operator.commserv.notFound') : t('dataList.loadFailed')}
          description={cs.error.msg}
        />
      ) : !c ? (
        <div aria-busy="true">
          <span className="sr-only">{t('dataList.loading')}</span>
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2" data-testid="commserv-detail">
          <Panel title={t('operator.commserv.sections.basic')}>
            <Fields
              items={[
                [f('commservId'), c.commservId],
                [f('name'), c.name],
                [f('type'), t(`operator.commserv.type.${c.type}`)],
                [f('priority'), c.priority],
                [f('directional'), t(c.directional ? 'operator.commserv.yes' : 'operator.commserv.no')],
                [
                  f('status'),
                  <StateBadge key="s" tone={statusTone(c.status)}>
                    {t(`operator.commserv.status.${c.status}`)}
                  </StateBadge>,
                ],
                [f('updatedAt'), formatDateTime(c.updatedAt)],
              ]}
            />
          </Panel>
          <Panel title={t('operator.commserv.sections.policy')}>
            <Fields
              items={[
                [f('qos'), c.qos ? `${c.qos.uplinkKbps} / ${c.qos.downlinkKbps} kbps` : ''],
                [f('redirect'), c.redirect ?? ''],
              ]}
            />
          </Panel>
          <Panel title={t('operator.commserv.sections.lists')} className="xl:col-span-2">
            <Fields
              items={[
                [`${f('domains')} (${c.domains.length})`, <List key="d" items={c.domains} />],
                [`${f('whitelist')} (${c.whitelist.length})`, <List key="w" items={c.whitelist} />],
              ]}
            />
          </Panel>
        </div>
      )}
      {confirm && c && (
        <StatusConfirm
          target={{
            kind: 'service',
            name: c.name,
            next: c.status === 2 ? 1 : 2,
            change: () => setCommservStatus(c.commservId, c.status === 2 ? 1 : 2),
          }}
          onClose={() => setConfirm(false)}
          onDone={() => void cs.mutate()}
        />
      )}
    </div>
  );
}
