// The browser-side session (spec §3). Keys are the product's historical localStorage names.

import type { ResponseOf } from '@cmp/functions/contracts';

export const SESSION_KEYS = {
  accessToken: 'lx_access_token',
  roleId: 'lx_roleId',
  loginName: 'lx_loginName',
  channelCustId: 'lx_channelCustId',
  custId: 'lx_custId',
  displayName: 'lx_displayName',
  customerName: 'lx_customerName',
  /** The permission codes. Stored base64-encoded (obfuscation only): the server never trusts them. */
  permissions: 'LX_AUTHS_CODES',
} as const;

/** The last visited in-app path, restored by `/` and after signing in again. */
export const LAST_PATH_KEY = 'lx_last_path';

/** What `auth.login` answers (docs/api.md). */
/** What `auth.login` answers (docs/api.md). */
export type LoginSession = ResponseOf<'auth.login'>;

export interface SessionSnapshot {
  /** Token, role id and login name are all present. */
  loggedIn: boolean;
  accessToken: string | null;
  roleId: string | null;
  loginName: string | null;
  displayName: string | null;
  customerName: string | null;
  channelCustId: string | null;
  custId: string | null;
  permissions: readonly string[];
  /** The last session ended because it expired (in memory only; a new sign-in resets it). */
  expired: boolean;
}

export function encodePermissions(codes: readonly string[]): string {
  return btoa(JSON.stringify(codes));
}

export function decodePermissions(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(atob(text));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionStore = ReturnType<typeof createSessionStore>;

/** A session over a Storage, observable for React (stable snapshots between changes). */
export function createSessionStore(storage: KeyValueStorage) {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot | null = null;
  let expired = false;
  const read = (): SessionSnapshot => {
    const get = (key: string) => storage.getItem(key) || null;
    const accessToken = get(SESSION_KEYS.accessToken);
    const roleId = get(SESSION_KEYS.roleId);
    const loginName = get(SESSION_KEYS.loginName);
    return {
      loggedIn: Boolean(accessToken && roleId && loginName),
      accessToken,
      roleId,
      loginName,
      displayName: get(SESSION_KEYS.displayName),
      customerName: get(SESSION_KEYS.customerName),
      channelCustId: get(SESSION_KEYS.channelCustId),
      custId: get(SESSION_KEYS.custId),
      permissions: decodePermissions(get(SESSION_KEYS.permissions)),
      expired,
    };
  };
  const changed = () => {
    snapshot = null;
    for (const listener of listeners) listener();
  };
  return {
    get(): SessionSnapshot {
      snapshot ??= read();
      return snapshot;
    },
    save(session: LoginSession): void {
      const values: Record<string, string | null> = {
        [SESSION_KEYS.accessToken]: session.accessToken,
        [SESSION_KEYS.roleId]: String(session.roleId),
        [SESSION_KEYS.loginName]: session.loginName,
        [SESSION_KEYS.displayName]: session.displayName,
        [SESSION_KEYS.customerName]: session.customerName,
        [SESSION_KEYS.channelCustId]: session.channelCustId,
        [SESSION_KEYS.custId]: session.custId,
        [SESSION_KEYS.permissions]: encodePermissions(session.permissions),
      };
      for (const [key, value] of Object.entries(values)) {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      }
      expired = false;
      changed();
    },
    /** Removes every session key; the language and last path are preferences and stay. */
    clear(options: { expired?: boolean } = {}): void {
      for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
      expired = options.expired ?? false;
      changed();
    },
    getLastPath: (): string | null => storage.getItem(LAST_PATH_KEY),
    setLastPath: (path: string): void => storage.setItem(LAST_PATH_KEY, path),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Call when another tab changed the storage. */
    refresh: changed,
  };
}
