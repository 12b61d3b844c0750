import type { Preview } from '@storybook/react-vite';
import '../src/styles/index.css';

const preview: Preview = {
  parameters: {
    // Accessibility violations fail the story tests, not just warn in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
