import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/src/local/ports.ts';

/** Seconds from spawning `npm start` until it prints READY. */
async function timeStart(root: string, dataDir: string, cards: number): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn('npm', ['start', '--', '--port', String(port), '--data-dir', dataDir, '--cards', String(cards)], {
    cwd: root,
    env: { ...process.env, CMP_CAPTCHA: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += String(d);
        if (out.includes('READY ')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`npm start exited ${code}: ${out.slice(-500)}`)));
    });
    return (Date.now() - started) / 1000;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function measureStart(root: string, cards: number): Promise<{ firstSeconds: number; secondSeconds: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmp-bench-start-'));
  try {
    const firstSeconds = await timeStart(root, dataDir, cards);
    const secondSeconds = await timeStart(root, dataDir, cards);
    return { firstSeconds, secondSeconds };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
