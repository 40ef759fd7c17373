import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lambdaEntries } from '@cmp/functions/platform/route-table';
import { build } from 'esbuild';

export interface BundleFigures {
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
  importMedianMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Bundles each Lambda as infra does (esbuild, minified ESM, @aws-sdk external since the runtime
 * ships it) and times a cold import of the bundle in a fresh Node process, 21 runs each.
 */
export async function measureBundles(root: string, runs = 21): Promise<BundleFigures[]> {
  const outDir = join(root, '.bench', 'bundles');
  mkdirSync(outDir, { recursive: true });
  const figures: BundleFigures[] = [];
  for (const [name, entry] of Object.entries(lambdaEntries)) {
    const outfile = join(outDir, `${name}.mjs`);
    await build({
      entryPoints: [join(root, 'functions/src', entry)],
      outfile,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      external: ['@aws-sdk/*'],
      mainFields: ['module', 'main'],
      banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
      logLevel: 'silent',
    });
    const code = readFileSync(outfile);
    const probe = join(outDir, `${name}.probe.mjs`);
    writeFileSync(probe, `const t = performance.now(); await import('./${name}.mjs'); console.log(performance.now() - t);`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const out = spawnSync(process.execPath, [probe], {
        encoding: 'utf8',
        env: {
          ...process.env,
          AWS_REGION: 'us-east-1',
          NODE_OPTIONS: '',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      });
      times.push(Number(out.stdout.trim()));
    }
    figures.push({ name, minifiedBytes: code.length, gzipBytes: gzipSync(code).length, importMedianMs: median(times) });
  }
  return figures;
}
