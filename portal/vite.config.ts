import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Which vendor chunk a node_modules file belongs to: stable, cacheable chunks that change rarely.
// Headless UI is left to Rollup on purpose: the shell and login chunks pull only the parts they use.
const vendorChunks: Array<[string, RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
];

export default defineConfig({
  plugins: [tailwindcss()],
  // JSX through esbuild's automatic runtime; no @vitejs/plugin-react.
  esbuild: { jsx: 'automatic' },
  server: {
    port: 5173,
    // CMP_API_URL points the dev portal at another API, e.g. a LocalStack or AWS deployment's ApiUrl.
    proxy: { '/api': { target: process.env.CMP_API_URL ?? 'http://127.0.0.1:4000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      onwarn(warning, warn) {
        // Headless UI marks its modules "use client" (a React Server Components hint, meaningless in a SPA).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        manualChunks(id) {
          return vendorChunks.find(([, pattern]) => pattern.test(id))?.[0];
        },
      },
    },
  },
});
