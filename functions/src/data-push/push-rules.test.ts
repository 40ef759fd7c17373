import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import {
  PUSH_ATTEMPTS_MAX,
  checkTaskFields,
  dayBefore,
  isDue,
  normalisePath,
  pushFileName,
  remotePath,
  shanghaiClock,
  temporaryName,
  validHost,
} from './push-rules.ts';

const fields = {
  name: 'Daily files',
  host: 'sftp.example.com',
  account: 'acme',
  path: '/upload/cmp/',
  fileType: 'csv' as const,
  contents: ['usage' as const, 'cards' as const],
  hour: 6,
};
const errorOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? `${e.key}:${e.field}` : String(e);
  }
  return 'none';
};

describe('data-push task fields', () => {
  it('accepts IPv4 addresses and host names, and refuses a wrong IP as "IP format wrong"', () => {
    for (const ok of ['127.0.0.1', '203.0.113.7', 'sftp.example.com', 'localhost', 'a-b.c1.example'])
      expect(validHost(ok)).toBe(true);
    for (const bad of ['10.0.0.300', '1.2.3', '', ' ', '-a.example', 'a_b.example', 'a..b', 'http://x'])
      expect(validHost(bad)).toBe(false);
    expect(errorOf(() => checkTaskFields({ ...fields, host: '192.168.1.256' }))).toBe('DATA_PUSH_HOST:host');
  });

  it('checks the port range and defaults it to 22', () => {
    expect(checkTaskFields(fields).port).toBe(22);
    expect(checkTaskFields({ ...fields, port: 2222 }).port).toBe(2222);
    expect(errorOf(() => checkTaskFields({ ...fields, port: 0 }))).toBe('DATA_PUSH_PORT:port');
    expect(errorOf(() => checkTaskFields({ ...fields, port: 65_536 }))).toBe('DATA_PUSH_PORT:port');
  });

  it('wants an absolute path without .. and keeps it without its trailing slash', () => {
    expect(normalisePath('/upload/cmp/')).toBe('/upload/cmp');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//a//b')).toBe('/a/b');
    for (const bad of ['upload', '', '/a/../b', '/a/./b', '/a\\b']) expect(normalisePath(bad)).toBeNull();
    expect(errorOf(() => checkTaskFields({ ...fields, path: 'relative/dir' }))).toBe('DATA_PUSH_PATH:path');
  });

  it('refuses blank names and accounts, and a task that pushes nothing', () => {
    expect(errorOf(() => checkTaskFields({ ...fields, name: '   ' }))).toBe('DATA_PUSH_BLANK:name');
    expect(errorOf(() => checkTaskFields({ ...fields, account: ' ' }))).toBe('DATA_PUSH_BLANK:account');
    expect(errorOf(() => checkTaskFields({ ...fields, contents: [] }))).toBe('DATA_PUSH_CONTENTS:contents');
    expect(checkTaskFields({ ...fields, contents: ['usage', 'cards', 'usage'] }).contents).toEqual(['cards', 'usage']);
  });
});

describe('the hourly due rule (Shanghai time)', () => {
  // 2026-03-10 06:30 in Shanghai.
  const at = new Date('2026-03-09T22:30:00Z');
  const on = { enabled: true, hour: 6 };

  it('reads the Shanghai day and hour', () => {
    expect(shanghaiClock(at)).toEqual({ day: '2026-03-10', hour: 6 });
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });

  it('pushes a task that is on from its hour, once a day', () => {
    expect(isDue(on, at)).toBe(true);
    expect(isDue({ ...on, hour: 7 }, at)).toBe(false);
    expect(isDue({ ...on, hour: 0 }, at)).toBe(true);
    expect(isDue({ ...on, enabled: false }, at)).toBe(false);
    expect(isDue({ ...on, pushedDay: '2026-03-10' }, at)).toBe(false);
    expect(isDue({ ...on, pushedDay: '2026-03-09' }, at)).toBe(true);
  });

  it('retries a failed push the next hour up to the limit, and starts afresh the next day', () => {
    expect(isDue({ ...on, attemptDay: '2026-03-10', attempts: PUSH_ATTEMPTS_MAX - 1 }, at)).toBe(true);
    expect(isDue({ ...on, attemptDay: '2026-03-10', attempts: PUSH_ATTEMPTS_MAX }, at)).toBe(false);
    expect(isDue({ ...on, attemptDay: '2026-03-09', attempts: PUSH_ATTEMPTS_MAX }, at)).toBe(true);
  });
});

describe('file naming', () => {
  it('names files <prefix>-<yyyymmdd>.<type> and writes them under a hidden temporary name first', () => {
    expect(pushFileName('cards', '2026-03-10', 'csv')).toBe('cards-20260310.csv');
    expect(pushFileName('usage', '2026-03-09', 'xlsx')).toBe('usage-20260309.xlsx');
    expect(temporaryName('cards-20260310.csv')).toBe('.cards-20260310.csv.part');
    expect(remotePath('/upload', 'a.csv')).toBe('/upload/a.csv');
    expect(remotePath('/', 'a.csv')).toBe('/a.csv');
  });
});
