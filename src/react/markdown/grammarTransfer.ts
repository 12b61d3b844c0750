import type { EmulatedRegExp } from 'oniguruma-to-es';

type EmulatedRegExpOptions = EmulatedRegExp['rawOptions'];

// A grammar crosses to the highlighting worker by structured clone, which copies a regular
// expression's source and flags but not its class: the few patterns JavaScript cannot express
// natively are `EmulatedRegExp`s (oniguruma-to-es) whose options carry the emulation. They travel
// as a marked record and are rebuilt on the other side. (The page tells them by their options, so
// that it need not load their class to pack them.)

interface PackedEmulatedRegExp {
  $emulatedRegExp: true;
  source: string;
  flags: string;
  options: EmulatedRegExpOptions;
}

function isPacked(value: unknown): value is PackedEmulatedRegExp {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<PackedEmulatedRegExp>).$emulatedRegExp === true
  );
}

function map(value: unknown, each: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map(each);
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value as object)) copy[key] = each(entry);
  return copy;
}

function isEmulated(value: unknown): value is EmulatedRegExp {
  return value instanceof RegExp && 'rawOptions' in value;
}

/** A copy of `grammar` that survives structured clone. */
export function packGrammar(grammar: unknown): unknown {
  if (isEmulated(grammar)) {
    const packed: PackedEmulatedRegExp = {
      $emulatedRegExp: true,
      source: grammar.source,
      flags: grammar.flags,
      options: grammar.rawOptions,
    };
    return packed;
  }
  if (grammar instanceof RegExp || typeof grammar !== 'object' || grammar === null) return grammar;
  return map(grammar, packGrammar);
}

/** The grammar `packGrammar` packed, its emulated regular expressions rebuilt with `Emulated`. */
export function unpackGrammar(packed: unknown, Emulated: typeof EmulatedRegExp): unknown {
  if (isPacked(packed)) return new Emulated(packed.source, packed.flags, packed.options);
  if (packed instanceof RegExp || typeof packed !== 'object' || packed === null) return packed;
  return map(packed, (entry) => unpackGrammar(entry, Emulated));
}
