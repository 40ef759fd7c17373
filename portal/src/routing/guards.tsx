import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EXPIRED_LOGIN, session } from '../app/services';
import { areaRoutes } from '../areas';
import { PageLoading } from '../components/page-loading';
import { Forbidden } from '../components/result-pages';
import { namespaceOfPath } from '../i18n/namespaces';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSession } from '../lib/use-session';
import { audienceOf, canAccess } from './access';
import { firstChildPath, isReachable, visibleMenu } from './route-tree';
import type { AppRoute, Audience } from './types';

/** Where to land after sign-in or at `/`: the stored last path if still reachable, else the first menu page. */
export function landingPath(permissions: readonly string[], audience?: Audience): string {
  const last = session.getLastPath();
  if (last && isReachable(areaRoutes, last, permissions, audience)) return last;
  const [first] = visibleMenu(areaRoutes, permissions, audience);
  return (first && (first.children ? firstChildPath(first, permissions, audience) : first.path)) ?? '/home/index';
}

/** Children render only for a signed-in user; everyone else goes to /login (with the expiry notice if it expired). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loggedIn, expired } = useSession();
  return loggedIn ? children : <Navigate to={expired ? EXPIRED_LOGIN : '/login'} replace />;
}

/** `/`: the last path when signed in, else the login page. */
export function RootRedirect() {
  const current = useSession();
  return <Navigate to={current.loggedIn ? landingPath(current.permissions, audienceOf(current)) : '/login'} replace />;
}

/** A parent entry (e.g. /home) opens its first child. */
export function ParentRedirect({ route }: { route: AppRoute }) {
  const current = useSession();
  const target = firstChildPath(route, current.permissions, audienceOf(current));
  return target ? <Navigate to={target} replace /> : <Forbidden />;
}

/** A page: titled from its route data, shown only with every permission on its trail (and to its audience). */
export function RouteGuard({ trail }: { trail: AppRoute[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const route = trail[trail.length - 1] as AppRoute;
  useDocumentTitle(t(route.titleKey));
  const audience = audienceOf(session);
  if (!trail.every((r) => canAccess(r, session.permissions, audience))) return <Forbidden />;
  const Page = route.page;
  if (!Page) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <AreaTexts namespaces={[namespaceOfPath(route.path) ?? 'common', ...(route.texts ?? [])]}>
        <Page />
      </AreaTexts>
    </Suspense>
  );
}

/** Renders once the texts of the page's area (and of the areas it borrows from) are loaded: each is its own chunk. */
function AreaTexts({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  useTranslation(namespaces);
  return children;
}
