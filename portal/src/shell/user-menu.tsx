import { DropdownMenu } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/use-session';
import { useLogout } from './use-logout';

const signOutIcon = (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
    <path d="M12 4V3a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1v-1M8 10h10m0 0-3-3m3 3-3 3" />
  </svg>
);

/** Who is signed in, and sign out. (Account, customer and logo entries come with their screens.) */
export function UserMenu() {
  const { t } = useTranslation();
  const { loginName, displayName, customerName } = useSession();
  const logout = useLogout();
  const name = loginName ?? '';
  return (
    <DropdownMenu
      data-testid="user-menu"
      triggerLabel={`${t('shell.userMenu')}: ${name}`}
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 uppercase"
          >
            {name.slice(0, 1)}
          </span>
          <span className="hidden max-w-32 truncate font-medium sm:inline">{name}</span>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-slate-400">
            <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
          </svg>
        </>
      }
      header={
        <div className="min-w-0">
          <p className="text-xs text-slate-400">{t('shell.signedInAs')}</p>
          <p className="truncate font-medium text-slate-800">{displayName || name}</p>
          {customerName && <p className="truncate text-xs text-slate-500">{customerName}</p>}
        </div>
      }
      items={[
        {
          id: 'sign-out',
          label: t('logout.action'),
          icon: signOutIcon,
          danger: true,
          onSelect: logout,
          'data-testid': 'sign-out',
        },
      ]}
    />
  );
}
