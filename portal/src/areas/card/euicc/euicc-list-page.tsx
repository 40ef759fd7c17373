import type { ListContext, ListDeclaration, ListDialogProps } from '../../../components/list-page';
import { ListPage, enumFilter } from '../../../components/list-page';
import { EUICC_LIST, type EuiccCard, actionCodes, profileStates } from '../shared/euicc-api';
import { ProfileDrawer, ProfileStateBadge } from '../shared/profile-parts';

const canOperate = (ctx: ListContext) => Object.values(actionCodes).some((c) => ctx.session.permissions.includes(c));

/** A card's profiles in a drawer; a change re-reads the list and keeps the drawer on the changed card. */
function Profiles({ row, ctx, close }: ListDialogProps<EuiccCard>) {
  if (!row) return null;
  return (
    <ProfileDrawer
      card={row}
      channelCustId={ctx.scope.body.channelCustId}
      onClose={close}
      onChanged={(next) => {
        ctx.open('profiles', next);
        ctx.reload();
      }}
    />
  );
}

/** /card/euicc/list: eUICC cards of the enterprise (a secondary customer's own), profiles in a drawer. */
export const euiccList: ListDeclaration<EuiccCard> = {
  title: 'card.euicc.title',
  subtitle: (ctx) => [canOperate(ctx) ? 'card.euicc.subtitle' : 'card.euicc.readOnly'],
  texts: 'card.euicc',
  source: EUICC_LIST,
  scope: 'enterprise',
  rowKey: 'eid',
  filters: [
    {
      kind: 'text',
      field: 'eid',
      label: 'card.euicc.filters.eid',
      maxLength: 32,
      inputMode: 'numeric',
      pattern: /^\d{1,32}$/,
      hint: 'card.euicc.eidHint',
      invalid: 'euicc.eidHint',
      width: 'w-72',
      testId: 'filter-eid',
    },
    {
      kind: 'text',
      field: 'iccid',
      label: 'card.euicc.filters.iccid',
      maxLength: 20,
      inputMode: 'numeric',
      pattern: /^\d{1,20}$/,
      invalid: 'euicc.iccidHint',
      width: 'w-60',
      testId: 'filter-iccid',
    },
    enumFilter('profileState', 'card.euicc.filters.profileState', profileStates, 'card.euicc.states', {
      testId: 'filter-profile-state',
    }),
  ],
  columns: [
    { key: 'eid', format: 'code' },
    {
      key: 'iccid',
      format: 'code',
      link: (c, { scope }) => `/card/card-list/detail/${c.iccid}${scope.query}`,
    },
    { key: 'operator', enumLabel: 'operator' },
    { key: 'stateLabel', header: 'card.euicc.fields.cardState' },
    {
      key: 'enabledProfile',
      cell: (c, { t }) => <span className="font-mono tabular-nums">{c.enabledProfile ?? t('card.euicc.none')}</span>,
    },
    {
      key: 'profiles',
      cell: (c) => (
        <div className="flex flex-wrap gap-1" data-testid={`euicc-states-${c.eid}`}>
          {c.profiles.map((p) => (
            <ProfileStateBadge key={p.profileIccid} state={p.state} />
          ))}
        </div>
      ),
    },
  ],
  rowActions: [{ id: 'profiles', label: 'card.euicc.profilesButton', open: 'profiles', testId: (c) => `euicc-open-${c.eid}` }],
  dialogs: { profiles: Profiles },
  testIds: { table: 'euicc-table' },
};

export default function EuiccListPage() {
  return <ListPage declaration={euiccList} />;
}
