// src/Support.tsx: the chat in your brand, with ChatKit's theme options: greys from your hue, an
// accent kept legible, pill corners, your user bubble and your font files
import { UikitChat, useUikit, type UikitOptions, type UikitTheme } from 'uikit-react';
import 'uikit-react/styles.css';

// A theme written once, outside your component: the chat compares it by value anyway.
const theme: UikitTheme = {
  colorScheme: 'system',
  radius: 'pill',
  density: 'normal',
  color: {
    // Greys generated from a hue; their text always reads at 4.5:1.
    grayscale: { hue: 250, tint: 5, shade: 0 },
    // The accent, one step deeper than given (0 to 3), adjusted if needed to read on the background.
    accent: { primary: '#6d28d9', level: 2 },
    userBubble: { background: { light: '#ede9fe', dark: '#3b2a63' } },
  },
  typography: {
    baseSize: 16,
    fontFamily: 'Inter, system-ui, sans-serif',
    fontFamilyMono: "'JetBrains Mono', ui-monospace, monospace",
    // Registered once per document, through the URL policy; fonts outside the chat are untouched.
    fontSources: [
      { family: 'Inter', src: 'https://cdn.example.com/fonts/inter-var.woff2', weight: '100 900' },
    ],
  },
};

export function Support({ api }: { api: UikitOptions['api'] }) {
  const { control } = useUikit({
    api,
    theme,
    avatars: { assistant: { initials: 'AI' }, user: { initials: 'ME' } },
  });
  return <UikitChat control={control} style={{ height: 600 }} />;
}
