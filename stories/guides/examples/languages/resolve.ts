// What the chat does with a tag, from code: the catalogue a tag finds, and the tag and direction
// it renders with
import { catalogueFor, resolveLocale, TRANSLATED_LOCALES } from 'uikit-react';

catalogueFor('zh-Hant-TW'); // 'zh-TW': zh-Hant-TW → zh-Hant, then ChatKit's alias
catalogueFor('es-MX'); // 'es-419', as the rest of Latin America
catalogueFor('nn'); // 'nb-NO'
catalogueFor('fa-IR'); // null: no catalogue, the labels stay English (or yours)

resolveLocale(undefined, ['ar-EG', 'en-US']); // { tag: 'ar-EG', dir: 'rtl' }: the browser's first
resolveLocale('de-CH'); // { tag: 'de-CH', dir: 'ltr' }: German labels, Swiss dates and numbers
resolveLocale('fa-IR'); // { tag: 'fa-IR', dir: 'rtl' }: right to left, with or without a catalogue

// ChatKit's 63 translated locales; English is built in.
export const locales: readonly string[] = TRANSLATED_LOCALES;
