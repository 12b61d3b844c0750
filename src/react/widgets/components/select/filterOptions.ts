/** An option of a widget `Select`. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean | undefined;
}

/** Text folded for matching: lowercase in the locale, accents and other marks taken off. */
export function foldForSearch(text: string, locale: string | undefined): string {
  let lower: string;
  try {
    lower = text.toLocaleLowerCase(locale);
  } catch {
    lower = text.toLowerCase();
  }
  return lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The options whose label holds every word of the query, in any order, ignoring case and accents
 * ("sao" finds "São Paulo", "paulo sao" too), in their order; every option for an empty query.
 * Linear in the options' text.
 */
export function filterOptions<T extends SelectOption>(
  options: readonly T[],
  query: string,
  locale: string | undefined,
): readonly T[] {
  const words = foldForSearch(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const label = foldForSearch(option.label, locale);
    return words.every((word) => label.includes(word));
  });
}
