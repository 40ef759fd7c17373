/**
 * The routes of the `auth` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { type ApiGroup, get, post, write } from '../shared/http/route-def.ts';

export const authApi: ApiGroup = {
  name: 'auth',
  // Sign-in, registration and sign-out call the user pool as an administrator.
  access: { table: 'readWrite', userPoolAdmin: true },
  routes: [
    get('captcha', '/cmp/base/oauth/captcha', 'public'),
    post('login', '/cmp/base/oauth/login', 'public'),
    write('register', '/cmp/base/oauth/register', 'public'),
    write('logout', '/cmp/base/oauth/logout', 'signedIn'),
    write('resetPassword', '/cmp/base/oauth/user/resetPassword', 'signedIn'),
  ],
};
