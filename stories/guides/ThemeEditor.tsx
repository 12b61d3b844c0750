import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { UikitChat } from '../../src/react/chat/UikitChat';
import { useUikit } from '../../src/react/chat/useUikit';
import { themeStyle, type UikitTheme } from '../../src/react/chat/theme';
import { densityOf } from '../../src/react/chat/themeBase';
import { assistantMessage, thread, userMessage } from '../../test/fixtures/items';
import type { ThreadItem } from '../../src/wire/items';
import { storyApi } from '../chatApi';

// The theme editor of the Theming guide: the kit's own `theme` option (and `dir`), edited live on
// a real chat over the in-memory API, and printed as the options (and what reaches the CSS) to
// copy. Nothing here styles the chat itself: every change goes through `useUikit`.

type Scheme = NonNullable<UikitTheme['colorScheme']>;
type Radius = Exclude<UikitTheme['radius'], number | undefined>;
type Density = 'compact' | 'default' | 'spacious';

export interface ThemeEditorState {
  colorScheme: Scheme;
  accentLight: string;
  accentDark: string;
  radius: Radius | '';
  density: Density;
  fontFamily: string;
  fontSize: number | null;
  tintGreys: boolean;
  hue: number;
  tint: number;
  dir: 'ltr' | 'rtl';
}

/** The kit's own look (src/styles/tokens.css): what the editor starts from. */
export const KIT_DEFAULTS: ThemeEditorState = {
  colorScheme: 'light',
  accentLight: '#1d4ed8',
  accentDark: '#7aa7ff',
  radius: '',
  density: 'default',
  fontFamily: '',
  fontSize: null,
  tintGreys: false,
  hue: 220,
  tint: 4,
  dir: 'ltr',
};

const RADII: readonly Radius[] = [
  'none',
  'sm',
  'md',
  'lg',
  'xl',
  'full',
  'pill',
  'round',
  'soft',
  'sharp',
];
const FONTS: readonly { label: string; value: string }[] = [
  { label: 'The kit’s (system-ui)', value: '' },
  { label: 'Georgia, serif', value: 'Georgia, serif' },
  { label: 'Trebuchet MS, sans-serif', value: "'Trebuchet MS', sans-serif" },
  { label: 'Verdana, sans-serif', value: 'Verdana, sans-serif' },
  { label: 'Courier New, monospace', value: "'Courier New', monospace" },
];
const HEX = /^#[0-9a-f]{6}$/i;

