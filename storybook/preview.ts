import type { Preview } from '@storybook/react-vite';
import '../ui-kit/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
