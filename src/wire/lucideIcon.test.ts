import { describe, expect, it } from 'vitest';
import { isLucideIconName, MAX_LUCIDE_NAME_LENGTH } from './lucideIcon';

describe('isLucideIconName', () => {
  it('accepts lucide: and a kebab-case name', () => {
    for (const name of ['lucide:clock', 'lucide:alarm-clock', 'lucide:clock-1', 'lucide:grid-2x2'])
      expect(isLucideIconName(name), name).toBe(true);
    expect(isLucideIconName(`lucide:${'a'.repeat(MAX_LUCIDE_NAME_LENGTH)}`)).toBe(true);
  });

  it('rejects anything else: a server sends these names', () => {
    for (const name of [
      'clock',
      'lucide:',
      'Lucide:clock',
      'lucide:Clock',
      'lucide:alarm_clock',
      'lucide:alarm--clock',
      'lucide:-clock',
      'lucide:clock-',
      'lucide: clock',
      'lucide:../../clock',
      'lucide:https://example.com/x.svg',
      'lucide:__proto__',
      'lucide:clock\n',
      `lucide:${'a'.repeat(MAX_LUCIDE_NAME_LENGTH + 1)}`,
      `lucide:${'a-'.repeat(100_000)}a`,
    ])
      expect(isLucideIconName(name), JSON.stringify(name.slice(0, 40))).toBe(false);
  });
});
