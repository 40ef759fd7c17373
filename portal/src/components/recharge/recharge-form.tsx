import { featureCodes } from '@cmp/functions/platform/permissions';
import { Upload } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps, FormContext, FormDeclaration } from '../form-page';
import { uploadVoucher } from './recharge-api';
import {
  type RechargeDraft,
  type RechargeRow,
  VOUCHER_MAX_BYTES,
  addRouteOf,
  checkVoucher,
  emptyRechargeDraft,
  needsVoucher,
  payMethods,
  readHead,
  rechargeBody,
  rechargeDraftProblems,
  rechargePath,
} from './recharge-model';

// A new recharge as a declaration over the shared form page: amount, payment method, when it was
// paid, a remark and — for an offline or corporate remittance — the voucher image, checked here by
// its content and size (spec §5) before it is uploaded, and again by the server.

type Ctx = FormContext<RechargeRow>;

/** The voucher image: chosen, checked by its first bytes and size, uploaded at once; the draft keeps its key. */
function VoucherField({ set, error, ctx, disabled }: CustomFieldProps<RechargeDraft, Ctx>) {
  const { t } = useTranslation('business');
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'uploaded'>('idle');
  const choose = async (file: File | null, kitProblem: string | null) => {
    set('' as never);
    setState('idle');
    if (kitProblem || !file) {
      setProblem(kitProblem === 'size' ? t('business.recharge.voucher.size') : null);
      return;
    }
    const checked = checkVoucher(file.size, await readHead(file));
    if (!checked.ok) {
      setProblem(t(`business.recharge.voucher.${checked.problem}`));
      return;
    }
    setProblem(null);
    setState('uploading');
    try {
      set((await uploadVoucher(file, checked.contentType, ctx.scope.body)) as never);
      setState('uploaded');
    } catch (e) {
      setState('idle');
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div>
      <Upload
        label={t('business.recharge.voucher.label')}
        prompt={t('business.recharge.voucher.prompt')}
        hint={
          state === 'uploading'
            ? t('business.recharge.voucher.uploading')
            : state === 'uploaded'
              ? t('business.recharge.voucher.uploaded')
              : t('business.recharge.voucher.hint')
        }
        maxSize={VOUCHER_MAX_BYTES - 1}
        messages={{
          type: t('business.recharge.voucher.format'),
          size: t('business.recharge.voucher.size'),
          count: t('business.recharge.voucher.count'),
        }}
        error={problem ?? error}
        disabled={disabled}
        onChange={(file, kitProblem) => void choose(file, kitProblem)}
        data-testid="recharge-voucher-upload"
      />
    </div>
  );
}

const mayFilePublic = (ctx: Ctx) => ctx.session.permissions.includes(featureCodes.rechargePublic);

/** /business/recharge/add: an enterprise files a recharge; a platform user files one for the enterprise it picked. */
export const rechargeForm: FormDeclaration<RechargeDraft, RechargeRow> = {
  title: 'business.recharge.add.title',
  subtitle: (ctx) => ctx.t('business.recharge.add.subtitle'),
  scope: 'enterprise',
  initial: emptyRechargeDraft,
  sections: [
    {
      id: 'payment',
      title: 'business.recharge.add.payment',
      description: 'business.recharge.delays.addNote',
      testId: 'recharge-add-payment',
      fields: [
        {
          kind: 'text',
          name: 'amount',
          label: 'business.recharge.add.amount',
          inputMode: 'decimal',
          placeholder: '0.00',
          testId: 'recharge-amount',
        },
        {
          kind: 'select',
          name: 'payMethod',
          label: 'business.recharge.add.payMethod',
          options: (_d, ctx) => payMethods.filter((m) => m !== 3 || mayFilePublic(ctx)),
          optionLabel: 'business.recharge.payMethod',
          placeholder: 'business.recharge.add.choose',
          testId: 'recharge-method',
        },
        {
          kind: 'text',
          name: 'paidAt',
          label: 'business.recharge.add.paidAt',
          type: 'datetime-local',
          testId: 'recharge-paid-at',
        },
        {
          kind: 'custom',
          name: 'voucherKey',
          label: 'business.recharge.voucher.label',
          wide: true,
          hint: (d, ctx) =>
            ctx.t(needsVoucher(d.payMethod) ? 'business.recharge.voucher.required' : 'business.recharge.voucher.optional'),
          render: VoucherField,
          testId: 'recharge-voucher',
        },
        {
          kind: 'textarea',
          name: 'remark',
          label: 'business.recharge.add.remark',
          maxLength: 200,
          wide: true,
          testId: 'recharge-remark',
        },
      ],
    },
  ],
  normalize: (d) => d,
  validate: (d) => rechargeDraftProblems(d),
  submit: {
    route: (d) => addRouteOf(d),
    body: (d, ctx) => rechargeBody(d, ctx.scope.body),
    done: 'business.recharge.add.done',
    goTo: (answer: { rechargeId: string }) => rechargePath(answer.rechargeId),
  },
  cancel: () => '/business/recharge/list',
  testId: 'recharge-add',
  saveTestId: 'recharge-add-save',
};
