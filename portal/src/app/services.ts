// The app's singletons, wired once: session, notifier, API client and navigation outside React.
import { createNotifier } from '@cmp/ui-kit';
import { currentLanguage, i18n } from '../i18n';
import { type RouteKey, createApi } from '../lib/api';
import { LAST_PATH_KEY, createSessionStore } from '../lib/session';

export const notifier = createNotifier();
export const session = createSessionStore(window.localStorage);

// Another tab signed in or out: re-read the storage.
window.addEventListener('storage', (event) => {
  if (event.key === null || (event.key !== LAST_PATH_KEY && /^(lx_|LX_)/.test(event.key))) session.refresh();
});

// Never show one user's cached data to the next: drop the SWR cache when the session ends.
session.subscribe(() => {
  if (!session.get().loggedIn) void import('swr').then(({ mutate }) => mutate(() => true, undefined, { revalidate: false }));
});

/** Where an expired session lands (spec §8: code 20003). */
export const EXPIRED_LOGIN = '/login?status=20003';

let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

/** Lets the router take over navigation once it exists. */
export function setNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export const navigate = (to: string) => navigateImpl(to);

export const api = createApi({
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => session.get().accessToken,
  getLanguage: currentLanguage,
  t: (key) => i18n.t(key),
  notify: (notice) => notifier.notify(notice),
  onExpired: () => {
    session.clear({ expired: true });
    navigate(EXPIRED_LOGIN);
  },
});

/** SWR keys are [route id, body] (a third element, e.g. the language, only tells keys apart). */
export const swrFetcher = ([id, body]: RouteKey) => (api.call as (id: string, body: unknown) => Promise<unknown>)(id, body);
