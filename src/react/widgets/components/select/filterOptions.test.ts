import { describe, expect, it } from 'vitest';
import { filterOptions, foldForSearch } from './filterOptions';

const cities = [
  { value: 'sp', label: 'São Paulo' },
  { value: 'zh', label: 'Zürich' },
  { value: 'is', label: 'İstanbul' },
  { value: 'po', label: 'Porto', disabled: true },
  { value: 'pa', label: 'Paris' },
];
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('filterOptions', () => {
  it('keeps every option, in order, for an empty or blank query', () => {
    expect(filterOptions(cities, '', 'en')).toBe(cities);
    expect(filterOptions(cities, '   ', 'en')).toBe(cities);
  });

  it('matches every word of the query anywhere in the label, ignoring case and accents', () => {
    expect(values(filterOptions(cities, 'sao', 'en'))).toStrictEqual(['sp']);
    expect(values(filterOptions(cities, 'PAULO são', 'en'))).toStrictEqual(['sp']);
    expect(values(filterOptions(cities, 'zur', 'de'))).toStrictEqual(['zh']);
    expect(values(filterOptions(cities, 'p', 'en'))).toStrictEqual(['sp', 'po', 'pa']);
    expect(values(filterOptions(cities, 'xyz', 'en'))).toStrictEqual([]);
  });

  it('lowercases in the locale (Turkish dotted İ) and survives a locale it cannot use', () => {
    expect(foldForSearch('İstanbul', 'tr')).toBe('istanbul');
    expect(values(filterOptions(cities, 'istan', 'tr'))).toStrictEqual(['is']);
    expect(values(filterOptions(cities, 'pari', 'not a locale!'))).toStrictEqual(['pa']);
  });
});
