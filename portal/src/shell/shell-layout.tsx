import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { session } from '../app/services';
import { areaRoutes } from '../areas';
import { LanguageSwitch } from '../components/language-switch';
import { TenantScopeProvider } from '../components/tenant-scope';
import { useSession } from '../lib/use-session';
import { findTrail } from '../routing/route-tree';
import { AnnouncementBar } from './announcement-bar';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { downloadTasksEntry } from './header-menus';
import { HelpMenu } from './help-menu';
import { PasswordChangeGate } from './password-change-gate';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

const COLLAPSED_KEY = 'lx_menu_collapsed';

/** The authenticated frame: menu, header (announcement, help, language, user) and the page. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1' || window.innerWidth < 1024);

  // Remember the last real page, for `/` and for returning after signing in again.
  useEffect(() => {
    if (findTrail(areaRoutes, location.pathname).length) session.setLastPath(location.pathname + location.search);
  }, [location.pathname, location.search]);

  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };

  return (
    <div className="flex min-h-screen">
      <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('shell.skipToContent')}
      </a>
      <SideMenu collapsed={collapsed} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:px-6">
          <button
            type="button"
            onClick={toggle}
            aria-controls="app-sidebar"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              aria-hidden="true"
              className="size-5"
            >
              <path d={collapsed ? 'M3 5h14M3 10h14M3 15h14' : 'M3 5h14M8 10h9M3 15h14M5.5 8 3 10l2.5 2'} />
            </svg>
          </button>
          <AnnouncementBar />
          <div className="ml-auto flex items-center gap-1">
            <DownloadTasksLink />
            <HelpMenu />
            <LanguageSwitch />
            <UserMenu />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-5 outline-none lg:px-8 lg:py-6">
          <AppBreadcrumbs />
          <TenantScopeProvider>
            <Outlet />
          </TenantScopeProvider>
        </main>
        <PasswordChangeGate />
      </div>
    </div>
  );
}

/** The header's link to the download tasks (spec §2 Shell), for users holding the card area. */
function DownloadTasksLink() {
  const { t } = useTranslation();
  const { roleId, permissions } = useSession();
  const entry = downloadTasksEntry(areaRoutes, { roleId, permissions });
  if (!entry || !('to' in entry)) return null;
  return (
    <Link
      to={entry.to}
      title={t('shell.downloadTasksTooltip')}
      aria-label={t(entry.labelKey)}
      data-testid="header-download-tasks"
      className="flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="size-5"
      >
        <path d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M3.5 13v2.25c0 .97.78 1.75 1.75 1.75h9.5c.97 0 1.75-.78 1.75-1.75V13" />
      </svg>
      <span className="hidden lg:inline">{t(entry.labelKey)}</span>
    </Link>
  );
}
