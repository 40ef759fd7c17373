// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../i18n/testing';
import { session } from '../app/services';
import { setLanguage } from '../i18n';
import { resetPortal } from '../lib/page-harness';
import { buildRoutes } from './router';
import type { AppRoute } from './types';

const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
const routes: AppRoute[] = [
  {
    id: 'home',
    path: '/home',
    permission: '1000000',
    menu: {},
    titleKey: 'menu.home.root',
    children: [
      {
        id: 'home.index',
        path: '/home/index',
        permission: '1000000',
        menu: {},
        titleKey: 'menu.home.index',
        page: page('overview page'),
      },
    ],
  },
  { id: 'card', path: '/card/list', permission: '2000000', menu: {}, titleKey: 'menu.home.index', page: page('card page') },
];

function renderAt(path: string) {
  const parts = { login: <p>login page</p>, register: <p>register page</p>, shell: <Outlet /> };
  const router = createMemoryRouter(buildRoutes(routes, parts), {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(permissions: string[]) {
  session.save({
    accessToken: 't',
    expiresIn: 3600,
    loginName: 'acme',
    displayName: 'Acme',
    roleId: 3000,
    roleName: 'r',
    channelCustId: 'C1',
    custId: null,
    customerName: null,
    permissions,
    isResetPassword: false,
  });
}

beforeEach(() => {
  resetPortal();
});
afterEach(cleanup);

describe('routes built from data', () => {
  it('sends signed-out users to /login', async () => {
    const router = renderAt('/home/index');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends users whose session expired to /login?status=20003', async () => {
    signIn(['1000000']);
    session.clear({ expired: true });
    const router = renderAt('/home/index');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=20003');
  });

  it('opens a permitted page and titles the document from the route data', async () => {
    signIn(['1000000']);
    renderAt('/home/index');
    expect(await screen.findByText('overview page')).toBeTruthy();
    expect(document.title).toBe('Overview · CMP — IoT Connectivity');
  });

  it('redirects a parent to its first child', async () => {
    signIn(['1000000']);
    const router = renderAt('/home');
    expect(await screen.findByText('overview page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/index');
  });

  it('shows 403 without the permission code', async () => {
    signIn(['1000000']);
    renderAt('/card/list');
    expect(await screen.findByRole('heading', { name: 'Sorry, you are not authorised to access this page' })).toBeTruthy();
    expect(screen.queryByText('card page')).toBeNull();
  });

  it('shows the 403 in Chinese, with a way home, and never the page', async () => {
    setLanguage('zh-CN');
    signIn(['1000000']);
    const router = renderAt('/card/list');
    expect(await screen.findByRole('heading', { name: '抱歉，您无权访问此页面' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByText('card page')).toBeNull();
    expect(router.state.location.pathname).toBe('/card/list');
  });

  it('opens /register without signing in', async () => {
    const router = renderAt('/register');
    expect(await screen.findByText('register page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows 404 with a way home for unknown paths', async () => {
    signIn(['1000000']);
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Sorry, the page you visited does not exist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  it('shows the 404 in Chinese when the language is zh-CN', async () => {
    setLanguage('zh-CN');
    signIn(['1000000']);
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeTruthy();
  });

  it('sends / to the stored last path when signed in', async () => {
    signIn(['1000000']);
    session.setLastPath('/home/index');
    const router = renderAt('/');
    expect(await screen.findByText('overview page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/index');
  });
});
