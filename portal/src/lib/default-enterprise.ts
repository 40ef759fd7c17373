import { useSyncExternalStore } from 'react';
import { type DirectoryEntry, useCustomerDirectory } from './customer-directory';

// Screens that need an enterprise open on one for platform roles instead of a bare picker: the one
// last chosen in this browser session if it is still listed, else the first listed (docs/decisions.md
// "Platform deep links and default enterprise").

/** The platform user's last enterprise choice, for this tab's session only (sessionStorage). */
export const ENTERPRISE_CHOICE_KEY = 'lx_enterprise_choice';

/** What a picker shows of a directory entry. */
export type EnterpriseOption = Pick<DirectoryEntry, 'channelCustId' | 'name'> & Partial<Pick<DirectoryEntry, 'custId'>>;

/** The enterprise a screen opens on: the remembered one if still among `enterprises`, else the first. */
export function pickDefaultEnterprise(enterprises: readonly EnterpriseOption[], remembered: string | null): string | undefined {
  if (remembered && enterprises.some((e) => e.channelCustId === remembered)) return remembered;
  return enterprises[0]?.channelCustId;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const listeners = new Set<() => void>();
const storage = (): KeyValueStorage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

/** The remembered choice (null when none). */
export const rememberedEnterprise = (store: KeyValueStorage | null = storage()): string | null =>
  store?.getItem(ENTERPRISE_CHOICE_KEY) || null;

/** Remembers a platform user's enterprise choice, so the next screen that needs one opens on it. */
export function rememberEnterprise(channelCustId: string, store: KeyValueStorage | null = storage()): void {
  if (!channelCustId || !store || store.getItem(ENTERPRISE_CHOICE_KEY) === channelCustId) return;
  store.setItem(ENTERPRISE_CHOICE_KEY, channelCustId);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Platform roles: the enterprises to choose from (first 100, enterprises only) and the one to open on. */
export function useDefaultEnterprise(enabled: boolean) {
  const { enterprises, error } = useCustomerDirectory(enabled);
  const remembered = useSyncExternalStore(
    subscribe,
    () => rememberedEnterprise(),
    () => null,
  );
  return {
    enterprises,
    error,
    /** Undefined until the list arrives (or when there is no enterprise at all). */
    defaultId: enabled && enterprises ? pickDefaultEnterprise(enterprises, remembered) : undefined,
  };
}
