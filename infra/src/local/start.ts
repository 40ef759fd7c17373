/**
 * `npm start`: the whole product on this machine (see README). Flags: `--reset` wipes `.data/`,
 * `--port N` (default 4000), `--cards N` demo cards on first start (default 5000), `--data-dir D`
 * (default `.data/`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { portInUse } from './ports.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-data.ts';
import { startLocalStack } from './stack.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const text = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const value = (name: string, fallback: number) => Number(text(name) ?? fallback);

async function main() {
  const started = Date.now();
  const port = value('port', Number(process.env.PORT ?? 4000));
  if (await portInUse(port))
    throw new Error(`Port ${port} is already in use: stop what uses it or run \`npm start -- --port <another>\`.`);
  const portalDir = `${root}portal/dist`;
  if (!existsSync(`${portalDir}/index.html`)) {
    console.log('Building the portal (first start)…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'portal'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The portal build failed.');
  }
  const widgetsDir = `${root}widgets/dist`;
  if (!existsSync(`${widgetsDir}/cmp-widgets.js`)) {
    console.log('Building the partner widgets (first start)…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'widgets'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The widgets build failed.');
  }
  const stack = await startLocalStack({
    dataDir: text('data-dir') ?? `${root}.data`,
    port,
    reset: flag('reset'),
    persist: true,
    seed: { cards: value('cards', 5000), usageDays: 90 },
    captcha: process.env.CMP_CAPTCHA === 'off' ? 'off' : 'on',
    portalDir,
    widgetsDir,
    log: (m) => console.log(`· ${m}`),
    requestLog: (line) => console.log(line),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nCMP is ready in ${seconds} s: ${stack.url}\n`);
  if (stack.partnerDemoUrl) console.log(`Partner demo (a second origin, widgets on a hostile page): ${stack.partnerDemoUrl}\n`);
  console.log(`Local mail: SMTP ${stack.mail.smtpUrl}, inbox ${stack.url}/dev/inbox\n`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of demoAccounts)
    console.log(
      `  ${a.loginName.padEnd(14)} role ${a.roleId}${a.channelCustId ? `  ${a.channelCustId}${a.custId ? `/${a.custId}` : ''}` : ''}`,
    );
  console.log(`\nREADY ${stack.url}`);
  const shutdown = async () => {
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`\nCannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
