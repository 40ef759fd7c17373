import { type ReactNode, Suspense, lazy } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { areaRoutes } from '../areas';
import { PageLoading } from '../components/page-loading';
import { NotFound, RouteError } from '../components/result-pages';
import { ParentRedirect, RequireAuth, RootRedirect, RouteGuard } from './guards';
import type { AppRoute } from './types';

const LoginPage = lazy(() => import('../areas/login/login-page'));
const RegisterPage = lazy(() => import('../areas/register/register-page'));
const ApplyPage = lazy(() => import('../areas/authentication/apply/apply-page'));
const ShellLayout = lazy(() => import('../shell/shell-layout'));
const AppProviders = lazy(() => import('../app/providers'));

/** Route data → react-router objects: parents redirect, leaves render their guarded lazy page. */
export function toRouteObjects(routes: readonly AppRoute[], parents: AppRoute[] = []): RouteObject[] {
  return routes.flatMap((route) => {
    const trail = [...parents, route];
    if (route.children) {
      return [{ path: route.path, element: <ParentRedirect route={route} /> }, ...toRouteObjects(route.children, trail)];
    }
    return [{ path: route.path, element: <RouteGuard trail={trail} />, errorElement: <RouteError /> }];
  });
}

/** The whole route table: /login, /register, the public apply page, / and the guarded shell with every area's pages and a 404. */
export function buildRoutes(
  routes: readonly AppRoute[],
  parts: { login: ReactNode; shell: ReactNode; register?: ReactNode; apply?: ReactNode },
): RouteObject[] {
  return [
    { path: '/login', errorElement: <RouteError />, element: parts.login },
    ...(parts.register ? [{ path: '/register', errorElement: <RouteError />, element: parts.register }] : []),
    // The public enterprise real-name application (issue #16 item 6): no sign-in, like /register.
    ...(parts.apply
      ? [{ path: '/authentication/apply/:enterpriseCustomerId?', errorElement: <RouteError />, element: parts.apply }]
      : []),
    { path: '/', element: <RootRedirect /> },
    {
      errorElement: <RouteError />,
      element: <RequireAuth>{parts.shell}</RequireAuth>,
      children: [...toRouteObjects(routes), { path: '*', element: <NotFound /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(
    buildRoutes(areaRoutes, {
      login: (
        <Suspense fallback={<PageLoading />}>
          <AppProviders>
            <LoginPage />
          </AppProviders>
        </Suspense>
      ),
      register: (
        <Suspense fallback={<PageLoading />}>
          <AppProviders>
            <RegisterPage />
          </AppProviders>
        </Suspense>
      ),
      apply: (
        <Suspense fallback={<PageLoading />}>
          <AppProviders>
            <ApplyPage />
          </AppProviders>
        </Suspense>
      ),
      shell: (
        <Suspense fallback={<PageLoading />}>
          <AppProviders>
            <ShellLayout />
          </AppProviders>
        </Suspense>
      ),
    }),
  );
}
