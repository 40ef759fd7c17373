import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { SECRET_MASK, decryptSecret, encryptSecret } from '../operator-config/secret-box.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { PushContent, PushFileType } from '../shared/data/entities/data-push.entity.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import type { DataPushRepository, DataPushRun, DataPushTask } from './data-push.repository.ts';
import { type BuiltFile, buildPushFiles } from './push-files.ts';
import { DATA_PUSH_TASKS_MAX, checkTaskFields, isDue, shanghaiClock } from './push-rules.ts';
import { type PushFile, type SftpTarget, failureOf, listDirectory, uploadFiles } from './sftp-client.ts';

/** A task as answered: never the password, sealed or clear; `password` is a fixed mask when one is set. */
export type DataPushView = Omit<DataPushTask, 'passwordSealed' | 'attemptDay' | 'attempts'> & {
  password: string;
  enterpriseName: string | null;
};

export interface TaskInput {
  channelCustId?: string;
  name: string;
  host: string;
  port?: number;
  account: string;
  /** Required on add; on edit an empty or missing one keeps the stored password. */
  password?: string;
  path: string;
  fileType: PushFileType;
  contents: PushContent[];
  hour: number;
}

type Scoped = { channelCustId?: string };
type Ref = Scoped & { taskId: string };

export interface SftpPort {
  list(target: SftpTarget, dir: string): Promise<number>;
  upload(target: SftpTarget, dir: string, files: PushFile[]): Promise<void>;
}
export const sftpPort: SftpPort = { list: (t, d) => listDirectory(t, d), upload: (t, d, f) => uploadFiles(t, d, f) };

/**
 * Data push over SFTP (docs/api.md "Data push", docs/decisions.md "Data push over SFTP"). The
 * platform names the enterprise (or lists every one's tasks); an enterprise acts on its own; a
 * secondary customer has no data push (403). Every change leaves an audit entry.
 */
