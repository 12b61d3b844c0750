import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// Every option ChatKit declares, read from the installed `@openai/chatkit`'s types at test time
// (nothing of it is copied here), against `uikit-react/chatkit` as the repository's tsconfig
// compiles it: a ChatKit release that adds an option, a command or an event fails this file until
// the kit takes it or it is listed below as a deliberate difference.

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHATKIT_TYPES = join(root, 'node_modules/@openai/chatkit/types/index.d.ts');
const CHATKIT_REACT_TYPES = join(root, 'node_modules/@openai/chatkit-react/dist/index.d.ts');
const OURS = join(root, 'src/chatkit.tsx');

// The differences the kit keeps on purpose, each with why.

/** Option paths of ChatKit's the kit does not take. Empty: it takes every one. */
const NOT_TAKEN: Readonly<Record<string, string>> = {};

/** Why ChatKit's handlers of events without a detail do not fit the kit's handler type. */
const DETAIL_ADDED =
  'ChatKit declares no detail (`(event: void) => void`); the kit hands one ({ sessionId } or ' +
  '{ threadId }, or {} for the history panel), which a handler written for ChatKit, with no ' +
  'parameter, ignores: only a function declared with a `void` parameter is refused';

/**
 * Option paths where a value typed with ChatKit's own type would not compile against the kit's.
 * None is one a ChatKit app meets once its specifiers name this entry (then its annotations are
 * the kit's types, and test/package/chatkitApp.test.ts compiles such an app): each is a callback
 * whose argument the kit gives in its own richer shape.
 */
const OTHER_TYPE: Readonly<Record<string, string>> = {
  'commands.onSelect':
    "the command it gets is the kit's `Command`, whose `icon` is any icon name (ChatKit's, " +
    "Lucide's or a widget icon), wider than ChatKit's icon list",
  'widgets.onAction':
    'the action comes with its whole config (handler, loadingBehavior, streaming; a payload ' +
    'that may be undefined), and the widget as the kit parsed it (read-only, children ' +
    "normalised), not ChatKit's Card / ListView / BasicRoot input types",
  onReady: DETAIL_ADDED,
  onResponseStart: DETAIL_ADDED,
  onResponseEnd: DETAIL_ADDED,
  onHistoryOpen: DETAIL_ADDED,
  onHistoryClose: DETAIL_ADDED,
};

/** Names `@openai/chatkit` exports that this entry does not. */
const NOT_EXPORTED: Readonly<Record<string, string>> = {
  Widgets:
    "ChatKit's widget input types (Card, ListView, Text, …): the kit's widget types are those of " +
    'a parsed tree (`WidgetRoot`, `WidgetNode` of `uikit-react`), which a widget written as ' +
    "ChatKit's input does not fit; an option that takes a widget takes ChatKit's JSON as it is",
};

/**
 * Methods of ChatKit's element compared elsewhere: `setOptions` takes `ChatKitOptions`, compared
 * option by option above (with the differences listed there).
 */
const METHODS_COMPARED_ELSEWHERE = new Set(['setOptions']);

/** One option: its path (`composer.attachments.maxSize`, `startScreen.prompts[].label`) and type. */
interface OptionPath {
  path: string;
  type: ts.Type;
}

let checker: ts.TypeChecker;
let chatkit: Map<string, ts.Symbol>;
let chatkitReact: Map<string, ts.Symbol>;
let ours: Map<string, ts.Symbol>;

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('cannot read tsconfig.json');
  // One program, so ChatKit's types and the kit's can be compared with one checker.
  const program = ts.createProgram([OURS, CHATKIT_TYPES, CHATKIT_REACT_TYPES], config.options);
  checker = program.getTypeChecker();
  const exportsOf = (file: string) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`no module for ${file}`);
    return new Map(
      checker
        .getExportsOfModule(module)
        .map((symbol) => [
          symbol.name,
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
        ]),
    );
  };
  chatkit = exportsOf(CHATKIT_TYPES);
  chatkitReact = exportsOf(CHATKIT_REACT_TYPES);
  ours = exportsOf(OURS);
}, 60_000);

