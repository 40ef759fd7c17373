import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

// Storybook documents the ui-kit; its stories are also the fixtures of the kit's tests.
const config: StorybookConfig = {
  stories: ['../ui-kit/src/**/*.stories.tsx', '../widgets/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // JSX via esbuild's automatic runtime (no @vitejs/plugin-react), Tailwind for the kit's styles.
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      esbuild: { jsx: 'automatic' },
      build: {
        rollupOptions: {
          // Headless UI's "use client" directives mean nothing outside React Server Components.
          onwarn(warning: { code?: string }, warn: (w: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
