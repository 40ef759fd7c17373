import { Button, ConfirmDialog, Tabs, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';
import { isPlatformRole } from '../plan-model';
import { BASIC_LIST, RETAIL_LIST } from '../use-plans';
import { BasicTab } from './basic-tab';
import { RetailTab } from './retail-tab';

/** A pending confirmation: what it asks and what it runs. */
export interface PendingAction {
  title: string;
  description: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  done: string;
}

/**
 * /billing/package/list/:tab? — basic plans (platform: every plan and its actions; enterprise: the
 * plans published to it) and retail plans (an enterprise's own; a secondary customer's offers).
 */
export default function PlanListPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const notify = useNotify();
  const { tab } = useParams();
  const { roleId } = useSession();
  const platform = isPlatformRole(roleId);
  const secondary = roleId === '5000';
  const enterprise = !platform && !secondary;
  const selected = secondary ? 'retail' : tab === 'retail' ? 'retail' : 'basic';
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  /** Reloads every page of both lists (SWR would otherwise dedupe a remount's request). */
  const refresh = () => mutate((key) => Array.isArray(key) && (key[0] === BASIC_LIST || key[0] === RETAIL_LIST));

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
      notify({ type: 'success', title: pending.done });
      await refresh();
      setPending(null);
    } catch (error) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(error) ? error.msg : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const tabs = [
    ...(secondary
      ? []
      : [
          {
            id: 'basic',
            label: t('billing.plan.tabs.basic'),
            content: <BasicTab platform={platform} />,
          },
        ]),
    { id: 'retail', label: t('billing.plan.tabs.retail'), content: <RetailTab onConfirm={setPending} /> },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('billing.plan.title')}
        subtitle={t('billing.plan.subtitle')}
        actions={
          <>
            {platform && (
              <Button onClick={() => navigate('/billing/package/addbasic')} data-testid="plan-add-basic">
                {t('billing.plan.addBasic')}
              </Button>
            )}
            {enterprise && (
              <Button onClick={() => navigate('/billing/package/addretail')} data-testid="plan-add-retail">
                {t('billing.plan.addRetail')}
              </Button>
            )}
          </>
        }
      />
      <Tabs
        label={t('billing.plan.title')}
        tabs={tabs}
        selectedId={selected}
        onChange={(id) => navigate(`/billing/package/list/${id}`, { replace: true })}
      />
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.title ?? ''}
        description={pending?.description}
        confirmLabel={t('billing.plan.confirm')}
        cancelLabel={t('dataList.cancel')}
        onConfirm={confirm}
        loading={busy}
        data-testid="plan-confirm"
      />
    </div>
  );
}