/** The type a module exports under `name`. */
function exportedType(module: Map<string, ts.Symbol>, name: string): ts.Type {
  const symbol = module.get(name);
  if (!symbol) throw new Error(`${name} is not exported`);
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/** A type's members without `undefined` and `null`: the union's, or the type itself. */
function members(type: ts.Type): ts.Type[] {
  const defined = checker.getNonNullableType(type);
  return defined.isUnion() ? defined.types : [defined];
}

/** Whether a type is an options object to look into (not a function, an array or a primitive). */
function isOptionObject(type: ts.Type): boolean {
  return (
    (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 &&
    type.getCallSignatures().length === 0 &&
    !checker.isArrayType(type)
  );
}

/**
 * Every property path of an options type, into nested option objects, every variant of a union
 * (`api`'s two, `theme`'s object) and array elements (`[]`); callbacks, records and primitives
 * are leaves.
 */
function optionPaths(type: ts.Type, prefix = '', within: ts.Type[] = []): OptionPath[] {
  return members(type).flatMap((member) => {
    if (within.includes(member)) return [];
    if (checker.isArrayType(member)) {
      const [element] = checker.getTypeArguments(member as ts.TypeReference);
      return element ? optionPaths(element, `${prefix}[]`, [...within, member]) : [];
    }
    if (!isOptionObject(member)) return [];
    return checker.getPropertiesOfType(member).flatMap((property) => {
      const path = prefix === '' ? property.name : `${prefix}.${property.name}`;
      const propertyType = checker.getTypeOfSymbol(property);
      return [
        { path, type: propertyType },
        ...optionPaths(propertyType, path, [...within, member]),
      ];
    });
  });
}

/** The types the kit's options have at `path` (one per union variant that has it), or none. */
function typesAt(type: ts.Type, path: string): ts.Type[] {
  let found = [type];
  for (const segment of path.replace(/\[\]/g, '.[]').split('.')) {
    found = found.flatMap((at) =>
      members(at).flatMap((member) => {
        if (segment === '[]')
          return checker.isArrayType(member)
            ? checker.getTypeArguments(member as ts.TypeReference).slice(0, 1)
            : [];
        const property = checker.getPropertyOfType(member, segment);
        return property ? [checker.getTypeOfSymbol(property)] : [];
      }),
    );
  }
  return found;
}

/** Whether a value of ChatKit's type fits one of the kit's types at the same path. */
function accepts(ourTypes: readonly ts.Type[], theirs: ts.Type): boolean {
  const source = checker.getNonNullableType(theirs);
  return ourTypes.some((type) =>
    checker.isTypeAssignableTo(source, checker.getNonNullableType(type)),
  );
}

/** The property names of an exported interface or type. */
function propertyNames(type: ts.Type): string[] {
  return checker.getPropertiesOfType(type).map((property) => property.name);
}

/** The methods an interface declares itself (not those it inherits, as `HTMLElement`'s). */
function ownMethods(symbol: ts.Symbol): string[] {
  return (symbol.declarations ?? [])
    .filter(ts.isInterfaceDeclaration)
    .flatMap((declaration) => declaration.members.filter(ts.isMethodSignature))
    .map((method) => method.name.getText());
}

/** Option paths of ChatKit's type `name` (in `module`) and the kit's type of the same name. */
function optionsOf(module: Map<string, ts.Symbol>, name: string) {
  return { theirs: optionPaths(exportedType(module, name)), ourType: exportedType(ours, name) };
}

// `ChatKitOptions` (what `setOptions` takes) and `@openai/chatkit-react`'s `UseChatKitOptions`,
// which adds the event handlers (`onReady`, `onError`, …).
describe.each([
  { name: 'ChatKitOptions', module: () => chatkit },
  { name: 'UseChatKitOptions', module: () => chatkitReact },
])('$name', ({ name, module }) => {
  it('has every option ChatKit declares, at every depth', () => {
    const { theirs, ourType } = optionsOf(module(), name);
    const missing = [...new Set(theirs.map((option) => option.path))].filter(
      (path) => typesAt(ourType, path).length === 0 && !(path in NOT_TAKEN),
    );
    expect(missing).toEqual([]);
  });

  it('takes ChatKit’s type at every option (a ChatKit-typed value compiles)', () => {
    const { theirs, ourType } = optionsOf(module(), name);
    // An option the kit lacks is the test above's to report.
    const failing = theirs.filter((option) => {
      const ourTypes = typesAt(ourType, option.path);
      return ourTypes.length > 0 && !accepts(ourTypes, option.type);
    });
    const explained = [...failing.map((option) => option.path), ...Object.keys(OTHER_TYPE)];
    // Each difference once, where it is: an object is refused for its own sake only when none
    // of its options is (a property the kit requires and ChatKit does not, say).
    const rejected = failing
      .filter((option) => !(option.path in NOT_TAKEN) && !(option.path in OTHER_TYPE))
      .filter(
        (option) =>
          !explained.some(
            (path) => path.startsWith(`${option.path}.`) || path.startsWith(`${option.path}[]`),
          ),
      )
      .map((option) => `${option.path}: ${checker.typeToString(option.type)}`);
    expect(rejected).toEqual([]);
  });
});

describe('ChatKit’s options as this file reads them', () => {
  it('reach the leaves of every kind of option', () => {
    const paths = optionsOf(chatkitReact, 'UseChatKitOptions').theirs.map((option) => option.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'api.getClientSecret',
        'api.url',
        'api.domainKey',
        'api.fetch',
        'api.uploadStrategy.uploadUrl',
        'locale',
        'theme.colorScheme',
        'theme.color.grayscale.shade',
        'theme.color.accent.primary',
        'theme.color.surface.background',
        'theme.typography.fontSources[].family',
        'frameTitle',
        'initialThread',
        'header.title.text',
        'header.leftAction.onClick',
        'history.showRename',
        'startScreen.prompts[].prompt',
        'composer.attachments.maxSize',
        'composer.attachments.accept',
        'composer.tools[].pinned',
        'composer.models[].default',
        'composer.dictation.enabled',
        'disclaimer.highContrast',
        'threadItemActions.retry',
        'entities.onRequestPreview',
        'commands.onSelect',
        'widgets.onAction',
        'thread.autoScroll',
        'onClientTool',
        'onReady',
        'onThreadChange',
        'onLog',
      ]),
    );
  });

  it('lists only differences that still exist', () => {
    const { theirs, ourType } = optionsOf(chatkitReact, 'UseChatKitOptions');
    const paths = new Set(theirs.map((option) => option.path));
    expect(Object.keys(NOT_TAKEN).filter((path) => !paths.has(path))).toEqual([]);
    expect(
      Object.keys(OTHER_TYPE).filter((path) =>
        theirs
          .filter((option) => option.path === path)
          .every((option) => accepts(typesAt(ourType, path), option.type)),
      ),
    ).toEqual([]);
    expect(
      Object.keys(NOT_EXPORTED).filter((name) => !chatkit.has(name) || ours.has(name)),
    ).toEqual([]);
  });
});

