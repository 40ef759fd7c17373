import { describe, expect, it, vi } from 'vitest';
import { type LoginSession, SESSION_KEYS, createSessionStore, decodePermissions, encodePermissions } from './session';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const login: LoginSession = {
  accessToken: 'tok',
  expiresIn: 3600,
  loginName: 'acme',
  displayName: 'Acme Admin',
  roleId: 3000,
  roleName: 'Enterprise customer',
  channelCustId: 'C001',
  custId: null,
  customerName: 'Acme Ltd',
  permissions: ['1000000', '2000000'],
  isResetPassword: false,
};

describe('session store', () => {
  it('stores the spec keys and reads them back; logged in needs token, role and login name', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    expect(session.get().loggedIn).toBe(false);
    session.save(login);
    expect(storage.data.get('lx_access_token')).toBe('tok');
    expect(storage.data.get('lx_roleId')).toBe('3000');
    expect(storage.data.get('lx_loginName')).toBe('acme');
    expect(storage.data.get('lx_channelCustId')).toBe('C001');
    expect(storage.data.has('lx_custId')).toBe(false);
    expect(storage.data.get('LX_AUTHS_CODES')).not.toContain('1000000');
    expect(session.get()).toMatchObject({ loggedIn: true, loginName: 'acme', permissions: ['1000000', '2000000'] });
    storage.removeItem(SESSION_KEYS.roleId);
    session.refresh();
    expect(session.get().loggedIn).toBe(false);
  });

  it('returns the same snapshot until something changes, and notifies subscribers', () => {
    const session = createSessionStore(memoryStorage());
    const listener = vi.fn();
    session.subscribe(listener);
    expect(session.get()).toBe(session.get());
    const before = session.get();
    session.save(login);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.get()).not.toBe(before);
  });

  it('clears every session key but keeps the language and last path', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    storage.setItem('lx_language', 'en-US');
    session.setLastPath('/home/index');
    session.save(login);
    session.clear();
    expect([...storage.data.keys()].sort()).toEqual(['lx_language', 'lx_last_path']);
    expect(session.getLastPath()).toBe('/home/index');
  });

  it('remembers that the session expired until the next sign-in', () => {
    const session = createSessionStore(memoryStorage());
    session.save(login);
    session.clear({ expired: true });
    expect(session.get()).toMatchObject({ loggedIn: false, expired: true });
    session.save(login);
    expect(session.get().expired).toBe(false);
  });
});

describe('permission encoding', () => {
  it('round-trips and tolerates garbage', () => {
    expect(decodePermissions(encodePermissions(['1', '2']))).toEqual(['1', '2']);
    expect(decodePermissions('%%%')).toEqual([]);
    expect(decodePermissions(null)).toEqual([]);
  });
});
