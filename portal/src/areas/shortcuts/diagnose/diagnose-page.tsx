import { Button, EmptyState, Panel, StateBadge, TextField } from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { detailPath, isIccid, usedPercent } from '../../../components/card-detail/detail-model';
import { type Diagnosis, diagnoseCard } from '../../../components/card-detail/use-card-detail';
import { stateTone } from '../../../components/card-list/card-list-model';
import { PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { formatBytes } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';

const PLATFORM = new Set(['1000', '2000']);
const adviceTone = { ok: 'green', info: 'blue', warning: 'amber', error: 'red' } as const;

/** /shortcuts/diagnose/detail/:iccId?: a card's state, operator and online status, cycle usage and advice. */
export default function DiagnosePage() {
  const { t } = useTranslation('card');
  const { iccId } = useParams();
  const navigate = useNavigate();
  const { roleId } = useSession();
  const platform = PLATFORM.has(roleId ?? '');
  const [draft, setDraft] = useState(iccId ?? '');
  const [enterprise, setEnterprise] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [state, setState] = useState<{ loading: boolean; result?: Diagnosis; error?: string }>({ loading: false });

  const [query, setQuery] = useState<{ iccid: string; channelCustId?: string } | null>(
    iccId && isIccid(iccId) ? { iccid: iccId } : null,
  );

  useEffect(() => {
    if (!query) return;
    let live = true;
    setState({ loading: true });
    diagnoseCard(query)
      .then((result) => live && setState({ loading: false, result }))
      .catch((e: unknown) => live && setState({ loading: false, error: isApiError(e) ? e.msg : String(e) }));
    return () => {
      live = false;
    };
  }, [query]);

  const search = () => {
    if (!isIccid(draft)) {
      setInputError(t('card.detail.diagnose.iccidInvalid'));
      return;
    }
    setInputError(undefined);
    setQuery({ iccid: draft.trim(), ...(platform && enterprise ? { channelCustId: enterprise } : {}) });
    navigate(`/shortcuts/diagnose/detail/${encodeURIComponent(draft.trim())}`);
  };

  const r = state.result;
  return (
    <div className="space-y-5">
      <PageHeader title={t('card.detail.diagnoseTitle')} subtitle={t('card.detail.diagnose.subtitle')} />
      <form
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <TextField
          className="w-72"
          label={t('card.detail.diagnose.iccidLabel')}
          placeholder={t('card.detail.diagnose.iccidPlaceholder')}
          value={draft}
          inputMode="numeric"
          onChange={(e) => setDraft(e.target.value)}
          error={inputError}
          data-testid="diagnose-iccid"
        />
        {platform && (
          <TextField
            className="w-48"
            label={t('card.detail.diagnose.enterprise')}
            placeholder="C1001"
            value={enterprise}
            onChange={(e) => setEnterprise(e.target.value.trim())}
          />
        )}
        <Button type="submit" data-testid="diagnose-search">
          {t('card.detail.diagnose.search')}
        </Button>
      </form>
      {!query && <EmptyState compact title={t('card.detail.diagnose.start')} />}
      {state.loading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {state.error && (
        <div role="alert" data-testid="diagnose-error" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {state.error}
        </div>
      )}
      {r && !state.loading && (
        <div className="grid gap-5 lg:grid-cols-2" data-testid="diagnose-result">
          <Panel
            title={t('card.detail.diagnose.result')}
            actions={
              <Link
                to={detailPath(r.iccid, platform ? r.channelCustId : null)}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                {t('card.detail.diagnose.openDetail')}
              </Link>
            }
          >
            <dl className="grid grid-cols-2 gap-4 p-5 text-sm">
              <dt className="text-slate-500">{t('card.detail.fields.iccid')}</dt>
              <dd className="font-mono">{r.iccid}</dd>
              <dt className="text-slate-500">{t('card.detail.fields.state')}</dt>
              <dd>
                <StateBadge tone={stateTone(r.state)}>{t(`cardState.${r.state}`)}</StateBadge>
              </dd>
              <dt className="text-slate-500">{t('card.detail.fields.operatorStatus')}</dt>
              <dd>{r.operatorStatus.label || r.operatorStatus.code}</dd>
              <dt className="text-slate-500">{t('card.detail.fields.online')}</dt>
              <dd data-testid="diagnose-online">{t(`card.detail.online.${r.online === null ? 'unknown' : String(r.online)}`)}</dd>
              <dt className="text-slate-500">{t('card.detail.fields.network')}</dt>
              <dd>{t(`card.detail.network.${r.network}`)}</dd>
              <dt className="text-slate-500">{t('card.detail.overview.cycle')}</dt>
              <dd>
                {t('card.detail.overview.usedOf', {
                  used: formatBytes(r.cycle.usedBytes),
                  total: formatBytes(r.cycle.totalBytes),
                  percent: usedPercent(r.cycle),
                })}
              </dd>
            </dl>
          </Panel>
          <Panel title={t('card.detail.diagnose.advice')}>
            <ul className="space-y-2 p-5" data-testid="diagnose-advice">
              {r.advice.map((a) => (
                <li key={a.code} className="flex items-start gap-2 text-sm text-slate-800">
                  <StateBadge tone={adviceTone[a.level]}>{a.code}</StateBadge>
                  <span>{a.message}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      )}
    </div>
  );
}
