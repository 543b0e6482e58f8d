import fastJson from 'fast-json-stringify';
import { z } from 'zod';

// Hot routes (the pet list, the Quick Check) answer through a serializer compiled once from the
// JSON schema of their zod response schema, instead of a zod pass plus JSON.stringify on every
// request. The zod schema stays the single source of truth: it types the handler, documents the
// route in OpenAPI and is what this file compiles. Only declared properties are written, as zod's
// strip would; a test checks both agree on real responses (compiled-serializer.test.ts).

type JsonSchema = Record<string, unknown>;

/**
 * Reduces a schema to what serialisation needs: the types. Enums and constants only validate,
 * and a nullable enum's `anyOf` (which fast-json-stringify resolves by validating every value at
 * run time) becomes a plain type list.
 */
export function toSerializationSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toSerializationSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $schema: _draft, enum: _enum, const: _const, anyOf, ...rest } = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(rest)) {
    out[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as JsonSchema).map(([k, v]) => [k, toSerializationSchema(v)]),
          )
        : toSerializationSchema(value);
  }
  if (Array.isArray(anyOf)) {
    const simple = anyOf.map(toSerializationSchema) as JsonSchema[];
    const types = simple.map((s) => s.type);
    const scalarOnly = simple.every(
      (s) => Object.keys(s).length === 1 && typeof s.type === 'string',
    );
    if (scalarOnly) out.type = [...new Set(types as string[])];
    else out.anyOf = simple;
  }
  return out;
}

/** A Fastify serializer compiler for a route whose response schemas are zod schemas. */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' });
  return fastJson(toSerializationSchema(jsonSchema) as Parameters<typeof fastJson>[0]);
}
