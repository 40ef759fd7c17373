/**
 * A small SFTP server for the local stack and the tests (ssh2's server): password accounts, files
 * under a root directory on disk, the requests a data push and a connection test make (open, write,
 * read, close, stat, list, rename, remove, mkdir). Bound to 127.0.0.1 only; a new host key each start.
 */
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import ssh2, { type Connection, type SFTPWrapper } from 'ssh2';
import { freePort, portInUse } from './ports.ts';

// ssh2 is CommonJS without named exports Node can see.
const { Server, utils } = ssh2;

const { OPEN_MODE, STATUS_CODE } = utils.sftp;

export interface LocalSftpOptions {
  /** 0 picks a free port. */
  port: number;
  /** Directory the accounts see as `/`. */
  root: string;
  /** Login name → password. */
  users: Record<string, string>;
  /** Directories made under the root at start (`/acme`). */
  dirs?: string[];
}

export interface LocalSftp {
  host: string;
  port: number;
  root: string;
  stop(): Promise<void>;
}

/** The demo account of the local stack (README "Demo"): the seeded Acme push task logs in with it. */
export const localSftpAccount = { account: 'cmp-demo', password: 'cmp-demo-sftp', path: '/acme' } as const;

const attrsOf = (s: Stats) => ({
  mode: s.mode,
  uid: 0,
  gid: 0,
  size: s.size,
  atime: Math.floor(s.atimeMs / 1000),
  mtime: Math.floor(s.mtimeMs / 1000),
});

