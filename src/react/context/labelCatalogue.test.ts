import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, labelsFromCatalogue, withoutPlaceholder } from './labelCatalogue';
import { defaultLabels, type UikitLabels } from './labels';

const catalogue = (tag: string): unknown =>
  JSON.parse(readFileSync(new URL(`./locales/${tag}.json`, import.meta.url), 'utf8'));
const labelsOf = (tag: string, locale = tag) => ({
  ...defaultLabels,
  ...labelsFromCatalogue(catalogue(tag), locale),
});

describe('labelsFromCatalogue', () => {
  it('gives English from en.json exactly as the defaults say it', () => {
    const english = labelsOf('en');
    const calls: [keyof UikitLabels, unknown[]][] = [
      ['copy', []],
      ['citation', [3]],
      ['showMoreSources', [2]],
      ['fileAttachment', ['a.pdf', 'application/pdf']],
      ['taskProgress', [1, 4]],
      ['codeBlock', ['ts']],
      ['codeBlock', [null]],
      ['confirmDelete', ['Plans']],
      ['uploading', ['a.png', 42]],
      ['fileTooLarge', ['a.png', 20]],
      ['threadLocked', [null]],
      ['threadLocked', ['maintenance']],
      ['threadLocked', ['Locked by support. Start a new chat.']],
      ['threadClosed', ['']],
      ['headerAction', ['sidebar-left']],
      ['historyGroup', ['week', 'en']],
      ['historyGroup', ['today', 'en']],
      ['rateLimited', [30]],
    ];
    for (const [key, args] of calls) {
      const made = english[key] as (...args: unknown[]) => string;
      const built = defaultLabels[key] as (...args: unknown[]) => string;
      expect(typeof made === 'string' ? made : made(...args), key).toBe(
        typeof built === 'string' ? built : built(...args),
      );
    }
    expect(englishCatalogue()).toEqual(catalogue('en'));
  });

  it('chooses the plural form by the language’s rules, on count or the last number', () => {
    const arabic = labelsOf('ar');
    expect(arabic.showMoreSources(1)).toBe('عرض 1 مصدر إضافي');
    expect(arabic.showMoreSources(2)).toBe('عرض 2 مصدرين إضافيين');
    expect(arabic.showMoreSources(3)).toBe('عرض 3 مصادر إضافية');
    expect(arabic.showMoreSources(11)).toBe('عرض 11 مصدرًا إضافيًا');
    expect(arabic.showMoreSources(100)).toBe('عرض 100 مصدر إضافي');
    const german = labelsOf('de-DE');
    expect(german.tooManyFiles(1)).toBe('In diesem Chat kann höchstens 1 Datei angehängt werden.');
    expect(german.tooManyFiles(5)).toBe(
      'In diesem Chat können höchstens 5 Dateien angehängt werden.',
    );
    // Two numbers: the last one chooses.
    const progress = labelsFromCatalogue(
      { taskProgress: { one: '{done} of {total} task', other: '{done} of {total} tasks' } },
      'en',
    );
    expect(progress.taskProgress?.(0, 1)).toBe('0 of 1 task');
    expect(progress.taskProgress?.(1, 3)).toBe('1 of 3 tasks');
  });

  it('formats numbers for the locale', () => {
    expect(labelsOf('de-DE').citation(1234)).toBe('Quelle 1.234');
    expect(labelsOf('ja-JP').uploading('a.png', 42)).toBe('a.png をアップロード中：42%');
  });

  it('fills placeholders as text: a value that looks like markup or a placeholder stays as it is', () => {
    const german = labelsOf('de-DE');
    expect(german.deleteThread('<img src=x onerror=alert(1)> {title}')).toBe(
      '„<img src=x onerror=alert(1)> {title}“ löschen',
    );
    expect(german.fileAttachment('{mimeType}', 'text/plain')).toBe('{mimeType}, text/plain');
  });

  it('takes out the placeholder of a value that is not there', () => {
    expect(labelsOf('de-DE').codeBlock(null)).toBe('Code');
    expect(labelsOf('de-DE').codeBlock('python')).toBe('Code, python');
    expect(labelsOf('ja-JP').codeBlock(null)).toBe('コード');
    expect(labelsOf('ja-JP').threadLocked(null)).toBe('この会話はロックされています。');
    expect(labelsOf('ar').threadClosed(null)).toBe('هذه المحادثة مغلقة.');
    expect(labelsOf('ar').threadClosed('صيانة')).toBe('هذه المحادثة مغلقة: صيانة.');
    // A reason that is a sentence of its own shows alone, in any language.
    expect(labelsOf('ja-JP').threadLocked('サポートによりロックされました。')).toBe(
      'サポートによりロックされました。',
    );
    expect(withoutPlaceholder('{language} code', 'language')).toBe('code');
    expect(withoutPlaceholder('Code «{language}»', 'language')).toBe('Code');
  });

  it('names history groups per group, and a header icon as words', () => {
    const japanese = labelsOf('ja-JP');
    expect(HISTORY(japanese)).toEqual(['今日', '昨日', '過去 7 日間', 'それ以前']);
    expect(labelsOf('de-DE').headerAction('sidebar-left')).toBe('Sidebar left');
  });

  it('keeps English for what a catalogue lacks or writes wrong', () => {
    const labels = labelsFromCatalogue(
      {
        copy: 'Kopieren',
        send: 42,
        stop: { other: 'Stopp' },
        citation: { one: 'Quelle {number}' },
        historyGroup: { today: 'Heute' },
        toString: 'x',
      },
      'de',
    );
    expect(labels).toEqual({
      copy: 'Kopieren',
      historyGroup: expect.any(Function) as unknown,
    });
    // The groups it does not name come from the defaults (today and yesterday through Intl).
    expect(labels.historyGroup?.('today', 'de')).toBe('Heute');
    expect(labels.historyGroup?.('yesterday', 'de')).toBe('Gestern');
    expect(labels.historyGroup?.('older', 'de')).toBe('Older');
    expect(labelsFromCatalogue(null, 'de')).toEqual({});
    expect(labelsFromCatalogue('x', 'de')).toEqual({});
  });
});

const HISTORY = (labels: UikitLabels) =>
  (['today', 'yesterday', 'week', 'older'] as const).map((group) =>
    labels.historyGroup(group, undefined),
  );
