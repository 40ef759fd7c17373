import { type ReactNode, createContext, useContext, useState, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import { toneVariants } from '../lib/variants';
import { type Notice, type NoticeInput, type NotifierStore, createNotifier } from './notifier-store';

const NotifierContext = createContext<NotifierStore | null>(null);

export interface NotifierProviderProps {
  children: ReactNode;
  /** Share a store with code outside React; one is created when omitted. */
  store?: NotifierStore;
  /** Name of the toast region and of each close button (pass translated texts). */
  label?: string;
  closeLabel?: string;
}

const icons: Record<Notice['type'], string> = {
  info: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.25a.75.75 0 1 1 1.5 0 .75.75 0 0 1-1.5 0ZM9.25 9h1.5v5h-1.5V9Z',
  success:
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81-4.5 5a.75.75 0 0 1-1.08.03l-2-2 1.06-1.06 1.44 1.44 3.97-4.41 1.11 1Z',
  warning:
    'M8.49 2.87a1.75 1.75 0 0 1 3.02 0l6.28 10.9A1.75 1.75 0 0 1 16.28 16.4H3.72a1.75 1.75 0 0 1-1.51-2.62l6.28-10.9ZM9.25 7v4h1.5V7h-1.5Zm0 5.5V14h1.5v-1.5h-1.5Z',
  error:
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM7.28 6.22 6.22 7.28 8.94 10l-2.72 2.72 1.06 1.06L10 11.06l2.72 2.72 1.06-1.06L11.06 10l2.72-2.72-1.06-1.06L10 8.94 7.28 6.22Z',
};

/** Provides `useNotify()` and renders the toast region (a polite live region at the top right). */
export function NotifierProvider({ children, store, label = 'Notifications', closeLabel = 'Close' }: NotifierProviderProps) {
  const [own] = useState(() => store ?? createNotifier());
  const notices = useSyncExternalStore(own.subscribe, own.getSnapshot, own.getSnapshot);
  return (
    <NotifierContext.Provider value={own}>
      {children}
      <section aria-label={label} className="pointer-events-none fixed top-4 right-4 z-[100] w-[min(24rem,calc(100vw-2rem))]">
        <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
          {notices.map((notice) => (
            <li
              key={notice.id}
              data-type={notice.type}
              className={toneVariants(
                { tone: notice.type },
                'pointer-events-auto flex animate-toast-in gap-3 rounded-xl border p-4 shadow-lg motion-reduce:animate-none',
              )}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-(--tone)">
                <path fillRule="evenodd" d={icons[notice.type]} />
              </svg>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-slate-900">{notice.title}</p>
                {notice.message && <p className={cn('mt-1 text-sm break-words text-slate-600')}>{notice.message}</p>}
              </div>
              <button
                type="button"
                aria-label={closeLabel}
                onClick={() => own.dismiss(notice.id)}
                className="-m-1 h-fit rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            </li>
          ))}
        </ol>
      </section>
    </NotifierContext.Provider>
  );
}

/** Returns `notify({ type, title, message })`. Must be used under a NotifierProvider. */
export function useNotify(): (input: NoticeInput) => string {
  const store = useContext(NotifierContext);
  if (!store) throw new Error('useNotify must be used inside <NotifierProvider>');
  return store.notify;
}