describe('the openai-chatkit element and its events', () => {
  it('has every method ChatKit’s OpenAIChatKit declares, taking ChatKit’s arguments', () => {
    const symbol = chatkit.get('OpenAIChatKit');
    if (!symbol) throw new Error('OpenAIChatKit is not exported');
    const methods = ownMethods(symbol);
    expect(methods).toEqual(
      expect.arrayContaining(['setOptions', 'sendUserMessage', 'setThreadId', 'fetchUpdates']),
    );
    const theirs = checker.getDeclaredTypeOfSymbol(symbol);
    const element = exportedType(ours, 'OpenAIChatKit');
    const missing = methods.filter((name) => !checker.getPropertyOfType(element, name));
    expect(missing).toEqual([]);
    // A call written for ChatKit's method compiles against the kit's: the kit's method is one.
    const other = methods.filter((name) => {
      if (METHODS_COMPARED_ELSEWHERE.has(name)) return false;
      const ourMethod = checker.getPropertyOfType(element, name);
      const theirMethod = checker.getPropertyOfType(theirs, name);
      return (
        ourMethod &&
        theirMethod &&
        !checker.isTypeAssignableTo(
          checker.getTypeOfSymbol(ourMethod),
          checker.getTypeOfSymbol(theirMethod),
        )
      );
    });
    expect(other).toEqual([]);
  });

  it('has the methods useChatKit returns', () => {
    const theirs = propertyNames(exportedType(chatkitReact, 'UseChatKitReturn'));
    expect(theirs).toEqual(expect.arrayContaining(['control', 'ref', 'sendUserMessage']));
    const ourReturn = exportedType(ours, 'UseChatKitReturn');
    expect(theirs.filter((name) => !checker.getPropertyOfType(ourReturn, name))).toEqual([]);
  });

  it('dispatches every event of ChatKitEvents, with at least ChatKit’s detail', () => {
    const theirs = exportedType(chatkit, 'ChatKitEvents');
    const ourEvents = exportedType(ours, 'ChatKitEvents');
    const names = propertyNames(theirs);
    expect(names).toEqual(expect.arrayContaining(['chatkit.ready', 'chatkit.log']));
    expect(names.filter((name) => !checker.getPropertyOfType(ourEvents, name))).toEqual([]);
    // A listener written for ChatKit's event reads its detail from the kit's; where ChatKit's
    // detail is `void` there is nothing to read, and the kit's may carry something.
    const detailOf = (events: ts.Type, name: string) => {
      const event = checker.getPropertyOfType(events, name);
      const detail = event && checker.getPropertyOfType(checker.getTypeOfSymbol(event), 'detail');
      return detail && checker.getTypeOfSymbol(detail);
    };
    const other = names.filter((name) => {
      const theirDetail = detailOf(theirs, name);
      const ourDetail = detailOf(ourEvents, name);
      if (!theirDetail || !ourDetail) return true;
      if (theirDetail.flags & ts.TypeFlags.Void) return false;
      return !checker.isTypeAssignableTo(ourDetail, theirDetail);
    });
    expect(other).toEqual([]);
  });
});

describe('the names a ChatKit app imports', () => {
  it('are all exported by uikit-react/chatkit', () => {
    const names = [...new Set([...chatkit.keys(), ...chatkitReact.keys()])];
    expect(names).toEqual(expect.arrayContaining(['ChatKitOptions', 'useChatKit', 'ChatKit']));
    expect(names.filter((name) => !ours.has(name) && !(name in NOT_EXPORTED))).toEqual([]);
  });
});
