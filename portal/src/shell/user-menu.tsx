import { DropdownMenu } from '@cmp/ui-kit';
import { type ReactElement, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { areaRoutes } from '../areas';
import { useSession } from '../lib/use-session';
import { userMenuEntries } from './header-menus';
import { useLogout } from './use-logout';

const LogoDialog = lazy(() => import('./logo-dialog'));

const stroke = { viewBox: '0 0 20 20', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, className: 'size-4' } as const;
const icons: Record<string, ReactElement> = {
  accounts: (
    <svg {...stroke}>
      <circle cx="10" cy="7" r="3" />
      <path d="M4 17a6 6 0 0 1 12 0" />
    </svg>
  ),
  customers: (
    <svg {...stroke}>
      <path d="M3 17V6l7-3 7 3v11M7 17v-4h6v4M7 8.5h.01M10 8.5h.01M13 8.5h.01" />
    </svg>
  ),
  logo: (
    <svg {...stroke}>
      <rect x="3" y="4" width="14" height="12" rx="2" />
      <path d="m3 13 4-4 3 3 2-2 5 5" />
    </svg>
  ),
  'sign-out': (
    <svg {...stroke}>
      <path d="M12 4V3a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1v-1M8 10h10m0 0-3-3m3 3-3 3" />
    </svg>
  ),
};

/** Who is signed in; account and customer management, logo setting and sign out as permitted. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loginName, displayName, customerName, roleId, permissions } = useSession();
  const logout = useLogout();
  const [logoOpen, setLogoOpen] = useState(false);
  const name = loginName ?? '';
  const entries = userMenuEntries(areaRoutes, { roleId, permissions });
  return (
    <>
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
        items={entries.map((entry) => ({
          id: entry.id,
          label: t(entry.labelKey),
          icon: icons[entry.id],
          danger: entry.id === 'sign-out',
          'data-testid': entry.id === 'sign-out' ? 'sign-out' : `user-menu-${entry.id}`,
          onSelect: () => {
            if ('to' in entry) navigate(entry.to);
            else if (entry.action === 'logo') setLogoOpen(true);
            else void logout();
          },
        }))}
      />
      {logoOpen && (
        <Suspense fallback={null}>
          <LogoDialog open onClose={() => setLogoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
