import { featureCodes } from '@cmp/functions/platform/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { type DialogField, FormDialog } from '../../../components/form-page';
import { type ListDeclaration, type ListDialogProps, ListPage } from '../../../components/list-page';
import { formatCount } from '../../../lib/format';
import {
  ACCESS_POINT_LIST,
  type AccessPointDraft,
  type AccessPointRow,
  CONTRACT_DETAIL,
  type ContractDetail,
  accessPointDraftOf,
  accessPointOperators,
  accessPointProblems,
  accessPointTermsOf,
  accessPointTones,
  addAccessPoint,
  customerOf,
  deleteAccessPoint,
  emptyAccessPointDraft,
  setAccessPointState,
  statusTones,
  updateAccessPoint,
} from './contract-model';

const c = (key: string) => `business.contract.${key}`;
const a = (key: string) => `business.contract.accessPoint.${key}`;
type Contract = ContractDetail['contract'];

/** Adds an access point to the contract, or edits one (on the version read): the APN is one of the operator's. */
function AccessPointDialog({ row, close, done, contract }: ListDialogProps<AccessPointRow> & { contract: Contract }) {
  const { t } = useTranslation('business');
  const isNew = row === null;
  const fields: DialogField<AccessPointDraft>[] = [
    { kind: 'text', name: 'name', label: a('fields.name'), maxLength: 64, wide: true, testId: 'ap-name' },
    {
      kind: 'select',
      name: 'operator',
      label: a('fields.operator'),
      options: accessPointOperators,
      optionLabel: 'operator',
      testId: 'ap-operator',
    },
    {
      kind: 'remoteSelect',
      name: 'apnId',
      label: a('fields.apn'),
      source: 'apn.list',
      body: (_ctx, d) => ({ operator: d.operator, pageSize: 100 }),
      option: (apn: { apnId: string; name: string; startIp: string; endIp: string }) => ({
        value: apn.apnId,
        label: `${apn.name} (${apn.startIp} – ${apn.endIp})`,
      }),
      placeholder: a('dialog.apnPick'),
      testId: 'ap-apn',
    },
    { kind: 'text', name: 'startIp', label: a('fields.startIp'), maxLength: 15, placeholder: '10.64.0.1', testId: 'ap-start-ip' },
    { kind: 'text', name: 'endIp', label: a('fields.endIp'), maxLength: 15, placeholder: '10.64.0.254', testId: 'ap-end-ip' },
    {
      kind: 'text',
      name: 'cardLimit',
      label: a('fields.cardLimit'),
      inputMode: 'numeric',
      maxLength: 8,
      testId: 'ap-card-limit',
    },
  ];
  const ref = { channelCustId: contract.channelCustId, contractNumber: contract.contractNumber };
  return (
    <FormDialog<AccessPointDraft, undefined, AccessPointRow>
      namespace="business"
      size="lg"
      columns={2}
      title={
        isNew
          ? t(a('dialog.addTitle'), { contractNumber: contract.contractNumber })
          : t(a('dialog.editTitle'), { name: row.name })
      }
      description={t(a('dialog.description'))}
      confirmLabel={t(a('dialog.save'))}
      initial={() => (isNew ? emptyAccessPointDraft() : accessPointDraftOf(row))}
      // Another operator's APN is not a choice: changing the operator clears it.
      normalize={(d, previous) => (d.operator !== previous.operator ? { ...d, apnId: '' } : d)}
      fields={fields}
      validate={(d) => accessPointProblems(d)}
      submit={(d) =>
        isNew
          ? addAccessPoint({ ...ref, ...accessPointTermsOf(d) })
          : updateAccessPoint({ ...ref, accessPointId: row.accessPointId, version: row.version, ...accessPointTermsOf(d) })
      }
      done={(r) => t(a(isNew ? 'dialog.added' : 'dialog.saved'), { name: r.name })}
      fallbackField="startIp"
      onClose={close}
      onDone={done}
      testId={isNew ? 'ap-add-dialog' : 'ap-edit-dialog'}
    />
  );
}

