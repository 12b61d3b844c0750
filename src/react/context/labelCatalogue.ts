/**
 * A locale's labels as data (`locales/<tag>.json`) turned into `UikitLabels` functions: the
 * catalogue format, and the one place that reads it. Loaded with the first catalogue, never in the
 * first load (English needs none of it).
 */
import { defaultLabels, endsLikeSentence, type HistoryGroup, type UikitLabels } from './labels';

/** The keys of `UikitLabels` whose label is a function of the values it shows. */
export type FunctionLabelKey = {
  [K in keyof UikitLabels]: UikitLabels[K] extends string ? never : K;
}[keyof UikitLabels];

type ParameterNames<F> = F extends (...args: infer A) => string
  ? { [I in keyof A]: string }
  : never;

/**
 * The placeholder of each parameter of each function label, in order: `citation(number)` is
 * written `"Source {number}"` in a catalogue. A new function label needs its line here (the type
 * checks the count); then run `npx tsx scripts/labelsCatalogue.ts` to write `en.json`.
 */
export const LABEL_PARAMETERS: {
  readonly [K in FunctionLabelKey]: ParameterNames<UikitLabels[K]>;
} = {
  citation: ['number'],
  showMoreSources: ['count'],
  fileAttachment: ['name', 'mimeType'],
  toolCall: ['name'],
  taskProgress: ['done', 'total'],
  unknownItem: ['type'],
  unknownComponent: ['name'],
  invalidComponent: ['name'],
  showMore: ['hidden'],
  codeBlock: ['language'],
  renameThread: ['title'],
  deleteThread: ['title'],
  confirmDelete: ['title'],
  threadOptions: ['title'],
  historyGroup: ['group', 'locale'],
  headerAction: ['icon'],
  removeAttachment: ['name'],
  cancelUpload: ['name'],
  uploading: ['name', 'percent'],
  uploadFailed: ['name'],
  fileTooLarge: ['name', 'maxMegabytes'],
  tooManyFiles: ['maxFiles'],
  tooManyFilesInMessage: ['maxFiles'],
  fileTypeNotAccepted: ['name'],
  modelPickerButton: ['model'],
  removeTool: ['tool'],
  threadLocked: ['reason'],
  threadClosed: ['reason'],
  rateLimited: ['seconds'],
  listening: ['elapsed'],
  chartName: ['series'],
  menuResults: ['count'],
  composerTags: ['titles'],
  entityTag: ['title'],
  commandPickTool: ['tool'],
  commandPickModel: ['model'],
  thoughtFor: ['seconds'],
};

/** The groups of `historyGroup`, a label written per group (an object) rather than a template. */
export const HISTORY_GROUPS: readonly HistoryGroup[] = ['today', 'yesterday', 'week', 'older'];

/**
 * One label in a catalogue: text with `{placeholders}`, or plural forms by `Intl.PluralRules`
 * category (`other` required) for a label with a numeric parameter, or text per history group.
 */
export type CatalogueEntry = string | Readonly<Record<string, string>>;

/** A locale's catalogue: `locales/<tag>.json`. */
export type LabelCatalogue = Readonly<Record<string, CatalogueEntry>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** What function labels take: names and titles, numbers, or null for "none". */
type LabelArgument = string | number | null | undefined;

/**
 * A template without a placeholder whose value is empty (`codeBlock(null)`, `threadLocked(null)`):
 * the brackets around it go with it (`コード（{language}）` → `コード`), else the separator before it
 * (`Code, {language}` → `Code`; `…locked: {reason}.` → `…locked.`), or after it when it leads.
 */
export function withoutPlaceholder(template: string, name: string): string {
  const placeholder = `\\{${name}\\}`;
  const patterns = [
    new RegExp(`\\s*[(（「『\\[«“"]\\s*${placeholder}\\s*[)）」』\\]»”"]`, 'u'),
    new RegExp(`[\\s,:;،、：；—–-]*${placeholder}`, 'u'),
  ];
  for (const pattern of patterns) {
    if (pattern.test(template)) {
      const rest = template.replace(pattern, '');
      // A placeholder that led leaves the separator after it: drop that instead.
      return rest.replace(/^[\s,:;،、：；—–-]+/u, '').trim();
    }
  }
  return template;
}

