import { useSyncExternalStore } from 'react';
import { session } from '../app/services';
import type { SessionSnapshot } from './session';

/** The current session; re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
