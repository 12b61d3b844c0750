// src/Support.tsx: the chat in the user's language, a label or two reworded, right to left where
// the language is written so
import { UikitChat, useUikit, type UikitLabels, type UikitOptions } from 'uikit-react';
import 'uikit-react/styles.css';

// Label functions count by identity: declare them outside your component.
const labels: Partial<UikitLabels> = {
  startGreeting: 'Wie können wir helfen?',
  citation: (number) => `Quelle ${String(number)}`,
};

export function Support({ api, locale }: { api: UikitOptions['api']; locale?: string }) {
  // Without `locale`, the browser's languages (`navigator.languages`) pick the catalogue. `dir` is
  // right to left for Arabic, Hebrew, Persian and Urdu by itself; given, it wins.
  const { control } = useUikit({ api, locale: locale ?? 'de-AT', labels });
  return <UikitChat control={control} style={{ height: 600 }} />;
}
