/**
 * How every Lambda is bundled, in one place: the CDK app and the benchmark both use it.
 * ESM with code splitting: everything is bundled (one parse instead of hundreds of files; the AWS
 * APIs are called through functions/src/shared/aws, not the SDK's clients), and what loads only on
 * demand (the Tracer, when tracing is on) lands in chunks of its own. The handler is
 * `index.handler` in `index.mjs`.
 */
import { type BuildOptions, buildSync } from 'esbuild';

/** ESM bundles have no `require`; some dependencies still call it for Node built-ins. */
const requireBanner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export function lambdaBuildOptions(entryFile: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: entryFile },
    outdir,
    bundle: true,
    splitting: true,
    minify: true,
    sourcemap: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    mainFields: ['module', 'main'],
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    banner: { js: requireBanner },
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    // Native add-ons (ssh2's optional crypto binding, cpu-features) are not bundled: their `require`
    // sits in a try/catch and ssh2 falls back to Node's own crypto (docs/decisions.md "Data push over SFTP").
    external: ['*.node'],
  };
}

export function buildLambda(entryFile: string, outdir: string) {
  return buildSync(lambdaBuildOptions(entryFile, outdir));
}
