/**
 * The SFTP side of a data push, with ssh2's client: connect with a password, list a directory (the
 * connection test) or upload files, each written under a temporary name and renamed into place so
 * a reader never sees half a file. Failures come back as a reason key (push-rules.ts) and the
 * server's or the network's own message.
 */
import ssh2, { type ConnectConfig, type SFTPWrapper } from 'ssh2';
import type { PushFailureReason } from './push-rules.ts';
import { remotePath, temporaryName } from './push-rules.ts';

export interface SftpTarget {
  host: string;
  port: number;
  account: string;
  password: string;
}

export interface PushFile {
  name: string;
  body: Buffer;
}

export class SftpFailure extends Error {
  constructor(
    readonly reason: PushFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'SftpFailure';
  }
}

/** SFTP status codes (draft-ietf-secsh-filexfer-02): 2 no such file, 3 permission denied. */
const NO_SUCH_FILE = 2;
const PERMISSION_DENIED = 3;

/** The reason a connection or an SFTP request failed. */
export function failureOf(error: unknown): SftpFailure {
  if (error instanceof SftpFailure) return error;
  const e = error as { code?: string | number; level?: string; message?: string };
  const message = e?.message ?? String(error);
  if (e?.level === 'client-authentication') return new SftpFailure('authFailed', message);
  if (e?.level === 'client-timeout' || e?.code === 'ETIMEDOUT' || /timed out/i.test(message))
    return new SftpFailure('timeout', message);
  if (
    typeof e?.code === 'string' &&
    ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNRESET'].includes(e.code)
  )
    return new SftpFailure('unreachable', message);
  if (e?.code === NO_SUCH_FILE) return new SftpFailure('pathMissing', message);
  if (e?.code === PERMISSION_DENIED) return new SftpFailure('permissionDenied', message);
  return new SftpFailure('error', message);
}

// ssh2 is CommonJS without named exports Node can see.
const { Client } = ssh2;

const call = <T>(run: (done: (err: Error | undefined | null, value?: T) => void) => void): Promise<T> =>
  new Promise((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value as T))));

/** Opens a session, runs `work` on its SFTP channel and always closes the connection. */
async function withSftp<T>(target: SftpTarget, timeoutMs: number, work: (sftp: SFTPWrapper) => Promise<T>): Promise<T> {
  const client = new Client();
  const config: ConnectConfig = {
    host: target.host,
    port: target.port,
    username: target.account,
    password: target.password,
    readyTimeout: timeoutMs,
    // No keyboard-interactive or agent fallbacks: a password or nothing.
    tryKeyboard: false,
  };
  try {
    await new Promise<void>((resolve, reject) => {
      client.once('ready', () => resolve());
      client.once('error', reject);
      client.connect(config);
    });
    const sftp = await call<SFTPWrapper>((done) => client.sftp(done));
    return await work(sftp);
  } catch (error) {
    throw failureOf(error);
  } finally {
    client.end();
  }
}

/** Connects and lists the directory: the number of entries, or the failure. */
export function listDirectory(target: SftpTarget, dir: string, timeoutMs = 10_000): Promise<number> {
  return withSftp(target, timeoutMs, async (sftp) => (await call<unknown[]>((done) => sftp.readdir(dir, done))).length);
}

/** Renames over an existing file: OpenSSH's POSIX rename when offered, else remove then rename. */
async function replace(sftp: SFTPWrapper, from: string, to: string): Promise<void> {
  try {
    await call<void>((done) => sftp.ext_openssh_rename(from, to, done));
    return;
  } catch (error) {
    // Not offered by the server (thrown at once) or refused: the portable way.
    if ((error as { code?: unknown }).code !== undefined && (error as { code?: unknown }).code !== 8) throw error;
  }
  await call<void>((done) => sftp.unlink(to, done)).catch((e: { code?: unknown }) => {
    if (e.code !== NO_SUCH_FILE) throw e;
  });
  await call<void>((done) => sftp.rename(from, to, done));
}

/** Uploads the files into `dir`, each written as `.<name>.part` and then renamed to `<name>`. */
export function uploadFiles(target: SftpTarget, dir: string, files: PushFile[], timeoutMs = 20_000): Promise<void> {
  return withSftp(target, timeoutMs, async (sftp) => {
    // The directory must exist: a missing one is "path missing", not a file written somewhere else.
    await call((done) => sftp.stat(dir, done));
    for (const file of files) {
      const temporary = remotePath(dir, temporaryName(file.name));
      await call<void>((done) => sftp.writeFile(temporary, file.body, done));
      await replace(sftp, temporary, remotePath(dir, file.name));
    }
  });
}
