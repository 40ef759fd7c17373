/**
 * Vitest global setup of the e2e project: runs the real `npm start` (fresh data directory, free
 * port, captcha off, a smaller demo dataset) and stops it afterwards. Browser tests use its URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/src/local/ports.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmp-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn('npm', ['start', '--', '--port', String(port), '--data-dir', dataDir, '--cards', '800'], {
    cwd: root,
    env: { ...process.env, CMP_CAPTCHA: 'off', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not become ready:\n${output.slice(-2000)}`)), 240_000);
    const onData = (d: Buffer) => {
      output += String(d);
      const m = /READY (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output.slice(-2000)}`)));
  });
  project.provide('app', { baseUrl: url });
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    app: { baseUrl: string };
  }
}
