import { Button, ConfirmDialog, EmptyState, Panel, Select, Tabs, TextField, useNotify } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseIccids } from '../../../components/card-batch/batch-model';
import {
  type FilterDraft,
  LIFECYCLE_STATES,
  OPERATORS,
  checkDraft,
  emptyDraft,
  toFilterBody,
} from '../../../components/card-list/card-list-model';
import { matchingIccids, useEnterprises, useSecondaries } from '../../../components/card-list/use-cards';
import { PageHeader } from '../../../components/data-list';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';
import {
  ALLOCATION_TOO_MANY,
  type CardSource,
  TOO_MANY_MATCHING,
  allocationDetailPath,
  allocationProblems,
} from './allocation-model';
import { startAllocation } from './use-allocation';

const PREVIEW = 10;
/** The target option that takes cards back from their secondary customer to the enterprise. */
const ENTERPRISE = '__enterprise';

/**
 * /card/card-list/numcard/:salesorder?: allocate cards to a secondary customer. Cards come from a
 * search filter (every matching ICCID, at most 10,000: more need a narrower filter, spec §5) or
 * from pasted ICCIDs; after a confirmation the allocation runs as a batch and the page moves to
 * its detail, where its progress shows.
 */
export default function NumcardPage() {
  const { t } = useTranslation(['card', 'shortcuts']);
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const platform = !session.channelCustId;
  const enterprises = useEnterprises(platform);
  const [enterprise, setEnterprise] = useState('');
  const channelCustId = platform ? enterprise : (session.channelCustId ?? '');
  const secondaries = useSecondaries(!platform || Boolean(enterprise), platform ? enterprise : undefined);

  const [source, setSource] = useState<CardSource>('filter');
  const [draft, setDraft] = useState<FilterDraft>(emptyDraft);
  const [owner, setOwner] = useState('');
  const [found, setFound] = useState<string[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const parsed = useMemo(() => parseIccids(text), [text]);
  const iccids = source === 'filter' ? found : parsed.iccids.length || parsed.invalidCount ? parsed.iccids : null;
  const problems = allocationProblems({
    platform,
    channelCustId,
    source,
    iccids,
    invalidCount: parsed.invalidCount,
    targetCustId: target ?? '',
  });
  const draftProblem = checkDraft(draft);
  const targetName =
    target === ENTERPRISE
      ? t('card.allocation.enterpriseTarget')
      : (secondaries.data?.find((c) => c.custId === target)?.name ?? target ?? '');
  const show = (key?: string) => (submitted && key ? t(key, { samples: parsed.invalid.join(', ') }) : undefined);

  // A changed filter makes the last search's cards stale: search again before allocating.
  const editDraft = (next: FilterDraft) => {
    setDraft(next);
    setFound(null);
  };

  const changeEnterprise = (value: string) => {
    setEnterprise(value);
    setFound(null);
    setOwner('');
    setTarget(null);
  };

  const search = async () => {
    setSearchError(null);
    if (draftProblem || (platform && !enterprise)) return;
    setSearching(true);
    try {
      const filter = toFilterBody(draft, { channelCustId: platform ? enterprise : undefined, custId: owner || undefined });
      setFound((await matchingIccids(filter)).iccids);
    } catch (e) {
      setFound(null);
      setSearchError(
        isApiError(e) && e.errorCode === TOO_MANY_MATCHING
          ? t('card.allocation.errors.tooMany')
          : isApiError(e)
            ? e.msg
            : t('dataList.loadFailed'),
      );
    } finally {
      setSearching(false);
    }
  };

  const start = async () => {
    if (!iccids || !target) return;
    setBusy(true);
    try {
      const { batchId } = await startAllocation({
        iccids,
        ...(target === ENTERPRISE ? {} : { custId: target }),
        ...(platform ? { channelCustId } : {}),
      });
      notify({ type: 'success', title: t('card.allocation.started') });
      navigate(allocationDetailPath(batchId, channelCustId, platform));
    } catch (e) {
      const tooMany = isApiError(e) && e.errorCode === ALLOCATION_TOO_MANY;
      setServerError(tooMany ? t('card.allocation.errors.tooMany') : isApiError(e) ? e.msg : t('card.allocation.failed'));
      setConfirming(false);
      setBusy(false);
    }
  };

  const anyOption = { value: '' as const, label: t('dataList.any') };
  const filterPanel = (
    <div className="space-y-3 pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          className="w-44"
          label={t('card.list.fields.state')}
          options={[anyOption, ...LIFECYCLE_STATES.map((s) => ({ value: s, label: t(`cardState.${s}`) }))]}
          value={draft.state}
          onChange={(state) => editDraft({ ...draft, state })}
          data-testid="numcard-filter-state"
        />
        <Select
          className="w-40"
          label={t('card.list.fields.operator')}
          options={[anyOption, ...OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))]}
          value={draft.operator}
          onChange={(operator) => editDraft({ ...draft, operator })}
          data-testid="numcard-filter-operator"
        />
        <TextField
          className="w-60"
          label={t('card.list.fields.iccidFrom')}
          inputMode="numeric"
          value={draft.iccidFrom}
          error={draftProblem?.field === 'iccidFrom' ? t(draftProblem.key) : undefined}
          onChange={(e) => editDraft({ ...draft, iccidMode: 'range', iccidFrom: e.target.value })}
          data-testid="numcard-filter-iccidFrom"
        />
        <TextField
          className="w-60"
          label={t('card.list.fields.iccidTo')}
          inputMode="numeric"
          value={draft.iccidTo}
          error={draftProblem?.field === 'iccidTo' ? t(draftProblem.key) : undefined}
          onChange={(e) => editDraft({ ...draft, iccidMode: 'range', iccidTo: e.target.value })}
          data-testid="numcard-filter-iccidTo"
        />
        <Select
          className="w-52"
          label={t('card.allocation.currentOwner')}
          options={[
            { value: '', label: t('card.allocation.anyOwner') },
            ...(secondaries.data ?? []).map((c) => ({ value: c.custId ?? '', label: c.name || (c.custId ?? '') })),
          ]}
          value={owner}
          onChange={(value) => {
            setOwner(value);
            setFound(null);
          }}
          data-testid="numcard-filter-owner"
        />
        <Button
          variant="secondary"
          loading={searching}
          disabled={Boolean(draftProblem) || (platform && !enterprise)}
          onClick={() => void search()}
          data-testid="numcard-search"
        >
          {searching ? t('card.allocation.searching') : t('card.allocation.search')}
        </Button>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="numcard-matched" data-count={found?.length ?? ''}>
        {searchError ? (
          <span role="alert" className="text-red-600" data-testid="numcard-search-error">
            {searchError}
          </span>
        ) : found ? (
          t('card.allocation.matched', { count: found.length })
        ) : null}
      </p>
    </div>
  );

  const pastePanel = (
    <div className="space-y-2 pt-4">
      <TextAreaField
        label={t('card.allocation.iccids')}
        hint={t('card.allocation.iccidsHint')}
        rows={8}
        value={text}
        onChange={setText}
        data-testid="numcard-iccids"
      />
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="numcard-pasted">
        {t('card.allocation.pasted', { count: parsed.iccids.length })}
        {parsed.duplicates > 0 && ` · ${t('card.allocation.duplicates', { count: parsed.duplicates })}`}
      </p>
    </div>
  );

  return (
    <div className="space-y-5">
      <PageHeader title={t('card.allocation.title')} subtitle={t('card.allocation.subtitle')} />
      {platform && (
        <div>
          <Select
            className="w-72"
            label={t('card.allocation.enterprise')}
            placeholder={t('card.allocation.enterprisePlaceholder')}
            options={(enterprises.data ?? []).map((c) => ({ value: c.channelCustId, label: c.name || c.channelCustId }))}
            value={enterprise || null}
            onChange={changeEnterprise}
            data-testid="numcard-enterprise"
          />
          {show(problems.enterprise) && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {show(problems.enterprise)}
            </p>
          )}
        </div>
      )}
      <Panel title={t('card.allocation.cards')}>
        <Tabs
          label={t('card.allocation.cards')}
          selectedId={source}
          onChange={(id) => setSource(id as CardSource)}
          tabs={[
            { id: 'filter', label: t('card.allocation.source.filter'), content: filterPanel },
            { id: 'paste', label: t('card.allocation.source.paste'), content: pastePanel },
          ]}
        />
        {show(problems.cards) && (
          <p role="alert" className="mt-2 text-sm text-red-600" data-testid="numcard-cards-error">
            {show(problems.cards)}
          </p>
        )}
        {iccids && iccids.length > 0 && (
          <div className="mt-3">
            <p className="text-xs font-medium text-slate-500">{t('card.allocation.preview')}</p>
            <ul
              className="mt-1 grid grid-cols-1 gap-x-6 font-mono text-xs text-slate-700 sm:grid-cols-2"
              data-testid="numcard-preview"
            >
              {iccids.slice(0, PREVIEW).map((i) => (
                <li key={i}>{i}</li>
              ))}
              {iccids.length > PREVIEW && <li>…</li>}
            </ul>
          </div>
        )}
      </Panel>
      <Panel title={t('card.allocation.target')}>
        {(platform && !enterprise) || secondaries.isLoading || (secondaries.data?.length ?? 0) > 0 ? (
          <div>
            <Select
              className="w-72"
              label={t('card.allocation.target')}
              placeholder={t('card.allocation.targetPlaceholder')}
              options={[
                ...(secondaries.data ?? []).map((c) => ({ value: c.custId ?? '', label: c.name || (c.custId ?? '') })),
                { value: ENTERPRISE, label: t('card.allocation.enterpriseTarget') },
              ]}
              value={target}
              onChange={setTarget}
              data-testid="numcard-target"
            />
            {show(problems.target) && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {show(problems.target)}
              </p>
            )}
          </div>
        ) : (
          <EmptyState compact title={t('card.allocation.noSecondaries')} data-testid="numcard-no-secondaries" />
        )}
      </Panel>
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="numcard-submit-error">
          {serverError}
        </p>
      )}
      <div>
        <Button
          onClick={() => {
            setSubmitted(true);
            setServerError(null);
            if (Object.keys(problems).length === 0) setConfirming(true);
          }}
          data-testid="numcard-submit"
        >
          {t('card.allocation.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => (busy ? undefined : setConfirming(false))}
        title={t('card.allocation.confirmTitle', { count: iccids?.length ?? 0, name: targetName })}
        description={
          target === ENTERPRISE ? t('card.allocation.confirmTakeBack') : t('card.allocation.confirmText', { name: targetName })
        }
        confirmLabel={t('card.allocation.confirm')}
        cancelLabel={t('card.allocation.cancel')}
        onConfirm={() => void start()}
        loading={busy}
        data-testid="numcard-confirm"
      />
    </div>
  );
}
