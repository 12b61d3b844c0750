import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// ChatKit's widget vocabulary as the installed `@openai/chatkit` declares it
// (`types/widgets.d.ts`), read with the TypeScript compiler at test time: nothing of it is copied
// into the repository, so a new ChatKit version's components, props and icon names reach the tests
// (`test/widgets/everyProp.browser.test.tsx`, `iconRegistry.test.tsx`) by themselves.

/** The shape of a prop's type, enough to generate sample values for it. */
export type PropShape =
  | { kind: 'literals'; values: (string | number)[] }
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'string' }
  | { kind: 'false' }
  | { kind: 'array'; element: PropShape }
  | { kind: 'object'; props: PropSpec[] }
  | { kind: 'union'; members: PropShape[] }
  | { kind: 'unknown' };

export interface PropSpec {
  name: string;
  optional: boolean;
  shape: PropShape;
}

export interface ComponentSpec {
  /** The `type` discriminator: `Card`, `Table.Cell`, … */
  type: string;
  props: PropSpec[];
}

export interface ChatKitWidgetTypes {
  components: ComponentSpec[];
  /** The names of the `WidgetIcon` union. */
  icons: string[];
}

/** The path of ChatKit's widget type definitions in the installed devDependency. */
export function chatkitWidgetsPath(): string {
  // The package's `exports` do not list the file: look for it up from here, as Node looks for
  // packages.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules/@openai/chatkit/types/widgets.d.ts');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@openai/chatkit is not installed');
    dir = parent;
  }
}

function shapeOf(checker: ts.TypeChecker, type: ts.Type, depth: number): PropShape {
  if (depth > 4) return { kind: 'unknown' };
  if (type.flags & ts.TypeFlags.Boolean) return { kind: 'boolean' };
  if (type.isUnion()) {
    const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
    if (members.length > 0 && members.every((member) => member.isLiteral()))
      return {
        kind: 'literals',
        values: members.map((member) => member.value as string | number),
      };
    // `boolean` is the union `true | false`: keep it whole.
    const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
    const shapes = rest.map((member) => shapeOf(checker, member, depth + 1));
    if (booleans.length === 2) shapes.unshift({ kind: 'boolean' });
    else if (booleans.length === 1) shapes.unshift({ kind: 'false' });
    const [only] = shapes;
    return only !== undefined && shapes.length === 1 ? only : { kind: 'union', members: shapes };
  }
  if (type.isStringLiteral() || type.isNumberLiteral())
    return { kind: 'literals', values: [type.value] };
  if (type.flags & ts.TypeFlags.BooleanLiteral) return { kind: 'false' };
  if (type.flags & ts.TypeFlags.String) return { kind: 'string' };
  if (type.flags & ts.TypeFlags.Number) return { kind: 'number' };
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return {
      kind: 'array',
      element: element ? shapeOf(checker, element, depth + 1) : { kind: 'unknown' },
    };
  }
  if (type.flags & ts.TypeFlags.Object || type.isIntersection()) {
    const props = checker.getPropertiesOfType(type);
    // A record (`payload?: Record<string, unknown>`) has no named props.
    if (props.length === 0) return { kind: 'unknown' };
    return { kind: 'object', props: props.map((prop) => specOf(checker, prop, depth + 1)) };
  }
  return { kind: 'unknown' };
}

function specOf(checker: ts.TypeChecker, symbol: ts.Symbol, depth: number): PropSpec {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const type = declaration
    ? checker.getTypeOfSymbolAtLocation(symbol, declaration)
    : checker.getDeclaredTypeOfSymbol(symbol);
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  // Children are trees of components: the tests build them, not a shape.
  if (symbol.name === 'children') return { name: 'children', optional, shape: { kind: 'unknown' } };
  return {
    name: symbol.name,
    optional,
    shape: shapeOf(checker, checker.getNonNullableType(type), depth),
  };
}

/** Reads every component of `WidgetRoot | WidgetComponent` (plus `ListViewItem`) and `WidgetIcon`. */
export function readChatKitWidgetTypes(): ChatKitWidgetTypes {
  const file = chatkitWidgetsPath();
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const aliases = new Map<string, ts.Type>();
  for (const statement of source.statements)
    if (ts.isTypeAliasDeclaration(statement))
      aliases.set(statement.name.text, checker.getTypeAtLocation(statement.name));
  const alias = (name: string) => {
    const type = aliases.get(name);
    if (!type) throw new Error(`widgets.d.ts has no type ${name}`);
    return type;
  };
  const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const components: ComponentSpec[] = [];
  for (const type of [
    ...members(alias('WidgetRoot')),
    ...members(alias('WidgetComponent')),
    alias('ListViewItem'),
  ]) {
    const discriminator = type.getProperty('type');
    if (!discriminator) continue;
    const literal = checker.getTypeOfSymbol(discriminator);
    if (!literal.isStringLiteral()) continue;
    if (components.some((component) => component.type === literal.value)) continue;
    components.push({
      type: literal.value,
      props: checker
        .getPropertiesOfType(type)
        .filter((prop) => prop.name !== 'type')
        .map((prop) => specOf(checker, prop, 0)),
    });
  }
  const icons = members(alias('WidgetIcon')).map(
    (member) => (member as ts.StringLiteralType).value,
  );
  return { components, icons };
}