/** Number formats and plural rules by locale, made once each. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function pluralCategory(value: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

/** Fills `{placeholders}` in one pass (a value that contains braces stays as it is); text only. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

const isForms = (entry: unknown): entry is Readonly<Record<string, string>> =>
  typeof entry === 'object' &&
  entry !== null &&
  !Array.isArray(entry) &&
  Object.values(entry).every((value) => typeof value === 'string');

/**
 * A function label from its template or plural forms. Numbers are formatted for `locale`; the
 * plural form is chosen on the parameter named `count`, else the last numeric one
 * (`taskProgress(done, total)` on `total`). An empty value (null, '') takes its placeholder out.
 */
function templateLabel(
  entry: CatalogueEntry,
  parameters: readonly string[],
  locale: string,
): ((...args: readonly LabelArgument[]) => string) | null {
  if (typeof entry !== 'string' && typeof entry.other !== 'string') return null;
  return (...args) => {
    let template = typeof entry === 'string' ? entry : (entry.other ?? '');
    if (typeof entry !== 'string') {
      const counted = parameters.indexOf('count');
      const numeric = args.flatMap((arg, index) => (typeof arg === 'number' ? [index] : []));
      const selector = counted >= 0 && typeof args[counted] === 'number' ? counted : numeric.at(-1);
      const value = selector === undefined ? undefined : args[selector];
      if (typeof value === 'number') template = entry[pluralCategory(value, locale)] ?? template;
    }
    const values: Record<string, string> = {};
    parameters.forEach((name, index) => {
      const arg = args[index];
      if (arg === null || arg === undefined || arg === '')
        template = withoutPlaceholder(template, name);
      else values[name] = typeof arg === 'number' ? formatNumber(arg, locale) : arg;
    });
    return fill(template, values);
  };
}

/**
 * A catalogue's labels for `locale` (the tag the chat speaks: numbers and plural rules follow it).
 * What is missing or malformed is left out, so the English default shows for that key alone.
 */
export function labelsFromCatalogue(catalogue: unknown, locale: string): Partial<UikitLabels> {
  if (typeof catalogue !== 'object' || catalogue === null) return {};
  const entries = catalogue as Readonly<Record<string, unknown>>;
  const labels: Record<string, unknown> = {};
  for (const key of Object.keys(defaultLabels) as (keyof UikitLabels)[]) {
    const entry = Object.hasOwn(entries, key) ? entries[key] : undefined;
    if (typeof defaultLabels[key] === 'string') {
      if (typeof entry === 'string') labels[key] = entry;
      continue;
    }
    if (typeof entry !== 'string' && !isForms(entry)) continue;
    if (key === 'historyGroup') {
      if (typeof entry === 'string') continue;
      const byGroup = entry;
      labels[key] = (group: HistoryGroup, groupLocale: string | undefined) =>
        byGroup[group] ?? defaultLabels.historyGroup(group, groupLocale ?? locale);
      continue;
    }
    const parameters: readonly string[] = LABEL_PARAMETERS[key as FunctionLabelKey];
    const label = templateLabel(entry, parameters, locale);
    if (!label) continue;
    if (key === 'headerAction') {
      // An icon's name stands in for a name the host did not give: words, capitalised.
      labels[key] = (icon: string) => {
        const text = label(icon.replaceAll('-', ' '));
        return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
      };
    } else if (key === 'threadLocked' || key === 'threadClosed') {
      // A reason that is a sentence of its own is shown alone, as in English.
      labels[key] = (reason: string | null) => {
        const text = reason?.trim() ?? '';
        return endsLikeSentence(text) ? text : label(text);
      };
    } else {
      labels[key] = label;
    }
  }
  return labels;
}

/**
 * The English defaults as a catalogue: what `en.json` holds, and the model every locale's
 * catalogue follows (its keys, placeholders and plural forms). Function labels are called with
 * their placeholders as arguments; `historyGroup` is written per group.
 */
export function englishCatalogue(): Record<string, CatalogueEntry> {
  const catalogue: Record<string, CatalogueEntry> = {};
  for (const key of Object.keys(defaultLabels) as (keyof UikitLabels)[]) {
    const label = defaultLabels[key];
    if (typeof label === 'string') {
      catalogue[key] = label;
    } else if (key === 'historyGroup') {
      catalogue[key] = Object.fromEntries(
        HISTORY_GROUPS.map((group) => [group, defaultLabels.historyGroup(group, 'en')]),
      );
    } else {
      const parameters: readonly string[] = LABEL_PARAMETERS[key as FunctionLabelKey];
      const call = label as (...args: readonly string[]) => string;
      catalogue[key] = call(...parameters.map((name) => `{${name}}`));
    }
  }
  return catalogue;
}
