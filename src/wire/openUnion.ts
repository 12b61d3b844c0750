import * as v from 'valibot';

/**
 * The shape a value of an unrecognised `type` is kept in. The protocol lets the service add item,
 * content, annotation and event types at any time; a client must not crash on them, so they pass
 * through parsing as this explicit variant and render as a quiet fallback.
 */
export interface UnknownVariant {
  readonly type: 'unknown';
  /** The `type` the service sent. */
  readonly original_type: string;
  /** The whole object as received, for hosts that want to render it themselves. */
  readonly raw: Readonly<Record<string, unknown>>;
}

type TypedOption = v.ObjectSchema<
  { readonly type: v.LiteralSchema<string, undefined> } & v.ObjectEntries,
  undefined
>;

type KnownOutput<TOptions extends readonly TypedOption[]> = v.InferOutput<TOptions[number]>;

/**
 * The `type` of the fallbacks repair makes (`receiveThreadItem`): never read as an unknown type, so
 * a value already received parses to the same fallback again.
 */
export const INVALID_TYPE = 'invalid';

/**
 * A union discriminated by `type` whose unknown `type` values become {@link UnknownVariant}
 * (plus the fields `extra` requires, e.g. an item's id). A known `type` with bad fields is still an
 * error that names the path, and so is `type: "invalid"` (see {@link INVALID_TYPE}).
 */
export function openUnion<const TOptions extends readonly TypedOption[]>(
  options: TOptions,
): v.GenericSchema<unknown, KnownOutput<TOptions> | UnknownVariant>;
export function openUnion<
  const TOptions extends readonly TypedOption[],
  const TExtra extends v.ObjectEntries,
>(
  options: TOptions,
  extra: TExtra,
): v.GenericSchema<
  unknown,
  KnownOutput<TOptions> | (UnknownVariant & v.InferOutput<v.ObjectSchema<TExtra, undefined>>)
>;
export function openUnion(
  options: readonly TypedOption[],
  extra: v.ObjectEntries = {},
): v.GenericSchema {
  const known = new Set<string>(options.map((option) => option.entries.type.literal));
  const unknownOption = v.pipe(
    v.looseObject({
      ...extra,
      type: v.pipe(
        v.string(),
        v.check((type) => type !== '' && !known.has(type) && type !== INVALID_TYPE),
      ),
    }),
    v.transform((record) => {
      const picked: Record<string, unknown> = {};
      for (const key of Object.keys(extra)) picked[key] = record[key];
      // Parsing is idempotent: a value already in the unknown shape keeps its original type.
      const alreadyParsed =
        record.type === 'unknown' &&
        typeof record.original_type === 'string' &&
        typeof record.raw === 'object' &&
        record.raw !== null;
      return {
        ...picked,
        type: 'unknown' as const,
        original_type: alreadyParsed ? (record.original_type as string) : record.type,
        raw: alreadyParsed ? (record.raw as Record<string, unknown>) : record,
      };
    }),
  );
  // `variant` reads `entries` of a piped object at run time, so the unknown option can sit last.
  return v.variant('type', [...options, unknownOption]);
}
