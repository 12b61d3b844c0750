// src/Support.tsx: the kit's own theme names: an accent per colour scheme (one that reads on white
// rarely reads on the dark background), a step of the radius scale, compact spacing
import { UikitChat, useUikit, type UikitOptions } from 'uikit-react';
import 'uikit-react/styles.css';

export function Support({ api }: { api: UikitOptions['api'] }) {
  const { control } = useUikit({
    api,
    theme: {
      colorScheme: 'system',
      accentColor: { light: '#0a7f5a', dark: '#5fd4a8' },
      radius: 'sm',
      density: 'compact',
      fontSize: 14,
    },
  });
  return <UikitChat control={control} style={{ height: 600 }} />;
}

// ChatKit's short form, a colour scheme alone, works too.
export function DarkSupport({ api }: { api: UikitOptions['api'] }) {
  const { control } = useUikit({ api, theme: 'dark' });
  return <UikitChat control={control} style={{ height: 600 }} />;
}
