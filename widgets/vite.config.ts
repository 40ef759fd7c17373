import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The partner widgets (issue #18): `dist/cmp-widgets.js` (the loader a partner includes) and one ES
 * module chunk per widget next to it, their shared code (Preact, the stylesheet, the API client) in
 * `dist/chunks/`. Served by the gateway under `/widgets/`.
 */
export default defineConfig({
  plugins: [tailwindcss()],
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    cssCodeSplit: false,
    rollupOptions: {
      input: {
        'cmp-widgets': 'src/loader/cmp-widgets.ts',
        'card-status': 'src/card-status/index.ts',
        'usage-chart': 'src/usage-chart/index.ts',
        'card-list': 'src/card-list/index.ts',
        'bill-summary': 'src/bill-summary/index.ts',
      },
      // The widget chunks keep their `mount` export (an application build would drop entry exports).
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
