// What a number input hands react-hook-form (`register(name, { setValueAs })`): the contracts'
// schemas then say what is wrong, in their own words.

/** '' → undefined (the schema says 'is required'), anything else → a number (NaN if not one). */
export const numberOrUndefined = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** '' → null (an optional number left empty, cleared on save), anything else → a number. */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
