import { Button, Dialog, Drawer, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import {
  type EuiccCard,
  type EuiccProfile,
  type ProfileAction,
  type ProfileState,
  actionCodes,
  profileOperation,
} from './euicc-api';

const tones: Record<ProfileState, string> = {
  unbound: 'bg-slate-100 text-slate-700',
  bound: 'bg-slate-100 text-slate-700',
  occupied: 'bg-slate-100 text-slate-700',
  downloading: 'bg-amber-50 text-amber-800',
  enabling: 'bg-amber-50 text-amber-800',
  disabling: 'bg-amber-50 text-amber-800',
  downloaded: 'bg-sky-50 text-sky-800',
  enabled: 'bg-green-50 text-green-800',
  disabled: 'bg-slate-100 text-slate-700',
  'download-failed': 'bg-red-50 text-red-700',
  'enable-failed': 'bg-red-50 text-red-700',
  'disable-failed': 'bg-red-50 text-red-700',
};

/** A profile state as a coloured badge, named in the current language. */
export function ProfileStateBadge({ state, testId }: { state: ProfileState; testId?: string }) {
  const { t } = useTranslation('card');
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tones[state]}`} data-testid={testId}>
      {t(`card.euicc.states.${state}`)}
    </span>
  );
}

/** The profiles of one eUICC card as a table, with the operations the caller may run. */
export function ProfileTable({ card, onAction }: { card: EuiccCard; onAction?: (p: EuiccProfile, a: ProfileAction) => void }) {
  const { t } = useTranslation('card');
  const { permissions } = useSession();
  return (
    <table className="w-full text-sm" data-testid="profile-table">
      <thead>
        <tr className="text-left text-slate-500">
          <th className="py-1.5 font-medium">{t('card.euicc.fields.profileIccid')}</th>
          <th className="py-1.5 font-medium">{t('card.euicc.fields.operator')}</th>
          <th className="py-1.5 font-medium">{t('card.euicc.fields.profileState')}</th>
          {onAction && <th className="py-1.5 font-medium">{t('dataList.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {card.profiles.map((p) => (
          <tr key={p.profileIccid} className="border-t border-slate-100" data-testid={`profile-${p.profileIccid}`}>
            <td className="py-2 font-mono tabular-nums">{p.profileIccid}</td>
            <td className="py-2">{t(`operator.${p.operator}`)}</td>
            <td className="py-2">
              <ProfileStateBadge state={p.state} testId={`profile-state-${p.profileIccid}`} />
              {p.stateAt && <div className="text-xs text-slate-500 tabular-nums">{formatDateTime(p.stateAt)}</div>}
            </td>
            {onAction && (
              <td className="py-2">
                <div className="flex gap-1">
                  {p.actions
                    .filter((a) => permissions.includes(actionCodes[a]))
                    .map((a) => (
                      <Button
                        key={a}
                        size="sm"
                        variant={a === 'disable' ? 'secondary' : 'primary'}
                        onClick={() => onAction(p, a)}
                        data-testid={`profile-${a}-${p.profileIccid}`}
                      >
                        {t(`card.euicc.actions.${a}`)}
                      </Button>
                    ))}
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Drawer with a card's profiles; each operation asks for confirmation and reports its outcome. */
export function ProfileDrawer({
  card,
  channelCustId,
  onClose,
  onChanged,
}: {
  card: EuiccCard;
  channelCustId?: string;
  onClose: () => void;
  onChanged: (card: EuiccCard) => void;
}) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const [pending, setPending] = useState<{ profile: EuiccProfile; action: ProfileAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    setError(undefined);
    try {
      const next = await profileOperation(pending.action, {
        iccid: card.iccid,
        profileIccid: pending.profile.profileIccid,
        ...(channelCustId ? { channelCustId } : {}),
      });
      const after = next.profiles.find((p) => p.profileIccid === pending.profile.profileIccid)!;
      const failed = after.state.endsWith('-failed');
      notify({
        type: failed ? 'error' : 'success',
        title: t(failed ? 'card.euicc.failed' : 'card.euicc.done', {
          profile: after.profileIccid,
          state: t(`card.euicc.states.${after.state}`),
        }),
      });
      setPending(null);
      onChanged(next);
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  const body = (p: EuiccProfile, a: ProfileAction) => {
    if (a === 'download') return t('card.euicc.confirm.downloadBody', { eid: card.eid });
    if (a === 'disable') return t('card.euicc.confirm.disableBody');
    const current = card.enabledProfile && card.enabledProfile !== p.profileIccid ? card.enabledProfile : null;
    return t('card.euicc.confirm.enableBody', {
      current: current ? t('card.euicc.confirm.enableReplaces', { profile: current }) : '',
    });
  };

  return (
    <>
      <Drawer
        open
        size="lg"
        onClose={onClose}
        title={t('card.euicc.drawerTitle', { eid: card.eid })}
        description={t('card.euicc.drawerDescription', { iccid: card.iccid })}
        closeLabel={t('card.euicc.close')}
        data-testid="profile-drawer"
      >
        <ProfileTable
          card={card}
          onAction={(profile, action) => {
            setError(undefined);
            setPending({ profile, action });
          }}
        />
      </Drawer>
      {pending && (
        <Dialog
          open
          tone={pending.action === 'disable' ? 'danger' : undefined}
          onClose={() => setPending(null)}
          title={t(`card.euicc.confirm.${pending.action}`, { profile: pending.profile.profileIccid })}
          description={body(pending.profile, pending.action)}
          confirmLabel={t(`card.euicc.actions.${pending.action}`)}
          cancelLabel={t('card.euicc.cancel')}
          onConfirm={run}
          loading={busy}
          data-testid="profile-confirm"
        >
          {error && <p className="text-sm font-medium text-red-600">{error}</p>}
        </Dialog>
      )}
    </>
  );
}
