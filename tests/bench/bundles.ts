import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lambdaEntries } from '@cmp/functions/platform/route-table';
import { buildLambda } from '../../infra/src/lambda-build.ts';

export interface BundleFigures {
  name: string;
  /** What a cold start loads: the entry file and the chunks it imports statically. */
  initialBytes: number;
  /** Every file of the bundle, including chunks loaded only on demand. */
  allBytes: number;
  importMedianMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Builds each Lambda exactly as infra does and times a cold import in a fresh Node process. */
export function measureBundles(root: string, runs = 21): BundleFigures[] {
  const figures: BundleFigures[] = [];
  for (const [name, entry] of Object.entries(lambdaEntries)) {
    const outDir = join(root, '.bench', 'bundles', name);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const { metafile } = buildLambda(join(root, 'functions/src', entry), outDir);
    const outputs = metafile!.outputs;
    const js = Object.keys(outputs).filter((f) => f.endsWith('.mjs'));
    const entryOut = js.find((f) => outputs[f]!.entryPoint)!;
    const initial = new Set<string>();
    const stack = [entryOut];
    while (stack.length) {
      const f = stack.pop()!;
      if (initial.has(f)) continue;
      initial.add(f);
      for (const i of outputs[f]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) stack.push(i.path);
    }
    const size = (files: Iterable<string>) => [...files].reduce((s, f) => s + outputs[f]!.bytes, 0);
    const probe = join(outDir, 'probe.mjs');
    writeFileSync(probe, "const t = performance.now(); await import('./index.mjs'); console.log(performance.now() - t);");
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
    figures.push({ name, initialBytes: size(initial), allBytes: size(js), importMedianMs: median(times) });
  }
  return figures;
}
