// Pure rules of the data-push screen (unit-tested): a task as the dialog edits it, the request it
// sends, and the checks the server makes too (functions/src/data-push/push-rules.ts, shared through
// the contract), so a wrong value is said on its field before the request.
import {
  DEFAULT_SFTP_PORT,
  type PushContent,
  type PushFileType,
  type ResponseOf,
  normalisePath,
  validHost,
} from '@cmp/functions/contracts';

export type PushTask = ResponseOf<'data-push.detail'>;
export type PushRun = ResponseOf<'data-push.runs'>['items'][number];

export const contentChoices = ['both', 'cards', 'usage'] as const;
export type ContentChoice = (typeof contentChoices)[number];
export const hours = Array.from({ length: 24 }, (_, h) => h);

export interface PushDraft {
  name: string;
  host: string;
  port: string;
  account: string;
  /** Never prefilled: empty on edit keeps the stored password. */
  password: string;
  path: string;
  fileType: PushFileType;
  contents: ContentChoice;
  hour: number;
}

export const contentChoiceOf = (contents: readonly PushContent[]): ContentChoice =>
  contents.length > 1 ? 'both' : (contents[0] ?? 'cards');
export const contentsOf = (choice: ContentChoice): PushContent[] => (choice === 'both' ? ['cards', 'usage'] : [choice]);

/** The dialog's draft: a new task's defaults, or the task as stored (without its password). */
export function draftOf(task?: PushTask | null): PushDraft {
  if (!task)
    return {
      name: '',
      host: '',
      port: String(DEFAULT_SFTP_PORT),
      account: '',
      password: '',
      path: '/',
      fileType: 'csv',
      contents: 'both',
      hour: 6,
    };
  return {
    name: task.name,
    host: task.host,
    port: String(task.port),
    account: task.account,
    password: '',
    path: task.path,
    fileType: task.fileType,
    contents: contentChoiceOf(task.contents),
    hour: task.hour,
  };
}

/** The add/edit request of a draft (an empty password on edit is left out: the stored one stays). */
export function bodyOf(d: PushDraft) {
  return {
    name: d.name.trim(),
    host: d.host.trim(),
    port: Number(d.port),
    account: d.account.trim(),
    ...(d.password ? { password: d.password } : {}),
    path: d.path.trim(),
    fileType: d.fileType,
    contents: contentsOf(d.contents),
    hour: d.hour,
  };
}

export const isHost = (text: string): boolean => validHost(text);
export const isPort = (text: string): boolean => /^\d{1,5}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 65_535;
export const isRemoteDir = (text: string): boolean => normalisePath(text) !== null;

/** Where the task pushes to, as one line: `account@host:port/path`. */
export const serverLine = (t: Pick<PushTask, 'account' | 'host' | 'port' | 'path'>): string =>
  `${t.account}@${t.host}:${t.port}${t.path}`;