/** The `theme` option the editor's state amounts to: only what differs from the kit's look. */
export function themeOf(state: ThemeEditorState): UikitTheme {
  const theme: UikitTheme = { colorScheme: state.colorScheme };
  const light = state.accentLight !== KIT_DEFAULTS.accentLight;
  const dark = state.accentDark !== KIT_DEFAULTS.accentDark;
  if (light || dark)
    theme.accentColor =
      state.accentLight === state.accentDark
        ? state.accentLight
        : { light: state.accentLight, dark: state.accentDark };
  if (state.radius) theme.radius = state.radius;
  if (state.density !== 'default') theme.density = state.density;
  if (state.fontSize !== null) theme.fontSize = state.fontSize;
  if (state.fontFamily) theme.fontFamily = state.fontFamily;
  if (state.tintGreys) theme.color = { grayscale: { hue: state.hue, tint: state.tint } };
  return theme;
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A value as TypeScript source, keys unquoted, strings in single quotes. */
function source(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object' || value === null) return String(value);
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(
    ([key, entry]) => `${inner}${key}: ${source(entry, inner)},`,
  );
  return `{\n${entries.join('\n')}\n${indent}}`;
}

/** The `useUikit` call to copy. */
export function optionsCode(state: ThemeEditorState): string {
  const lines = [`  theme: ${source(themeOf(state), '  ')},`];
  if (state.dir === 'rtl') lines.push(`  dir: 'rtl',`);
  return `useUikit({\n  api,\n${lines.join('\n')}\n});`;
}

/** What reaches the CSS: the root's attributes and the custom properties the theme sets on it. */
export function rootCode(state: ThemeEditorState, scheme: 'light' | 'dark'): string {
  const theme = themeOf(state);
  const vars = Object.entries(themeStyle(theme, scheme) as Record<string, string>);
  const attributes = [
    'data-uikit-root',
    `data-color-scheme="${scheme}"`,
    `data-density="${densityOf(theme)}"`,
    ...(state.dir === 'rtl' ? ['dir="rtl"'] : []),
  ];
  const style = vars.map(([name, value]) => `    ${name}: ${value};`).join('\n');
  return `<div\n  ${attributes.join('\n  ')}${vars.length ? `\n  style="\n${style}\n  "` : ''}\n>`;
}

/** WCAG contrast of two hex colours. */
function contrast(a: string, b: string): number | null {
  if (!HEX.test(a) || !HEX.test(b)) return null;
  const luminance = (hex: string) => {
    const channel = (offset: number) => {
      const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

// The fixtures' first turn (a quote, a table, code, sources), without its attachments: their
// preview URLs point nowhere.
const question = {
  ...userMessage,
  attachments: [],
  inference_options: { model: null, tool_choice: null },
};
const conversation: ThreadItem[] = [
  question,
  assistantMessage,
  {
    ...question,
    id: 'itm_theme_user_2',
    created_at: userMessage.created_at + 20,
    content: [{ type: 'input_text', text: 'And a short list for a rainy day?' }],
  },
  {
    ...assistantMessage,
    id: 'itm_theme_answer_2',
    created_at: assistantMessage.created_at + 30,
    content: [
      {
        type: 'output_text',
        text: 'Rainy day in Lisbon:\n\n1. The **tile museum** (Museu Nacional do Azulejo)\n2. The Gulbenkian, then its garden if it clears\n3. Pastéis de nata at [Manteigaria](https://example.com/manteigaria)',
        annotations: [],
      },
    ],
  },
];

// The kit's own root rule, restated inline: in a story the canvas is a kit root too (the preview's
// decorator), and inside another root the chat's root takes the reset meant for the host's
// elements, so it would show the canvas's background and type rather than its theme's.
const chatStyle: CSSProperties = {
  height: 620,
  background: 'var(--uikit-color-bg)',
  color: 'var(--uikit-color-text)',
  fontFamily: 'var(--uikit-font-family)',
  fontSize: 'var(--uikit-font-size)',
};
const panel: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  fontFamily: 'system-ui, sans-serif',
  fontSize: 14,
  lineHeight: 1.4,
  color: '#1b1f24',
};
const group: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  margin: 0,
  padding: '6px 10px 8px',
  border: '1px solid #c9ced6',
  borderRadius: 6,
};
const field: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4 };
const control: CSSProperties = { font: 'inherit', padding: '4px 6px', minBlockSize: 30 };
const code: CSSProperties = {
  margin: 0,
  padding: 12,
  overflow: 'auto',
  background: '#f4f5f7',
  color: '#1b1f24',
  border: '1px solid #c9ced6',
  borderRadius: 6,
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 13,
  lineHeight: 1.5,
};

function Choice<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset style={group}>
      <legend style={{ padding: '0 4px', fontWeight: 600 }}>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => {
              props.onChange(option.value);
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function ColorField(props: {
  label: string;
  value: string;
  background: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const ratio = contrast(props.value, props.background);
  return (
    <div style={field}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {props.label}
      </label>
      <div style={{ display: 'flex', gap: 6 }}>
        <input
          id={id}
          type="text"
          value={props.value}
          spellCheck={false}
          aria-describedby={`${id}-contrast`}
          style={{ ...control, inlineSize: '8em', fontFamily: 'ui-monospace, monospace' }}
          onChange={(event) => {
            props.onChange(event.target.value.trim());
          }}
        />
        <input
          type="color"
          aria-label={`${props.label}: pick`}
          value={HEX.test(props.value) ? props.value : '#000000'}
          style={{ inlineSize: 40, blockSize: 32, padding: 0 }}
          onChange={(event) => {
            props.onChange(event.target.value);
          }}
        />
      </div>
      <span id={`${id}-contrast`} style={{ fontSize: 12, color: '#4a515c' }}>
        {ratio === null
          ? 'Any CSS colour; contrast is shown for #rrggbb'
          : `${ratio.toFixed(1)}:1 on its background${ratio < 4.5 ? ': too low for links' : ''}`}
      </span>
    </div>
  );
}

function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div style={field}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        style={control}
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      >
        {props.children}
      </select>
    </div>
  );
}

/** Edits the chat's theme live: controls beside a real chat, the options to copy below. */
export function ThemeEditor({ initial = KIT_DEFAULTS }: { initial?: ThemeEditorState }) {
  const [state, setState] = useState(initial);
  const [copied, setCopied] = useState('');
  const optionsId = useId();
  const set = <K extends keyof ThemeEditorState>(key: K, value: ThemeEditorState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setCopied('');
  };
  const api = useMemo(
    () => storyApi({ threads: [thread], items: { [thread.id]: conversation } }),
    [],
  );
  const theme = themeOf(state);
  const { control: chat } = useUikit({
    api: { baseUrl: api.baseUrl, getSession: api.getSession, fetch: api.fetch },
    initialThread: thread.id,
    theme,
    dir: state.dir,
  });
  // The background each accent is read on: the kit's, or the greys generated from the hue.
  const background = (scheme: 'light' | 'dark') =>
    (themeStyle(theme, scheme) as Record<string, string>)['--uikit-color-bg'] ??
    (scheme === 'light' ? '#ffffff' : '#15171c');
  const options = optionsCode(state);
  const shownScheme = state.colorScheme === 'dark' ? 'dark' : 'light';

  return (
    <div className="sb-unstyled" data-slot="theme-editor" style={panel}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <form
          aria-label="Theme"
          style={{ ...panel, flex: '1 1 220px', maxInlineSize: 280 }}
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <Choice
            legend="Colour scheme"
            name="uikit-theme-scheme"
            value={state.colorScheme}
            options={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
              { value: 'system', label: 'System' },
            ]}
            onChange={(value) => {
              set('colorScheme', value);
            }}
          />
          <ColorField
            label="Accent, light scheme"
            value={state.accentLight}
            background={background('light')}
            onChange={(value) => {
              set('accentLight', value);
            }}
          />
          <ColorField
            label="Accent, dark scheme"
            value={state.accentDark}
            background={background('dark')}
            onChange={(value) => {
              set('accentDark', value);
            }}
          />
          <Select
            label="Corner radius"
            value={state.radius}
            onChange={(value) => {
              set('radius', value as Radius | '');
            }}
          >
            <option value="">The kit’s (12 px)</option>
            {RADII.map((radius) => (
              <option key={radius} value={radius}>
                {radius}
              </option>
            ))}
          </Select>
          <Choice
            legend="Density"
            name="uikit-theme-density"
            value={state.density}
            options={[
              { value: 'compact', label: 'Compact' },
              { value: 'default', label: 'Default' },
              { value: 'spacious', label: 'Spacious' },
            ]}
            onChange={(value) => {
              set('density', value);
            }}
          />
          <Select
            label="Font family"
            value={state.fontFamily}
            onChange={(value) => {
              set('fontFamily', value);
            }}
          >
            {FONTS.map((font) => (
              <option key={font.label} value={font.value}>
                {font.label}
              </option>
            ))}
          </Select>
          <Select
            label="Font size"
            value={state.fontSize === null ? '' : String(state.fontSize)}
            onChange={(value) => {
              set('fontSize', value === '' ? null : Number(value));
            }}
          >
            <option value="">The density’s (15 px)</option>
            {[13, 14, 15, 16, 17, 18].map((size) => (
              <option key={size} value={size}>
                {size} px
              </option>
            ))}
          </Select>
          <fieldset style={{ ...group, flexDirection: 'column' }}>
            <legend style={{ padding: '0 4px', fontWeight: 600 }}>Greys</legend>
            <label style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={state.tintGreys}
                onChange={(event) => {
                  set('tintGreys', event.target.checked);
                }}
              />
              Tint the greys with a hue
            </label>
            <label style={field}>
              Hue: {state.hue}°
              <input
                type="range"
                min={0}
                max={359}
                value={state.hue}
                disabled={!state.tintGreys}
                onChange={(event) => {
                  set('hue', Number(event.target.value));
                }}
              />
            </label>
            <label style={field}>
              Tint: {state.tint}
              <input
                type="range"
                min={0}
                max={9}
                value={state.tint}
                disabled={!state.tintGreys}
                onChange={(event) => {
                  set('tint', Number(event.target.value));
                }}
              />
            </label>
          </fieldset>
          <Choice
            legend="Text direction"
            name="uikit-theme-dir"
            value={state.dir}
            options={[
              { value: 'ltr', label: 'Left to right' },
              { value: 'rtl', label: 'Right to left' },
            ]}
            onChange={(value) => {
              set('dir', value);
            }}
          />
          <button
            type="button"
            style={{ ...control, alignSelf: 'flex-start' }}
            onClick={() => {
              setState(KIT_DEFAULTS);
              setCopied('');
            }}
          >
            Reset to the kit’s look
          </button>
        </form>
        <div style={{ flex: '3 1 360px', minInlineSize: 0 }}>
          <UikitChat control={chat} style={chatStyle} />
        </div>
      </div>
      <div style={field}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <span id={optionsId} style={{ fontWeight: 600 }}>
            The options this theme amounts to
          </span>
          <button
            type="button"
            style={control}
            onClick={() => {
              navigator.clipboard.writeText(options).then(
                () => {
                  setCopied('Copied');
                },
                () => {
                  setCopied('Could not copy: select the text instead');
                },
              );
            }}
          >
            Copy the options
          </button>
          <span role="status">{copied}</span>
        </div>
        <pre
          data-slot="theme-editor-options"
          tabIndex={0}
          role="region"
          aria-labelledby={optionsId}
          style={code}
        >
          <code>{options}</code>
        </pre>
      </div>
      <details>
        <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
          What reaches the CSS ({shownScheme} scheme)
        </summary>
        <p style={{ margin: '8px 0' }}>
          The chat’s root element, as the kit renders it with this theme: the scheme, density and
          direction as attributes, the rest as custom properties the styles read.
        </p>
        <pre tabIndex={0} role="region" aria-label="The chat's root element" style={code}>
          <code>{rootCode(state, shownScheme)}</code>
        </pre>
      </details>
    </div>
  );
}
