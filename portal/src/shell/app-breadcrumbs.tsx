import { Breadcrumbs } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { areaRoutes } from '../areas';
import { useSession } from '../lib/use-session';
import { audienceOf } from '../routing/access';
import { findTrail, firstChildPath } from '../routing/route-tree';

/** Breadcrumbs derived from the path and the route data. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = useSession();
  const trail = findTrail(areaRoutes, pathname);
  if (!trail.length) return null;
  const items = trail.map((route) => ({
    label: t(route.titleKey),
    href: route.children ? firstChildPath(route, current.permissions, audienceOf(current)) : route.path,
  }));
  return (
    <Breadcrumbs
      label={t('common.breadcrumb')}
      items={items}
      renderLink={(item, className) => (
        <Link to={item.href} className={className}>
          {item.label}
        </Link>
      )}
    />
  );
}
