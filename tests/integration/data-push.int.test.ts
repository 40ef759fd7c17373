/**
 * Data push over SFTP (issue #15 item 6) against the local stack and a real SFTP server (ssh2's
 * server, infra/src/local/sftp-local.ts) started here on 127.0.0.1: a push delivers the files with
 * the expected rows, a wrong password is a recorded failure with its reason, the schedule pushes a
 * task once a day (a re-run the same day pushes nothing) and retries a failure up to the limit, the
 * password is in no answer, and tasks are the tenant's own.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAuditRepository } from '../../functions/src/audit/audit.repository.ts';
import { createCustomerNames } from '../../functions/src/customer/customer-names.repository.ts';
import { createDataPushRepository } from '../../functions/src/data-push/data-push.repository.ts';
import { createDataPushService } from '../../functions/src/data-push/data-push.service.ts';
import { PUSH_ATTEMPTS_MAX, pushFileName, shanghaiClock } from '../../functions/src/data-push/push-rules.ts';
import { type LocalSftp, startLocalSftp } from '../../infra/src/local/sftp-local.ts';
import { call, login } from '../support/api-client.ts';
import { cardStats, stackDb } from '../support/cards.ts';

const PASSWORD = 'S3cret-push-pw!';
const root = join(tmpdir(), `cmp-sftp-int-${process.pid}`);
let sftp: LocalSftp;
const t = { admin: '', acme: '', globex: '', east: '', staff: '' };

interface TaskView {
  taskId: string;
  channelCustId: string;
  enterpriseName: string | null;
  password: string;
  enabled: boolean;
  lastStatus?: string;
}
interface RunView {
  status: 'success' | 'failed';
  files: { name: string; rows: number; bytes: number }[];
  reason?: string;
  trigger: string;
}

const ok = <T>(res: { status: number; body: { data?: unknown; msg?: string } }, status = 200): T => {
  expect(res.status, res.body.msg).toBe(status);
  return res.body.data as T;
};
const taskBody = (dir: string, extra: Record<string, unknown> = {}) => ({
  name: `Push ${dir}`,
  host: '127.0.0.1',
  port: sftp.port,
  account: 'pusher',
  password: PASSWORD,
  path: `/${dir}`,
  fileType: 'csv',
  contents: ['cards', 'usage'],
  hour: 23,
  ...extra,
});
const add = async (token: string, dir: string, extra: Record<string, unknown> = {}) => {
  mkdirSync(join(root, dir), { recursive: true });
  return ok<TaskView>(await call('/cmp/core/dataPush/add', taskBody(dir, extra), { token }), 201);
};
const runsOf = async (token: string, taskId: string, channelCustId?: string) =>
  ok<{ items: RunView[] }>(await call('/cmp/core/dataPush/runs', { taskId, channelCustId }, { token })).items;

/** The worker's service in-process, on the stack's table, at a chosen time. */
const worker = (at: Date) => {
  const db = stackDb();
  const table = () => inject('stack').env.TABLE_NAME!;
  const names = createCustomerNames(db, table);
  return createDataPushService({
    tasks: createDataPushRepository(db, table),
    audit: createAuditRepository(db, table),
    clock: () => at,
    secretKey: () => inject('stack').env.OPERATOR_SECRET_KEY!,
    enterpriseNames: (ids, lang) => names.enterprises(ids, lang),
  });
};

