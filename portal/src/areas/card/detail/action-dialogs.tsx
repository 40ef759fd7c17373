import type { LifecycleState } from '@cmp/functions/contracts';
import { Dialog, Select, TextField, useNotify } from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionId,
  type CardDetail,
  type FormProblem,
  SMS_MAX,
  checkEdit,
  checkPeriods,
  checkSms,
  targetStates,
} from '../../../components/card-detail/detail-model';
import { type CardRef, cardActions, usePlans } from '../../../components/card-detail/use-card-detail';
import { FieldError, TextAreaField, useRuleText } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { formatBytes } from '../../../lib/format';

export type OpenAction = ActionId | 'allow' | 'block';

interface Props {
  action: OpenAction;
  card: CardDetail;
  cardRef: CardRef;
  onClose: () => void;
  /** Called with the fresh detail (or nothing, for an SMS) after the server accepted the action. */
  onDone: (fresh?: CardDetail) => void;
}

/**
 * One dialog per single-card action: a form step with its checks, then, for actions that change
 * the card at the operator or in billing, a confirmation step. The server's refusal (the lifecycle
 * rule's exact message) is shown in the dialog.
 */
export function ActionDialog({ action, card, cardRef, onClose, onDone }: Props) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const ruleText = useRuleText();
  const [step, setStep] = useState<'form' | 'confirm'>(action === 'allow' || action === 'block' ? 'confirm' : 'form');
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [problems, setProblems] = useState<Record<string, FormProblem>>({});
  const [remark, setRemark] = useState(card.remark);
  const [imei, setImei] = useState('');
  const [target, setTarget] = useState<LifecycleState | null>(null);
  const [periods, setPeriods] = useState('1');
  const [plan, setPlan] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const needsPlans = action === 'changePackage' || action === 'orderPackage';
  const plans = usePlans(cardRef, needsPlans);
  const planOptions = (plans.data ?? []).filter((p) => (action === 'orderPackage' ? p.kind === 'event' : p.kind === 'basic'));
  const planName = planOptions.find((p) => p.goodsReleaseId === plan)?.name ?? '';
  const stateName = (s: number) => t(`cardState.${s}`);

  const run = async (call: () => Promise<CardDetail | unknown>) => {
    setSaving(true);
    setServerError(undefined);
    try {
      const result = await call();
      notify({ type: 'success', title: t('dataList.saved') });
      onDone(result && typeof result === 'object' && 'cycle' in result ? (result as CardDetail) : undefined);
    } catch (e) {
      setServerError(isApiError(e) ? e.msg : String(e));
    } finally {
      setSaving(false);
    }
  };

  /** Form step: checks, then either sends (edit, SMS) or asks for confirmation. */
  const submitForm = () => {
    let found: Record<string, FormProblem> = {};
    if (action === 'edit') found = checkEdit(remark, imei);
    if (action === 'sendSms') found = { content: checkSms(content) };
    if (action === 'changeStatus' && target === null) found = { target: { key: 'card.detail.errors.choose' } };
    if (action === 'renew') found = { periods: checkPeriods(Number(periods)) };
    if (needsPlans && !plan) found = { plan: { key: 'card.detail.errors.choose' } };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    if (action === 'edit') return run(() => cardActions.update(cardRef, { remark, ...(imei ? { imei } : {}) }));
    if (action === 'sendSms') return run(() => cardActions.sendSms(cardRef, content));
    setStep('confirm');
  };

  const confirm = () => {
    switch (action) {
      case 'changeStatus':
        return run(() => cardActions.changeState(cardRef, target!));
      case 'allow':
      case 'block':
        return run(() => cardActions.network(cardRef, action));
      case 'renew':
        return run(() => cardActions.renew(cardRef, Number(periods)));
      case 'changePackage':
        return run(() => cardActions.changePackage(cardRef, plan!));
      case 'orderPackage':
        return run(() => cardActions.orderPackage(cardRef, plan!));
    }
  };

  const titles: Record<OpenAction, string> = {
    edit: t('card.detail.dialogs.editTitle'),
    changeStatus: t('card.detail.dialogs.stateTitle'),
    network: '',
    allow: t('card.detail.actions.allow'),
    block: t('card.detail.actions.block'),
    renew: t('card.detail.dialogs.renewTitle'),
    changePackage: t('card.detail.dialogs.packageTitle'),
    orderPackage: t('card.detail.dialogs.orderTitle'),
    sendSms: t('card.detail.dialogs.smsTitle'),
  };
  const error = serverError && (
    <div role="alert" data-testid="action-error" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {serverError}
    </div>
  );

  if (step === 'confirm') {
    const text: Partial<Record<OpenAction, string>> = {
      changeStatus: t('card.detail.dialogs.stateConfirm', {
        iccid: card.iccid,
        from: stateName(card.state),
        to: target === null ? '' : stateName(target),
      }),
      allow: t('card.detail.dialogs.networkConfirm', { iccid: card.iccid, status: t('card.detail.network.allowed') }),
      block: t('card.detail.dialogs.networkConfirm', { iccid: card.iccid, status: t('card.detail.network.blocked') }),
      renew: t('card.detail.dialogs.renewConfirm', { iccid: card.iccid, count: periods }),
      changePackage: t('card.detail.dialogs.packageConfirm', { iccid: card.iccid, plan: planName }),
      orderPackage: t('card.detail.dialogs.orderConfirm', { iccid: card.iccid, plan: planName }),
    };
    return (
      <Dialog
        open
        onClose={onClose}
        tone="danger"
        size="sm"
        title={titles[action]}
        confirmLabel={t('card.detail.dialogs.confirm')}
        cancelLabel={t('dataList.cancel')}
        onConfirm={confirm}
        loading={saving}
        data-testid="action-confirm"
      >
        <p className="text-sm text-slate-700" data-testid="action-confirm-text">
          {text[action]}
        </p>
        {error}
      </Dialog>
    );
  }

  let fields: ReactNode = null;
  if (action === 'edit')
    fields = (
      <div className="space-y-4">
        <TextAreaField
          label={t('card.detail.fields.remark')}
          hint={t('card.detail.dialogs.remarkHint')}
          value={remark}
          onChange={setRemark}
          error={ruleText(problems.remark)}
          data-testid="edit-remark"
        />
        <TextField
          label={t('card.detail.fields.imei')}
          hint={t('card.detail.dialogs.imeiHint')}
          placeholder={card.imei}
          value={imei}
          inputMode="numeric"
          onChange={(e) => setImei(e.target.value.trim())}
          error={ruleText(problems.imei)}
          data-testid="edit-imei"
        />
      </div>
    );
  if (action === 'changeStatus') {
    const targets = targetStates(card.state);
    fields = targets.length ? (
      <div data-testid="state-target">
        <Select
          label={t('card.detail.dialogs.stateTarget')}
          placeholder={t('card.detail.dialogs.choose')}
          options={targets.map((s) => ({ value: s, label: stateName(s) }))}
          value={target}
          onChange={setTarget}
        />
        <FieldError>{ruleText(problems.target)}</FieldError>
      </div>
    ) : (
      <p className="text-sm text-slate-600">{t('card.detail.dialogs.stateNone', { state: stateName(card.state) })}</p>
    );
  }
  if (action === 'renew')
    fields = (
      <TextField
        label={t('card.detail.dialogs.periods')}
        hint={t('card.detail.dialogs.periodsHint')}
        type="number"
        min={1}
        max={12}
        value={periods}
        onChange={(e) => setPeriods(e.target.value)}
        error={ruleText(problems.periods)}
        data-testid="renew-periods"
      />
    );
  if (needsPlans)
    fields = plans.isLoading ? (
      <p className="text-sm text-slate-500">{t('common.loading')}</p>
    ) : planOptions.length ? (
      <div data-testid="plan-select">
        <Select
          label={t(action === 'orderPackage' ? 'card.detail.dialogs.orderTarget' : 'card.detail.dialogs.packageTarget')}
          placeholder={t('card.detail.dialogs.choose')}
          options={planOptions.map((p) => ({ value: p.goodsReleaseId, label: `${p.name} · ${formatBytes(p.quotaBytes)}` }))}
          value={plan}
          onChange={setPlan}
        />
        <p className="mt-1.5 text-xs text-slate-500">
          {t(action === 'orderPackage' ? 'card.detail.dialogs.orderHint' : 'card.detail.dialogs.packageHint')}
        </p>
        <FieldError>{ruleText(problems.plan)}</FieldError>
      </div>
    ) : (
      <p className="text-sm text-slate-600">{plans.error ? plans.error.msg : t('card.detail.dialogs.noPlans')}</p>
    );
  if (action === 'sendSms')
    fields = (
      <TextAreaField
        label={t('card.detail.dialogs.smsContent')}
        hint={`${t('card.detail.dialogs.smsHint')} (${content.length}/${SMS_MAX})`}
        value={content}
        maxLength={SMS_MAX}
        onChange={setContent}
        error={ruleText(problems.content)}
        data-testid="sms-content"
      />
    );
  const sendsNow = action === 'edit' || action === 'sendSms';
  return (
    <Dialog
      open
      onClose={onClose}
      title={titles[action]}
      description={card.iccid}
      confirmLabel={t(sendsNow ? 'card.detail.dialogs.save' : 'card.detail.dialogs.next')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submitForm}
      confirmDisabled={action === 'changeStatus' && targetStates(card.state).length === 0}
      loading={saving}
      data-testid="action-dialog"
    >
      {fields}
      {error}
    </Dialog>
  );
}
