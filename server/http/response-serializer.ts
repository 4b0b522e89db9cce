import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type Schema as JsonSchema } from 'fast-json-stringify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * Answers are written by their response schema (fast-json-stringify, compiled once per schema)
 * instead of being validated again with zod and then stringified: presenters build every answer
 * from typed rows, so a second validation on the way out only cost CPU (issue 12). The schema
 * still decides what leaves the server: a property it does not name is never written, exactly
 * as zod's output stripped it. A schema that JSON Schema cannot express falls back to zod.
 */

type JsonNode = Record<string, unknown>;

// Keywords that only validate; fast-json-stringify writes the value whatever they say.
const VALIDATION_ONLY = new Set(['$schema', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'propertyNames']);

/** JSON Schema made plain for fast-json-stringify: `X or null` as a type list (no anyOf to try at run time). */
export function plainSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainSchema);
  if (typeof node !== 'object' || node === null) return node;
  const source = node as JsonNode;
  const anyOf = source.anyOf as JsonNode[] | undefined;
  if (anyOf?.length === 2) {
    const other = anyOf.find((option) => option.type !== 'null');
    const scalar = other && typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array' && !other.anyOf;
    if (anyOf.some((option) => option.type === 'null' && Object.keys(option).length === 1) && scalar) {
      const { anyOf: _dropped, ...rest } = source;
      return plainSchema({ ...rest, ...other, type: [other.type, 'null'] });
    }
  }
  const plain: JsonNode = {};
  for (const [key, value] of Object.entries(source)) {
    if (VALIDATION_ONLY.has(key)) continue;
    // `properties` and `definitions` hold names, not keywords: keep every name.
    plain[key] = key === 'properties' || key === 'definitions' ? Object.fromEntries(Object.entries(value as JsonNode).map(([name, schema]) => [name, plainSchema(schema)])) : plainSchema(value);
  }
  return plain;
}

/** The writer of one response schema: fast-json-stringify where JSON Schema says it all, else zod's validating one. */
export function compileResponseWriter(schema: ZodType): (data: unknown) => string {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw', cycles: 'throw' });
  } catch {
    return validatingSerializerCompiler({ schema, method: '', url: '', httpStatus: '' }) as (data: unknown) => string;
  }
  return fastJson(plainSchema(json) as JsonSchema) as (data: unknown) => string;
}

/**
 * Fastify's serializer compiler: one writer per schema object (ErrorResponse alone is on every
 * route), compiled by the first answer that needs it: a start compiles none (a tenth of its CPU,
 * and the memory of the writers of routes an installation never calls; issue 26).
 */
export function createResponseSerializerCompiler(): FastifySerializerCompiler<ZodType> {
  const writers = new WeakMap<ZodType, (data: unknown) => string>();
  const writerOf = (schema: ZodType) => {
    let writer = writers.get(schema);
    if (!writer) {
      writer = compileResponseWriter(schema);
      writers.set(schema, writer);
    }
    return writer;
  };
  return ({ schema }) => {
    let writer: ((data: unknown) => string) | undefined;
    return (data: unknown) => (writer ??= writerOf(schema))(data);
  };
}