function serveSftp(sftp: SFTPWrapper, root: string): void {
  const real = (p: string): string | null => {
    const virtual = posix.normalize(`/${p}`);
    const full = resolve(root, `.${virtual}`);
    return full === root || full.startsWith(`${root}/`) ? full : null;
  };
  const handles = new Map<number, { fd?: number; dir?: string[] }>();
  let next = 0;
  const newHandle = (h: { fd?: number; dir?: string[] }) => {
    const id = next++;
    handles.set(id, h);
    const buf = Buffer.alloc(4);
    buf.writeUInt32BE(id);
    return buf;
  };
  const handleOf = (buf: Buffer) => (buf.length === 4 ? handles.get(buf.readUInt32BE(0)) : undefined);
  const fail = (reqid: number, error: unknown) => {
    const code = (error as NodeJS.ErrnoException)?.code;
    sftp.status(
      reqid,
      code === 'ENOENT'
        ? STATUS_CODE.NO_SUCH_FILE
        : code === 'EACCES' || code === 'EPERM'
          ? STATUS_CODE.PERMISSION_DENIED
          : STATUS_CODE.FAILURE,
    );
  };
  const guarded = (reqid: number, path: string, work: (full: string) => void) => {
    const full = real(path);
    if (!full) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
    try {
      work(full);
    } catch (error) {
      fail(reqid, error);
    }
  };

  sftp.on('OPEN', (reqid, filename, flags) =>
    guarded(reqid, filename, (full) => {
      let mode = 'r';
      if (flags & OPEN_MODE.WRITE) mode = flags & OPEN_MODE.TRUNC ? 'w' : flags & OPEN_MODE.CREAT ? 'a' : 'r+';
      if (flags & OPEN_MODE.WRITE && flags & OPEN_MODE.EXCL) mode = 'wx';
      sftp.handle(reqid, newHandle({ fd: openSync(full, mode) }));
    }),
  );
  sftp.on('WRITE', (reqid, handle, offset, data) => {
    const h = handleOf(handle);
    if (h?.fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
    try {
      writeSync(h.fd, data, 0, data.length, offset);
      sftp.status(reqid, STATUS_CODE.OK);
    } catch (error) {
      fail(reqid, error);
    }
  });
  sftp.on('READ', (reqid, handle, offset, length) => {
    const h = handleOf(handle);
    if (h?.fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
    const buf = Buffer.alloc(length);
    const read = readSync(h.fd, buf, 0, length, offset);
    if (read === 0) sftp.status(reqid, STATUS_CODE.EOF);
    else sftp.data(reqid, buf.subarray(0, read));
  });
  sftp.on('FSTAT', (reqid, handle) => {
    const h = handleOf(handle);
    if (h?.fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
    sftp.attrs(reqid, attrsOf(fstatSync(h.fd)));
  });
  sftp.on('CLOSE', (reqid, handle) => {
    const h = handleOf(handle);
    if (!h) return sftp.status(reqid, STATUS_CODE.FAILURE);
    if (h.fd !== undefined) closeSync(h.fd);
    handles.delete(handle.readUInt32BE(0));
    sftp.status(reqid, STATUS_CODE.OK);
  });
  const stat = (reqid: number, path: string) => guarded(reqid, path, (full) => sftp.attrs(reqid, attrsOf(statSync(full))));
  sftp.on('STAT', stat);
  sftp.on('LSTAT', stat);
  sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('OPENDIR', (reqid, path) =>
    guarded(reqid, path, (full) => {
      if (!statSync(full).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOENT' });
      sftp.handle(reqid, newHandle({ dir: readdirSync(full).map((n) => join(full, n)) }));
    }),
  );
  sftp.on('READDIR', (reqid, handle) => {
    const h = handleOf(handle);
    if (!h?.dir) return sftp.status(reqid, STATUS_CODE.FAILURE);
    if (!h.dir.length) return sftp.status(reqid, STATUS_CODE.EOF);
    const batch = h.dir.splice(0, 100);
    sftp.name(
      reqid,
      batch.map((full) => {
        const name = full.slice(full.lastIndexOf('/') + 1);
        const s = statSync(full);
        return {
          filename: name,
          longname: `${s.isDirectory() ? 'd' : '-'}rw-r--r-- 1 cmp cmp ${s.size} ${name}`,
          attrs: attrsOf(s),
        };
      }),
    );
  });
  sftp.on('REALPATH', (reqid, path) =>
    sftp.name(reqid, [{ filename: posix.normalize(`/${path}`), longname: '', attrs: {} as never }]),
  );
  sftp.on('RENAME', (reqid, from, to) => {
    const a = real(from);
    const b = real(to);
    if (!a || !b) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
    try {
      renameSync(a, b);
      sftp.status(reqid, STATUS_CODE.OK);
    } catch (error) {
      fail(reqid, error);
    }
  });
  sftp.on('REMOVE', (reqid, path) =>
    guarded(reqid, path, (full) => {
      unlinkSync(full);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('MKDIR', (reqid, path) =>
    guarded(reqid, path, (full) => {
      mkdirSync(full);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('RMDIR', (reqid, path) =>
    guarded(reqid, path, (full) => {
      rmdirSync(full);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
}

/**
 * The local stack's SFTP port: picked once per data directory and kept beside the data, so the
 * seeded push task (which stores the port) still reaches the server after a restart.
 */
export async function localSftpPort(dataDir: string): Promise<number> {
  const file = join(dataDir, 'sftp-port');
  const kept = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  if (kept && !(await portInUse(kept))) return kept;
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(port));
  return port;
}

/**
 * An ed25519 host key ssh2 can read back: its generator drops leading zero bytes of about 1 key in 256,
 * which its own parser then refuses ("Malformed OpenSSH private key"; mscdex/ssh2 #1390, #1513), so a
 * key is generated again until both halves parse.
 */
export function newHostKey(): string {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(pair.private) instanceof Error) && !(utils.parseKey(pair.public) instanceof Error)) return pair.private;
  }
}

/** Starts the server on 127.0.0.1; `root` is created when missing. */
export async function startLocalSftp(o: LocalSftpOptions): Promise<LocalSftp> {
  const root = resolve(o.root);
  mkdirSync(root, { recursive: true });
  for (const dir of o.dirs ?? []) mkdirSync(join(root, dir), { recursive: true });
  const hostKey = newHostKey();
  const connections = new Set<Connection>();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      const expected = o.users[ctx.username];
      if (ctx.method === 'password' && expected !== undefined && ctx.password === expected) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => serveSftp(acceptSftp(), root));
      });
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(o.port, '127.0.0.1', () => done());
  });
  const { port } = server.address() as { port: number };
  return {
    host: '127.0.0.1',
    port,
    root,
    stop: () =>
      new Promise<void>((done) => {
        for (const c of connections) c.end();
        server.close(() => done());
      }),
  };
}
