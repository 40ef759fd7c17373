import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { lambdaEntries } from '@cmp/functions/platform/route-table';
import { buildLambda } from '../../infra/src/lambda-build.ts';

export interface BundleFigures {
  name: string;
  /** What a cold start loads: the entry file and the chunks it imports statically. */
  initialBytes: number;
  /** What a cold start loads with X-Ray tracing on: the above plus the lazily imported Tracer (aws-xray-sdk-core). */
  tracedBytes: number;
  /** Every file of the bundle, including chunks loaded only on demand. */
  allBytes: number;
  importMedianMs: number;
  /** Import plus the Tracer chunks, in a Lambda environment with tracing on (as in AWS). */
  tracedImportMedianMs: number;
}

const isTracer = (input: string) => input.includes('aws-xray-sdk-core') || input.includes('@aws-lambda-powertools/tracer/');

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
    // The handler's own file; the SDK's on-demand chunks are entry points of the metafile too.
    const entryOut = js.find((f) => resolve(f) === join(outDir, 'index.mjs'))!;
    const loadedFrom = (start: string[]) => {
      const loaded = new Set<string>();
      const stack = [...start];
      while (stack.length) {
        const f = stack.pop()!;
        if (loaded.has(f)) continue;
        loaded.add(f);
        for (const i of outputs[f]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) stack.push(i.path);
      }
      return loaded;
    };
    const initial = loadedFrom([entryOut]);
    const tracerChunks = js.filter((f) => !initial.has(f) && Object.keys(outputs[f]!.inputs).some(isTracer));
    const traced = loadedFrom([entryOut, ...tracerChunks]);
    const size = (files: Iterable<string>) => [...files].reduce((s, f) => s + outputs[f]!.bytes, 0);
    const probe = join(outDir, 'probe.mjs');
    const lazy = JSON.stringify(tracerChunks.map((f) => `./${relative(outDir, resolve(f))}`));
    writeFileSync(
      probe,
      `const t = performance.now(); await import('./index.mjs'); if (process.env.AWS_EXECUTION_ENV) for (const c of ${lazy}) await import(c); console.log(performance.now() - t);`,
    );
    const time = (env: Record<string, string>) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const out = spawnSync(process.execPath, [probe], {
          encoding: 'utf8',
          env: {
            ...process.env,
            AWS_REGION: 'us-east-1',
            NODE_OPTIONS: '',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            ...env,
          },
        });
        times.push(Number(out.stdout.trim()));
      }
      return median(times);
    };
    figures.push({
      name,
      initialBytes: size(initial),
      tracedBytes: size(traced),
      allBytes: size(js),
      importMedianMs: time({ AWS_EXECUTION_ENV: '' }),
      tracedImportMedianMs: time({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' }),
    });
  }
  return figures;
}
