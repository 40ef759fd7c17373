/**
 * Rules of data push over SFTP (docs/decisions.md "Data push over SFTP"): what a task may hold, when
 * the hourly worker pushes it, what its files are called, and the reasons a push fails.
 */
import { parseIpv4 } from '../api-manager/ip-rules.ts';
import type { PushContent, PushFileType } from '../shared/data/entities/data-push.entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

/** At most this many push tasks per enterprise. */
export const DATA_PUSH_TASKS_MAX = 5;
/** Scheduled attempts per task and day: the first at the task's hour, then one retry each hour after it. */
export const PUSH_ATTEMPTS_MAX = 3;
export const DEFAULT_SFTP_PORT = 22;
/** Runs listed under a task on the screen. */
export const RUNS_LISTED = 20;

/** Why a push or a connection test failed (the screen translates the key; the server's message rides beside it). */
export const pushFailureReasons = ['unreachable', 'timeout', 'authFailed', 'pathMissing', 'permissionDenied', 'error'] as const;
export type PushFailureReason = (typeof pushFailureReasons)[number];

const label = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/**
 * A host is an IPv4 address or a DNS host name. Something made of digits and dots only is read as
 * an address, so `10.0.0.300` is "IP format wrong" rather than a host name.
 */
export function validHost(text: string): boolean {
  const host = text.trim();
  if (!host || host.length > 253) return false;
  if (/^[\d.]+$/.test(host)) return parseIpv4(host) !== null;
  return host.split('.').every((part) => label.test(part));
}

/** An absolute POSIX directory without `..` or control characters, without its trailing slash (`/` stays). */
export function normalisePath(text: string): string | null {
  const path = text.trim();
  if (!path.startsWith('/') || path.length > 255) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\\]/.test(path)) return null;
  const parts = path.split('/').filter(Boolean);
  if (parts.some((p) => p === '..' || p === '.')) return null;
  return `/${parts.join('/')}`;
}

export interface TaskFields {
  name: string;
  host: string;
  port?: number;
  account: string;
  path: string;
  fileType: PushFileType;
  contents: PushContent[];
  hour: number;
}

/** The fields of a task checked and normalised, or the first problem as an AppError (named field). */
export function checkTaskFields(input: TaskFields): Required<TaskFields> {
  const blank = (value: string, field: string) => {
    if (!value.trim()) throw new AppError('DATA_PUSH_BLANK', {}, field);
    return value.trim();
  };
  const name = blank(input.name, 'name');
  const account = blank(input.account, 'account');
  if (!validHost(input.host)) throw new AppError('DATA_PUSH_HOST', {}, 'host');
  const port = input.port ?? DEFAULT_SFTP_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new AppError('DATA_PUSH_PORT', {}, 'port');
  const path = normalisePath(input.path);
  if (!path) throw new AppError('DATA_PUSH_PATH', {}, 'path');
  const contents = [...new Set(input.contents)].sort();
  if (!contents.length) throw new AppError('DATA_PUSH_CONTENTS', {}, 'contents');
  return {
    name,
    host: input.host.trim().toLowerCase(),
    port,
    account,
    path,
    fileType: input.fileType,
    contents,
    hour: input.hour,
  };
}

/** The Shanghai wall clock of an instant: day `YYYY-MM-DD` and hour 0-23. */
export function shanghaiClock(at: Date): { day: string; hour: number } {
  const s = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return { day: s.slice(0, 10), hour: Number(s.slice(11, 13)) };
}

/** The Shanghai day before `day` (`YYYY-MM-DD`). */
export const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** What the due rule reads of a task. */
export interface DueState {
  enabled: boolean;
  hour: number;
  pushedDay?: string;
  attemptDay?: string;
  attempts?: number;
}

/**
 * Whether the hourly worker pushes a task now: it is on, its hour has come today (Shanghai), it has
 * not been pushed today, and today's failed attempts are fewer than the limit (a failure is retried
 * the next hour). Pushed today by hand counts too: the day's files are there.
 */
export function isDue(task: DueState, now: Date): boolean {
  const { day, hour } = shanghaiClock(now);
  if (!task.enabled || hour < task.hour || task.pushedDay === day) return false;
  const attempts = task.attemptDay === day ? (task.attempts ?? 0) : 0;
  return attempts < PUSH_ATTEMPTS_MAX;
}

const filePrefixes: Record<PushContent, string> = { cards: 'cards', usage: 'usage' };

/**
 * A pushed file's name: `<prefix>-<yyyymmdd>.<csv|xlsx>`, the date being the day the data is of
 * (the card list: the day of the push; usage: the day before).
 */
export const pushFileName = (content: PushContent, day: string, type: PushFileType): string =>
  `${filePrefixes[content]}-${day.replaceAll('-', '')}.${type}`;

/** Where a file is written first: a reader listing the directory never takes a half-written file. */
export const temporaryName = (name: string): string => `.${name}.part`;

/** The remote path of a file in a task's directory. */
export const remotePath = (dir: string, name: string): string => (dir === '/' ? `/${name}` : `${dir}/${name}`);