describe('data push over SFTP', () => {
  beforeAll(async () => {
    rmSync(root, { recursive: true, force: true });
    sftp = await startLocalSftp({ port: 0, root, users: { pusher: PASSWORD } });
    t.admin = await login('admin');
    t.acme = await login('acme');
    t.globex = await login('globex');
    t.east = await login('acme-east');
    t.staff = await login('acme-staff');
    // Other suites of the shared stack may have left tasks (the route suites add some): start from none.
    for (const token of [t.acme, t.globex]) {
      const { items } = ok<{ items: TaskView[] }>(await call('/cmp/core/dataPush/list', {}, { token }));
      for (const task of items) ok(await call('/cmp/core/dataPush/delete', { taskId: task.taskId }, { token }));
    }
  });
  afterAll(async () => {
    await sftp?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('pushes the card list and yesterday’s usage, each file renamed into place, with one row per card', async () => {
    const task = await add(t.acme, 'acme-now');
    expect(task.enabled).toBe(true);
    const run = ok<RunView>(await call('/cmp/core/dataPush/push', { taskId: task.taskId }, { token: t.acme }));
    expect(run.status, run.reason).toBe('success');
    const { day } = shanghaiClock(new Date());
    const files = readdirSync(join(root, 'acme-now')).sort();
    // No temporary file is left behind.
    expect(files).toEqual([pushFileName('cards', day, 'csv'), expect.stringMatching(/^usage-\d{8}\.csv$/)]);
    const cards = { length: Number((await cardStats('CUST#C1001')).total) };
    expect(cards.length).toBeGreaterThan(0);
    const lines = readFileSync(join(root, 'acme-now', files[0]!), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('ICCID');
    expect(lines.length - 1).toBe(cards.length);
    expect(run.files.map((f) => [f.name, f.rows])).toEqual([
      [files[0], cards.length],
      [files[1], cards.length],
    ]);
    const usage = readFileSync(join(root, 'acme-now', files[1]!), 'utf8')
      .trim()
      .split('\r\n');
    expect(usage.length - 1).toBe(cards.length);
    // The seed has 60 days of usage: yesterday's is not all zero.
    expect(usage.slice(1).some((l) => Number(l.split(',')[3]) > 0)).toBe(true);
    expect((await runsOf(t.acme, task.taskId))[0]).toMatchObject({ status: 'success', trigger: 'manual' });
  });

  it('tests the connection: success, or the reason (wrong password, missing path)', async () => {
    const good = await add(t.acme, 'acme-test');
    expect(ok(await call('/cmp/core/dataPush/test', { taskId: good.taskId }, { token: t.acme }))).toMatchObject({ ok: true });
    const wrong = await add(t.acme, 'acme-wrong', { name: 'Wrong password', password: 'not-it' });
    expect(ok(await call('/cmp/core/dataPush/test', { taskId: wrong.taskId }, { token: t.acme }))).toMatchObject({
      ok: false,
      reason: 'authFailed',
    });
    const edited = ok<TaskView>(
      await call(
        '/cmp/core/dataPush/edit',
        { ...taskBody('acme-test'), taskId: good.taskId, password: '', path: '/nowhere' },
        { token: t.acme },
      ),
    );
    expect(edited.password).toBe('********');
    // The empty password kept the stored one: the connection works, the directory does not exist.
    expect(ok(await call('/cmp/core/dataPush/test', { taskId: good.taskId }, { token: t.acme }))).toMatchObject({
      ok: false,
      reason: 'pathMissing',
    });
  });

  it('records a wrong password as a failed run with its reason, and retries it hourly up to the limit', async () => {
    const task = await add(t.globex, 'globex-wrong', { password: 'wrong-one', hour: 23 });
    const manual = ok<RunView>(await call('/cmp/core/dataPush/push', { taskId: task.taskId }, { token: t.globex }));
    expect(manual).toMatchObject({ status: 'failed', reason: 'authFailed', files: [] });
    const day = '2031-05-06';
    const hourly = (h: number) => worker(new Date(`${day}T${String(h).padStart(2, '0')}:20:00+08:00`)).runDue();
    // Before its hour: nothing; from its hour: one attempt an hour, then no more that day.
    await hourly(22);
    for (let i = 0; i < PUSH_ATTEMPTS_MAX + 1; i++) await hourly(23);
    const runs = (await runsOf(t.globex, task.taskId)).filter((r) => r.trigger === 'schedule');
    expect(runs).toHaveLength(PUSH_ATTEMPTS_MAX);
    expect(runs.every((r) => r.status === 'failed' && r.reason === 'authFailed')).toBe(true);
    expect(readdirSync(join(root, 'globex-wrong'))).toEqual([]);
  });

  it('pushes a task on schedule once a day: a re-run the same day pushes nothing, the next day pushes again', async () => {
    const task = await add(t.acme, 'acme-daily', { name: 'Daily', fileType: 'xlsx', contents: ['cards'], hour: 23 });
    const at = (day: string) => new Date(`${day}T23:10:00+08:00`);
    const first = await worker(at('2031-06-01')).runDue();
    expect(first.pushed).toBeGreaterThanOrEqual(1);
    const file = join(root, 'acme-daily', 'cards-20310601.xlsx');
    const written = statSync(file).mtimeMs;
    await worker(at('2031-06-01')).runDue();
    expect(statSync(file).mtimeMs).toBe(written);
    await worker(at('2031-06-02')).runDue();
    expect(readdirSync(join(root, 'acme-daily')).sort()).toEqual(['cards-20310601.xlsx', 'cards-20310602.xlsx']);
    const runs = (await runsOf(t.acme, task.taskId)).filter((r) => r.trigger === 'schedule');
    expect(runs.map((r) => r.status)).toEqual(['success', 'success']);
    // A task switched off is not pushed.
    ok(await call('/cmp/core/dataPush/status', { taskId: task.taskId, enabled: false }, { token: t.acme }));
    await worker(at('2031-06-03')).runDue();
    expect(readdirSync(join(root, 'acme-daily'))).toHaveLength(2);
  });

  it('never answers the password, sealed or clear', async () => {
    const task = await add(t.acme, 'acme-secret', { name: 'Secret check' });
    const answers = [
      await call('/cmp/core/dataPush/list', {}, { token: t.acme }),
      await call('/cmp/core/dataPush/list', { channelCustId: 'C1001' }, { token: t.admin }),
      await call('/cmp/core/dataPush/list', {}, { token: t.admin }),
      await call('/cmp/core/dataPush/detail', { taskId: task.taskId }, { token: t.acme }),
      await call('/cmp/core/dataPush/runs', { taskId: task.taskId }, { token: t.acme }),
      await call('/cmp/core/dataPush/status', { taskId: task.taskId, enabled: true }, { token: t.acme }),
      await call(
        '/cmp/core/operationLog/list',
        { action: 'dataPushChange', pageSize: 100, channelCustId: 'C1001' },
        { token: t.admin },
      ),
    ];
    for (const a of answers) {
      const text = JSON.stringify(a.body);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('passwordSealed');
      expect(text).not.toMatch(/v1\.[A-Za-z0-9_-]{16}\./);
    }
    const detail = ok<TaskView>(answers[3]!);
    expect(detail).toMatchObject({ password: '********', enterpriseName: expect.any(String) });
    // Every change is in the operation log.
    const log = ok<{ items: { detail: string }[] }>(answers[6]!);
    expect(log.items.some((e) => e.detail.startsWith(`add C1001 ${task.taskId}`))).toBe(true);
  });

  it('keeps tasks to their enterprise: others read nothing, secondary customers and staff are refused', async () => {
    const own = await add(t.globex, 'globex-own', { name: 'Own' });
    const acmeList = ok<{ items: TaskView[] }>(await call('/cmp/core/dataPush/list', {}, { token: t.acme }));
    expect(acmeList.items.length).toBeGreaterThan(0);
    expect(acmeList.items.every((i) => i.channelCustId === 'C1001')).toBe(true);
    for (const path of ['detail', 'runs', 'test', 'push', 'delete']) {
      const res = await call(`/cmp/core/dataPush/${path}`, { taskId: own.taskId }, { token: t.acme });
      expect(res.status, path).toBe(404);
      const named = await call(`/cmp/core/dataPush/${path}`, { taskId: own.taskId, channelCustId: 'C1002' }, { token: t.acme });
      expect(named.status, path).toBe(403);
    }
    expect((await call('/cmp/core/dataPush/list', {}, { token: t.east })).status).toBe(403);
    expect((await call('/cmp/core/dataPush/list', {}, { token: t.staff })).status).toBe(403);
    // The platform sees every enterprise's tasks with their names, or one enterprise's.
    const all = ok<{ items: TaskView[] }>(await call('/cmp/core/dataPush/list', { pageSize: 100 }, { token: t.admin }));
    expect(new Set(all.items.map((i) => i.channelCustId))).toEqual(new Set(['C1001', 'C1002']));
    expect(all.items.every((i) => i.enterpriseName)).toBe(true);
    const globexOnly = ok<{ items: TaskView[] }>(
      await call('/cmp/core/dataPush/list', { channelCustId: 'C1002' }, { token: t.admin }),
    );
    expect(globexOnly.items.map((i) => i.channelCustId)).toEqual(['C1002', 'C1002']);
    // Delete: the task is gone.
    ok(await call('/cmp/core/dataPush/delete', { taskId: own.taskId }, { token: t.globex }));
    expect((await call('/cmp/core/dataPush/detail', { taskId: own.taskId }, { token: t.globex })).status).toBe(404);
  });

  it('validates in both languages and limits the tasks of an enterprise', async () => {
    const bad = await call('/cmp/core/dataPush/add', taskBody('x', { host: '10.0.0.300' }), { token: t.acme, lang: 'zh-CN' });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('IP格式错误');
    const port = await call('/cmp/core/dataPush/add', taskBody('x', { port: 70_000 }), { token: t.acme });
    expect(port.body.msg).toContain('1 to 65535');
    const path = await call('/cmp/core/dataPush/add', taskBody('x', { path: 'relative' }), { token: t.acme });
    expect(path.status).toBe(422);
    const noPassword = await call('/cmp/core/dataPush/add', taskBody('x', { password: '' }), { token: t.acme });
    expect(noPassword.status).toBe(422);
    // Acme has 5 by now (now, test, wrong, daily, secret): a sixth is refused.
    const more = await call('/cmp/core/dataPush/add', taskBody('x', { name: 'One too many' }), { token: t.acme });
    expect(more.status).toBe(409);
  });
});
