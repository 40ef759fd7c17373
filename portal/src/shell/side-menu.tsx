import { cn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { areaRoutes } from '../areas';
import { useSession } from '../lib/use-session';
import { audienceOf } from '../routing/access';
import { firstChildPath, linkPath, visibleMenu } from '../routing/route-tree';
import type { AppRoute } from '../routing/types';
import { MenuIcon } from './menu-icon';
import { ShellLogo } from './shell-logo';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-400',
    isActive ? 'bg-brand-600 font-medium text-white shadow-sm' : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );

function Entry({ route, collapsed, permissions }: { route: AppRoute; collapsed: boolean; permissions: readonly string[] }) {
  const { t } = useTranslation();
  const icon = route.menu ? route.menu.icon : undefined;
  if (!route.children) {
    return (
      <NavLink to={linkPath(route.path)} className={linkClass} aria-label={collapsed ? t(route.titleKey) : undefined}>
        <MenuIcon name={icon} />
        {!collapsed && <span className="truncate">{t(route.titleKey)}</span>}
      </NavLink>
    );
  }
  if (collapsed) {
    return (
      <NavLink
        to={firstChildPath(route, permissions) ?? linkPath(route.path)}
        className={linkClass}
        aria-label={t(route.titleKey)}
        title={t(route.titleKey)}
      >
        <MenuIcon name={icon} />
      </NavLink>
    );
  }
  return (
    <>
      <div className="flex items-center gap-3 px-3 pt-3 pb-1.5 text-xs font-semibold tracking-wide text-slate-400 uppercase">
        <MenuIcon name={icon} />
        <span className="truncate">{t(route.titleKey)}</span>
      </div>
      <ul className="space-y-0.5 pl-5">
        {route.children.map((child) => (
          <li key={child.id}>
            <NavLink to={linkPath(child.path)} className={linkClass}>
              <span className="truncate">{t(child.titleKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The left menu, derived from the route data and the user's permissions. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const current = useSession();
  const { permissions } = current;
  const menu = visibleMenu(areaRoutes, permissions, audienceOf(current));
  return (
    // The outer column paints the full height; the inner one stays in view while the page scrolls.
    <div className="shrink-0 bg-slate-900">
      <aside
        id="app-sidebar"
        data-collapsed={collapsed ? '' : undefined}
        className="sticky top-0 flex h-screen w-64 flex-col transition-[width] duration-200 data-[collapsed]:w-[72px] motion-reduce:transition-none"
      >
        <div className={cn('flex h-16 shrink-0 items-center border-b border-white/10', collapsed ? 'justify-center' : 'px-4')}>
          <ShellLogo collapsed={collapsed} />
        </div>
        <nav aria-label={t('shell.mainMenu')} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {menu.map((route) => (
              <li key={route.id}>
                <Entry route={route} collapsed={collapsed} permissions={permissions} />
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </div>
  );
}
