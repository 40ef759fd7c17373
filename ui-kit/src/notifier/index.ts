export { NotifierProvider, type NotifierProviderProps, useNotify } from './notifier';
export { createNotifier, type Notice, type NoticeInput, type NoticeType, type NotifierStore } from './notifier-store';
