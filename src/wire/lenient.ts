import * as v from 'valibot';

/**
 * An optional field kept when it has the expected shape and dropped otherwise. For presentation and
 * progress hints only: a newer server's value this version does not know must never fail the whole
 * object (and hide its content). What is kept is the schema's output, so a lenient field inside
 * (a status's icon) drops its own bad value while the rest stays.
 */
export function lenient<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<TSchema> | undefined => {
        const result = v.safeParse(schema, value);
        return result.success ? result.output : undefined;
      }),
    ),
  );
}

/** {@link lenient} for one of a few strings. */
export function lenientPicklist<const T extends readonly string[]>(options: T) {
  return lenient(v.picklist(options));
}
