import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, ListPage, enumFilter, iccidFilter } from '../../../components/list-page';
import { HistoryDialog, RequireDialog, VerifyDialog } from './real-name-dialogs';
import { REAL_NAME_LIST, type RealNameRow, realNameStatuses, requireCards } from './real-name-model';

const k = (key: string) => `risk.realName.${key}`;

/**
 * /risk/realNameRecord/list (issue #16 item 5): each card's real-name status — not required, not
 * verified (cut off at operator status I while active) or verified, by whom and for which person (the
 * identity number masked by the server) — and its history. Platform staff choose the enterprise, set
 * or lift the requirement and record verifications; an enterprise sees its own cards.
 */
export const realNameList: ListDeclaration<RealNameRow> = {
  texts: 'risk.realName',
  source: REAL_NAME_LIST,
  scope: 'enterprise',
  localized: true,
  rowKey: 'iccid',
  filters: [
    iccidFilter(k('fields.iccid'), k('invalid.iccid'), 'realname-iccid', 'w-60'),
    enumFilter('status', k('fields.status'), realNameStatuses, k('status'), { width: 'w-44', testId: 'realname-status' }),
  ],
  columns: [
    { key: 'iccid', format: 'code' },
    { key: 'msisdn', format: 'code' },
    {
      key: 'status',
      value: (r) => r.status,
      state: {
        tones: { verified: 'green', unverified: 'amber', notRequired: 'slate' },
        label: k('status'),
        testId: (r) => `realname-state-${r.iccid}`,
      },
      below: (r, { t }) => (r.cutOff ? t(k('cutOff')) : null),
    },
    { key: 'personName', value: (r) => r.personName },
    { key: 'idNumber', value: (r) => r.idNumber, format: 'code' },
    { key: 'verifiedAt', value: (r) => r.verifiedAt, format: 'dateTime', below: (r) => r.verifiedBy ?? null },
  ],
  rowActions: [
    { id: 'history', label: k('actions.history'), open: 'history', testId: (r) => `realname-history-${r.iccid}` },
    {
      id: 'verify',
      label: k('actions.verify'),
      permission: featureCodes.realNameVerify,
      open: 'verify',
      testId: (r) => `realname-verify-${r.iccid}`,
    },
    {
      id: 'lift',
      label: k('actions.lift'),
      permission: featureCodes.realNameRequire,
      visible: (r) => r.required,
      testId: (r) => `realname-lift-${r.iccid}`,
      confirm: {
        tone: 'default',
        title: (r) => [k('liftTitle'), { iccid: r.iccid }],
        description: k('liftText'),
        run: (r) => requireCards(r.channelCustId, [r.iccid], false),
        done: k('lifted'),
        dialogTestId: 'realname-lift-dialog',
      },
    },
  ],
  headerActions: [
    {
      id: 'require',
      label: k('actions.require'),
      permission: featureCodes.realNameRequire,
      open: 'require',
      variant: 'primary',
      testId: 'realname-require',
    },
  ],
  dialogs: { history: HistoryDialog, verify: VerifyDialog, require: RequireDialog },
  emptyDescription: k('empty'),
  testIds: { table: 'realname-table', empty: 'realname-empty' },
};

export default function RealNameRecordPage() {
  return <ListPage declaration={realNameList} />;
}
