import type { ReactNode } from 'react';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

export interface NoticeInput {
  type: NoticeType;
  title: ReactNode;
  message?: ReactNode;
  /** Milliseconds before it closes itself; 0 keeps it open. Defaults: 4.5 s, errors 6 s. */
  duration?: number;
}

export interface Notice extends NoticeInput {
  id: string;
}

export interface NotifierStore {
  notify(input: NoticeInput): string;
  dismiss(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Notice[];
}

/**
 * The toast queue, kept outside React so non-component code (an API client) can notify too.
 * At most `limit` notices are shown; the oldest is dropped first.
 */
export function createNotifier({ limit = 4, timers = globalThis } = {}): NotifierStore {
  let notices: readonly Notice[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const dismiss = (id: string) => {
    if (!notices.some((n) => n.id === id)) return;
    notices = notices.filter((n) => n.id !== id);
    emit();
  };
  return {
    notify(input) {
      seq += 1;
      const id = `notice-${seq}`;
      notices = [...notices, { ...input, id }].slice(-limit);
      emit();
      const duration = input.duration ?? (input.type === 'error' ? 6000 : 4500);
      if (duration > 0) timers.setTimeout(() => dismiss(id), duration);
      return id;
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => notices,
  };
}