/** The contract's access points: the platform adds, edits, enables or disables and deletes them (confirmed). */
function AccessPoints({ record, ctx }: DetailPartProps<ContractDetail>) {
  const contract = record.contract;
  const changeable = contract.state !== 'terminated';
  const declaration = useMemo((): ListDeclaration<AccessPointRow> => {
    const ref = { channelCustId: contract.channelCustId, contractNumber: contract.contractNumber };
    const Dialog = (p: ListDialogProps<AccessPointRow>) => <AccessPointDialog {...p} contract={contract} />;
    const next = (r: AccessPointRow) => (r.state === 'enabled' ? 'disabled' : 'enabled');
    return {
      texts: 'business.contract.accessPoint',
      title: a('title'),
      heading: a('title'),
      intro: changeable ? a('subtitle') : a('terminated'),
      source: ACCESS_POINT_LIST,
      paged: false,
      fixed: () => ref,
      rowKey: 'accessPointId',
      columns: [
        { key: 'name', className: 'max-w-56 break-words' },
        { key: 'operator', enumLabel: 'operator', className: 'whitespace-nowrap' },
        { key: 'apn', value: (r) => r.apnName },
        {
          key: 'ipRange',
          cell: (r) => (
            <span className="font-mono text-xs whitespace-nowrap">
              {r.startIp} – {r.endIp}
            </span>
          ),
        },
        { key: 'cardLimit', align: 'end', cell: (r) => formatCount(r.cardLimit) },
        { key: 'state', state: { tones: accessPointTones, label: a('states'), testId: (r) => `ap-state-${r.accessPointId}` } },
        { key: 'updatedAt', format: 'dateTime', className: 'whitespace-nowrap' },
      ],
      headerActions: [
        {
          id: 'add',
          label: a('add'),
          permission: featureCodes.contractEdit,
          visible: () => changeable,
          open: Dialog,
          variant: 'primary',
          testId: 'ap-add',
        },
      ],
      rowActions: [
        {
          id: 'edit',
          label: a('edit'),
          permission: featureCodes.contractEdit,
          visible: () => changeable,
          open: 'edit',
          testId: (r) => `ap-edit-${r.accessPointId}`,
        },
        {
          id: 'state',
          label: (r) => [a(r.state === 'enabled' ? 'disable' : 'enable')],
          permission: featureCodes.contractEdit,
          visible: () => changeable,
          confirm: {
            title: (r) => [a(r.state === 'enabled' ? 'dialog.disableTitle' : 'dialog.enableTitle'), { name: r.name }],
            description: (r) => [r.state === 'enabled' ? a('dialog.disableDescription') : a('subtitle')],
            tone: 'default',
            run: (r) => setAccessPointState({ ...ref, accessPointId: r.accessPointId, version: r.version, state: next(r) }),
            done: (r) => [a('dialog.stateSaved'), { name: r.name, state: ctx.t(a(`states.${next(r)}`)) }],
            dialogTestId: 'ap-state-confirm',
          },
          testId: (r) => `ap-state-${r.accessPointId}-toggle`,
        },
        {
          id: 'delete',
          label: a('delete'),
          permission: featureCodes.contractEdit,
          visible: () => changeable,
          danger: () => true,
          confirm: {
            title: (r) => [a('dialog.deleteTitle'), { name: r.name }],
            description: a('dialog.deleteDescription'),
            run: (r) => deleteAccessPoint({ ...ref, accessPointId: r.accessPointId, version: r.version }),
            done: a('dialog.deleted'),
            dialogTestId: 'ap-delete-confirm',
          },
          testId: (r) => `ap-delete-${r.accessPointId}`,
        },
      ],
      dialogs: { edit: Dialog },
      emptyDescription: a('empty'),
      testIds: { table: 'ap-table', empty: 'ap-empty' },
    };
  }, [contract, changeable, ctx.t]);
  return <ListPage embedded declaration={declaration} />;
}

/**
 * /business/contract/access-point/:contractNumber — a contract's header (number, customer, kinds,
 * status, value) and the network access points it provides. Opened from the contract list; a pasted
 * number of another enterprise's contract answers 404 (the server's tenant scope).
 */
const accessPointPage: DetailDeclaration<ContractDetail> = {
  title: 'menu.business.contract.accesspoint',
  heading: (r) => r.contract.contractNumber,
  subtitle: (r) => r && `${r.contract.name} · ${customerOf(r.contract)}`,
  source: CONTRACT_DETAIL,
  scope: 'byId',
  request: ({ params }) => (params.contractNumber ? { contractNumber: params.contractNumber } : null),
  notFound: c('notFound'),
  notFoundTestId: 'contract-not-found',
  sections: [
    {
      id: 'contract',
      columns: 4,
      testId: 'contract-header',
      fields: [
        {
          key: 'customer',
          label: c('fields.customer'),
          value: (r) => customerOf(r.contract),
          testId: 'contract-header-customer',
        },
        {
          key: 'paymentKind',
          label: c('fields.paymentKind'),
          value: (r) => r.contract.paymentKind,
          enumLabel: c('paymentKinds'),
          testId: 'contract-header-kind',
        },
        { key: 'payMode', label: c('fields.payMode'), value: (r) => r.contract.payMode, enumLabel: c('payModes') },
        {
          key: 'status',
          label: c('fields.status'),
          value: (r) => r.contract.status,
          state: { tones: statusTones, label: c('statuses'), testId: 'contract-header-status' },
        },
        {
          key: 'amount',
          label: c('fields.amount'),
          format: 'money',
          value: (r) => r.contract.amount,
          testId: 'contract-header-amount',
        },
        { key: 'paid', label: c('fields.paid'), format: 'money', value: (r) => r.contract.paid },
        { key: 'remaining', label: c('fields.remaining'), format: 'money', value: (r) => r.contract.remaining },
        { key: 'signedOn', label: c('fields.signedOn'), format: 'date', value: (r) => r.contract.signedOn },
        { key: 'validFrom', label: c('fields.validFrom'), format: 'date', value: (r) => r.contract.validFrom },
        { key: 'validTo', label: c('fields.validTo'), format: 'date', value: (r) => r.contract.validTo },
        {
          key: 'terminatedReason',
          label: c('fields.terminatedReason'),
          value: (r) => r.contract.terminatedReason,
          visible: (r) => r.contract.state === 'terminated',
          wide: true,
        },
        { key: 'remark', label: c('fields.remark'), value: (r) => r.contract.remark, wide: true },
      ],
    },
  ],
  after: AccessPoints,
  back: () => '/business/contract/list',
  backLabel: a('back'),
  backTestId: 'contract-back',
};

export default function AccessPointPage() {
  return <DetailPage declaration={accessPointPage} />;
}