export function createDataPushService(d: {
  tasks: DataPushRepository;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  /** The base64 AES-256 key of sealed credentials (operator-config/secret-key.ts). */
  secretKey: () => string | Promise<string>;
  enterpriseNames: (ids: readonly string[], lang: Lang) => Promise<Map<string, string>>;
  sftp?: SftpPort;
  newId?: () => string;
}) {
  const sftp = d.sftp ?? sftpPort;
  const newId = d.newId ?? (() => randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase());
  const audit = auditWriter(d);

  const tenantOf = (p: Principal, body: Scoped): string => {
    if (!isPlatformRole(p) && p.roleType === 5000) throw new AppError('FORBIDDEN');
    return requestedTenant(p, body).channelCustId;
  };
  const load = async (p: Principal, body: Ref): Promise<DataPushTask> => {
    const task = await d.tasks.get(tenantOf(p, body), body.taskId);
    if (!task) throw new AppError('DATA_PUSH_NOT_FOUND', {}, 'taskId');
    return task;
  };
  const view = (
    { passwordSealed: _p, attemptDay: _d, attempts: _a, ...rest }: DataPushTask,
    names: Map<string, string>,
  ): DataPushView => ({
    ...rest,
    password: SECRET_MASK,
    enterpriseName: names.get(rest.channelCustId) ?? null,
  });
  const viewsOf = async (tasks: DataPushTask[], lang: Lang) => {
    const names = await d.enterpriseNames(
      tasks.map((t) => t.channelCustId),
      lang,
    );
    return tasks.map((t) => view(t, names));
  };
  const one = async (task: DataPushTask, lang: Lang) => (await viewsOf([task], lang))[0]!;
  const who = (p: Principal) => ({ loginName: p.loginName, channelCustId: p.channelCustId ?? null });
  const describe = (t: DataPushTask) => `${t.channelCustId} ${t.taskId} "${t.name}" ${t.account}@${t.host}:${t.port}${t.path}`;
  const targetOf = async (t: DataPushTask): Promise<SftpTarget> => ({
    host: t.host,
    port: t.port,
    account: t.account,
    password: decryptSecret(t.passwordSealed, await d.secretKey()),
  });

  /** Builds and uploads a task's files for today (Shanghai) and records the run, whatever its outcome. */
  async function push(task: DataPushTask, trigger: DataPushRun['trigger'], by?: string): Promise<DataPushRun> {
    const started = d.clock();
    const { day } = shanghaiClock(started);
    let files: BuiltFile[] = [];
    let failure: { reason: string; detail: string } | undefined;
    try {
      files = await buildPushFiles(d.tasks.sources, task, day);
      await sftp.upload(await targetOf(task), task.path, files);
    } catch (error) {
      const f = failureOf(error);
      failure = { reason: f.reason, detail: f.message.slice(0, 300) };
    }
    const run: DataPushRun = {
      runId: newId(),
      taskId: task.taskId,
      channelCustId: task.channelCustId,
      trigger,
      day,
      startedAt: started.toISOString(),
      finishedAt: d.clock().toISOString(),
      status: failure ? 'failed' : 'success',
      files: failure ? [] : files.map((f) => ({ name: f.name, rows: f.rows, bytes: f.body.length })),
      bytes: failure ? 0 : files.reduce((n, f) => n + f.body.length, 0),
      ...(failure ?? {}),
      ...(by ? { by } : {}),
    };
    await d.tasks.putRun(run);
    await d.tasks.recordOutcome(task, run);
    return run;
  }

  return {
    /** The platform: every enterprise's tasks (or the one named); an enterprise: its own. */
    async list(p: Principal, body: Scoped & { cursor?: string; pageSize?: number }, lang: Lang) {
      if (isPlatformRole(p) && !body.channelCustId) {
        const page = await d.tasks.ofPlatform({ cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });
        return { items: await viewsOf(page.items, lang), cursor: page.cursor };
      }
      const tasks = await d.tasks.ofEnterprise(tenantOf(p, body));
      tasks.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return { items: await viewsOf(tasks, lang), cursor: null, max: DATA_PUSH_TASKS_MAX };
    },

    detail: async (p: Principal, body: Ref, lang: Lang) => one(await load(p, body), lang),

    async add(p: Principal, input: TaskInput, client: Client): Promise<DataPushView> {
      const channelCustId = tenantOf(p, input);
      const fields = checkTaskFields(input);
      if (!input.password?.trim()) throw new AppError('DATA_PUSH_PASSWORD_REQUIRED', {}, 'password');
      const existing = await d.tasks.ofEnterprise(channelCustId);
      if (existing.length >= DATA_PUSH_TASKS_MAX) throw new AppError('DATA_PUSH_LIMIT', { max: DATA_PUSH_TASKS_MAX });
      if (existing.some((t) => t.name.toLowerCase() === fields.name.toLowerCase()))
        throw new AppError('DATA_PUSH_NAME_TAKEN', { name: fields.name }, 'name');
      const at = d.clock().toISOString();
      const task: DataPushTask = {
        taskId: `P${newId()}`,
        channelCustId,
        ...fields,
        passwordSealed: encryptSecret(input.password, await d.secretKey()),
        enabled: true,
        lang: client.lang,
        createdAt: at,
        createdBy: p.loginName,
        updatedAt: at,
        updatedBy: p.loginName,
      };
      await d.tasks.create(task);
      await audit(who(p), 'dataPushChange', client, `add ${describe(task)}`);
      return one(task, client.lang);
    },

    async edit(p: Principal, input: TaskInput & { taskId: string }, client: Client): Promise<DataPushView> {
      const current = await load(p, input);
      const fields = checkTaskFields(input);
      const others = await d.tasks.ofEnterprise(current.channelCustId);
      if (others.some((t) => t.taskId !== current.taskId && t.name.toLowerCase() === fields.name.toLowerCase()))
        throw new AppError('DATA_PUSH_NAME_TAKEN', { name: fields.name }, 'name');
      const task: DataPushTask = {
        ...current,
        ...fields,
        passwordSealed: input.password?.trim() ? encryptSecret(input.password, await d.secretKey()) : current.passwordSealed,
        updatedAt: d.clock().toISOString(),
        updatedBy: p.loginName,
      };
      await d.tasks.replace(task);
      await audit(who(p), 'dataPushChange', client, `edit ${describe(task)}${input.password?.trim() ? ' (new password)' : ''}`);
      return one(task, client.lang);
    },

    async remove(p: Principal, body: Ref, client: Client) {
      const task = await load(p, body);
      await d.tasks.remove(task.channelCustId, task.taskId);
      await audit(who(p), 'dataPushChange', client, `delete ${describe(task)}`);
      return { taskId: task.taskId };
    },

    async setEnabled(p: Principal, body: Ref & { enabled: boolean }, client: Client): Promise<DataPushView> {
      const current = await load(p, body);
      if (current.enabled === body.enabled) return one(current, client.lang);
      const task = { ...current, enabled: body.enabled, updatedAt: d.clock().toISOString(), updatedBy: p.loginName };
      await d.tasks.replace(task);
      await audit(who(p), 'dataPushChange', client, `${body.enabled ? 'on' : 'off'} ${describe(task)}`);
      return one(task, client.lang);
    },

    /** Connects with the task's settings and lists its directory: success with the number of entries, or the reason. */
    async testConnection(p: Principal, body: Ref) {
      const task = await load(p, body);
      try {
        const entries = await sftp.list(await targetOf(task), task.path);
        return { ok: true as const, entries };
      } catch (error) {
        const f = failureOf(error);
        return { ok: false as const, reason: f.reason, detail: f.message.slice(0, 300) };
      }
    },

    /** Pushes today's files now, whether or not they were pushed today (the run is recorded either way). */
    async pushNow(p: Principal, body: Ref, client: Client): Promise<DataPushRun> {
      const task = await load(p, body);
      await audit(who(p), 'dataPushChange', client, `push ${describe(task)}`);
      return push(task, 'manual', p.loginName);
    },

    async runs(p: Principal, body: Ref) {
      const task = await load(p, body);
      return { items: await d.tasks.runs(task.channelCustId, task.taskId), cursor: null };
    },

    /**
     * The hourly worker: every task that is on and due now (push-rules `isDue`) is claimed (one
     * attempt more today) and pushed; a failure is retried the next hour up to the limit.
     */
    async runDue(): Promise<{ due: number; pushed: number; failed: number }> {
      const now = d.clock();
      const { day, hour } = shanghaiClock(now);
      const due = (await d.tasks.onUpTo(hour)).filter((t) => isDue(t, now));
      let pushed = 0;
      let failed = 0;
      await mapLimit(due, 4, async (task) => {
        if (!(await d.tasks.claimAttempt(task, day))) return;
        const run = await push(task, 'schedule');
        if (run.status === 'success') pushed++;
        else failed++;
      });
      return { due: due.length, pushed, failed };
    },
  };
}

export type DataPushService = ReturnType<typeof createDataPushService>;
