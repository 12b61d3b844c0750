import * as v from 'valibot';

/**
 * An optional field kept when it has the expected shape and dropped otherwise. For presentation and
 * progress hints only: a newer server's value this version does not know must never fail the whole
 * object (and hide its content).
 */
export function lenient<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<TSchema> | undefined =>
        v.is(schema, value) ? value : undefined,
      ),
    ),
  );
}

/** {@link lenient} for one of a few strings. */
export function lenientPicklist<const T extends readonly string[]>(options: T) {
  return lenient(v.picklist(options));
}
