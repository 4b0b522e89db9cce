import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../auth/session-token';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import type { Db } from '../db/database';
import { sessions, surveys, users } from '../db/schema';
import { catalogueProblem } from './api-contract';
import { buildCompany, buildInvitation, buildPhoto, buildProject, buildSession, buildSurvey, buildTemplate, buildUser } from './builders';
import { useTestApp } from './harness';
import { noisyJpeg, pixelBombPng, smallPng } from './image-fixtures';

// Every route of the OpenAPI document, fed requests generated from its own schemas and then
// broken on purpose (DESIGN §8, §12): never a 5xx, every error the catalogue's, with the status
// its code has. The seed is fixed so that a failure replays; fast-check shrinks it to a small
// counterexample, reported with the request as sent and the answer.
// A short stall window, so that a parser that stops answers within seconds, well inside the wait below.
const ctx = useTestApp({ UPLOAD_STALL_SECONDS: '2' });

const SEED = 20_240_611;
const TOTAL_RUNS = 10_000;
const UPLOAD_RUNS = 1_000;
const UPLOAD_ROUTE = 'POST /api/surveys/{id}/photos';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

// Values that print short in a counterexample but are big on the wire -----------------------

/** A string of `unit` repeated `times` times. */
class Repeat {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  get value() {
    return this.unit.repeat(this.times);
  }
  [fc.toStringMethod]() {
    return `Repeat(${JSON.stringify(this.unit)} × ${this.times})`;
  }
}

/** JSON text put into a body as is (deep nesting, long arrays, numbers JSON cannot hold). */
class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
  [fc.toStringMethod]() {
    return `RawJson(${this.label})`;
  }
}

const textOf = (value: unknown): string => (value instanceof Repeat ? value.value : typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Repeat) return JSON.stringify(value.value);
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return 'null';
  return JSON.stringify(value);
}

/** Percent-encodes any string, lone surrogates included (as the bytes a sloppy encoder sends). */
function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (point >= 0xd800 && point <= 0xdfff) {
      out += [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

// Hostile building blocks --------------------------------------------------------------------

const EMOJI = '😀👩‍👩‍👧‍👦🏳️‍🌈';
const RTL = '\u202Eevil\u202C مرحبا עברית';
const COMBINING = 'Z\u0351\u0352\u0357\u0300\u0301\u0302\u0303\u0304';

const hugeString = fc
  .tuple(fc.constantFrom('a', EMOJI, RTL, COMBINING, '\u0000', '\ud800', '字', '%'), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, length]) => new Repeat(unit, Math.ceil(length / unit.length)));

const hostileString: fc.Arbitrary<string | Repeat> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    EMOJI,
    RTL,
    COMBINING,
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\udc00\ud800',
    '\uFEFF',
    '\u2028\u2029',
    '',
    ' ',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '${jndi:ldap://x}',
    '%s%n%x',
    '\\',
    '"',
  ),
  hugeString,
);

const hostileKey = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000', '\ud800', 'x\udfff', '__proto__', 'constructor', 'prototype', '', ' ', '$where', 'toString', EMOJI, RTL, 'k'.repeat(3_000)),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const nested = fc
  .tuple(fc.constantFrom(5_000, 1_000, 64), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${depth} nested arrays`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, `${depth} nested objects`),
  );

const longArray = fc
  .tuple(fc.constantFrom(25_000, 100_000), fc.constantFrom('0', '"x"', 'null', '{}'))
  .map(([length, item]) => new RawJson(`[${Array(length).fill(item).join(',')}]`, `array of ${length} × ${item}`));

const oddNumber = fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '1E-400', '-0', '0.0000000000000000001').map((text) => new RawJson(text, text));

/** Ids a careless or hostile client sends where a UUID belongs. */
function badIds(otherCompany: string[]) {
  const real = randomUUID();
  return fc.oneof(
    fc.constantFrom(
      'not-a-uuid',
      NIL_UUID,
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '%00',
      '\u0000',
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      "1' OR '1'='1",
      real.toUpperCase(),
      `{${real}}`,
      ` ${real}`,
      `${real}\u0000`,
      `${real.slice(0, -1)}g`,
      '',
      ...otherCompany,
    ),
    fc.uuid(),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
}

function hostileValue(otherCompany: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 2, Number.MAX_VALUE, '', 'x', [], {}, [null], { a: null }),
    hostileString,
    badIds(otherCompany),
    nested,
    longArray,
    oddNumber,
    fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

// Bodies that are broken as a whole --------------------------------------------------------------

const RAW_BODIES: Record<string, () => { payload: string | Buffer; contentType: string | null }> = {
  'malformed JSON': () => ({ payload: '{"name": ', contentType: 'application/json' }),
  'trailing garbage': () => ({ payload: '{"name":"x"} trailing', contentType: 'application/json' }),
  'invalid UTF-8': () => ({ payload: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22, 0x7d]), contentType: 'application/json' }),
  'UTF-16 JSON': () => ({ payload: Buffer.from('{"name":"x"}', 'utf16le'), contentType: 'application/json; charset=utf-16' }),
  'BOM first': () => ({ payload: '\uFEFF{"name":"x"}', contentType: 'application/json' }),
  'empty JSON': () => ({ payload: '', contentType: 'application/json' }),
  'JSON null': () => ({ payload: 'null', contentType: 'application/json' }),
  'JSON number': () => ({ payload: '42', contentType: 'application/json' }),
  'JSON string': () => ({ payload: '"x"', contentType: 'application/json' }),
  'JSON array': () => ({ payload: '[1,2,3]', contentType: 'application/json' }),
  '5000 nested arrays': () => ({ payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, contentType: 'application/json' }),
  '5000 nested objects': () => ({ payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, contentType: 'application/json' }),
  'array of 100000': () => ({ payload: `[${Array(100_000).fill(0).join(',')}]`, contentType: 'application/json' }),
  'over the body limit': () => ({ payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }), contentType: 'application/json' }),
  'prototype pollution': () => ({ payload: '{"__proto__":{"role":"root"},"constructor":{"prototype":{"role":"root"}}}', contentType: 'application/json' }),
  'duplicate keys': () => ({ payload: '{"name":"a","name":"b","role":"user","role":"root"}', contentType: 'application/json' }),
  'raw NUL in a string': () => ({ payload: '{"name":"a\u0000b"}', contentType: 'application/json' }),
  'escaped lone surrogate key': () => ({ payload: '{"\\ud800":"x","name":"\\udfff"}', contentType: 'application/json' }),
  'form urlencoded': () => ({ payload: 'name=x&role=root', contentType: 'application/x-www-form-urlencoded' }),
  'plain text': () => ({ payload: 'hello', contentType: 'text/plain' }),
  'no content type': () => ({ payload: '{"name":"x"}', contentType: null }),
  'JSON with a latin1 charset': () => ({ payload: Buffer.from('{"name":"caf\xe9"}', 'latin1'), contentType: 'application/json; charset=latin1' }),
  'JSON named XML': () => ({ payload: '{"name":"x"}', contentType: 'application/xml' }),
  'multipart on a JSON route': () => ({
    payload: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  }),
};

// JSON Schema (the OpenAPI document's) → valid-ish values ---------------------------------------

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The records of one world, by the name a schema or a path gives them. */
interface Pools {
  own: Record<'project' | 'survey' | 'photo' | 'template' | 'invitation' | 'member' | 'company' | 'user', string>;
  other: Record<'project' | 'survey' | 'photo' | 'template' | 'invitation' | 'member' | 'company', string>;
  tokens: string[];
  emails: string[];
  pngDataUrl: string;
}

class Generator {
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly pools: Pools,
  ) {}

  private resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = this.doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return this.resolve(target);
  }

  private get otherIds() {
    return Object.values(this.pools.other);
  }

  /** Company A's record of that kind. */
  ownId(kind: keyof Pools['other'] | 'any'): fc.Arbitrary<string> {
    return kind === 'any' ? fc.constantFrom(...Object.values(this.pools.own)) : fc.constant(this.pools.own[kind]);
  }

  /** A UUID of the kind a name suggests: mostly a real one of company A, sometimes not. */
  id(kind: keyof Pools['other'] | 'any'): fc.Arbitrary<string> {
    const own = kind === 'any' ? Object.values(this.pools.own) : [this.pools.own[kind]];
    const other = kind === 'any' ? this.otherIds : [this.pools.other[kind]];
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...own) },
      { weight: 1, arbitrary: fc.constantFrom(...other) },
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(this.pools.own)) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: badIds(this.otherIds) },
    );
  }

  /** Which record a UUID field or path parameter names. */
  static kindFor(name: string, route: string): keyof Pools['other'] | 'any' {
    if (name === 'projectId') return 'project';
    if (name === 'templateId') return 'template';
    if (name === 'companyId') return 'company';
    if (name !== 'id') return 'any';
    const prefixes: [string, keyof Pools['other']][] = [
      ['/api/projects/', 'project'],
      ['/api/surveys/', 'survey'],
      ['/api/photos/', 'photo'],
      ['/api/survey-templates/', 'template'],
      ['/api/companies/', 'company'],
      ['/api/admin/users/', 'member'],
      ['/api/admin/invitations/', 'invitation'],
    ];
    return prefixes.find(([prefix]) => route.includes(prefix))?.[1] ?? 'any';
  }

  value(input: JsonSchema, route: string, name = ''): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const alternatives = schema.anyOf ?? schema.oneOf;
    let base: fc.Arbitrary<unknown>;
    if (alternatives) base = fc.oneof(...alternatives.map((s) => this.value(s, route, name)));
    else if (schema.allOf) base = this.value(Object.assign({}, ...schema.allOf.map((s) => this.resolve(s))) as JsonSchema, route, name);
    else if (schema.enum) base = fc.constantFrom(...schema.enum);
    else if (schema.const !== undefined) base = fc.constant(schema.const);
    else base = this.typed(schema, route, name);
    return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
  }

  private typed(schema: JsonSchema, route: string, name: string): fc.Arbitrary<unknown> {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'string':
        return this.string(schema, route, name);
      case 'integer':
        return fc.integer({ min: Math.max(schema.minimum ?? -1_000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1_000, 2 ** 31 - 1) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(schema.items ? this.value(schema.items, route, name) : fc.jsonValue({ maxDepth: 1 }), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object':
      case undefined:
        if (schema.properties) {
          const model = Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, this.value(s, route, key)]));
          return fc.record(model, { requiredKeys: schema.required ?? [] });
        }
        if (typeof schema.additionalProperties === 'object') {
          return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), this.value(schema.additionalProperties, route), { maxKeys: 5 });
        }
        return fc.jsonValue({ maxDepth: 2 });
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  }

  private string(schema: JsonSchema, route: string, name: string): fc.Arbitrary<string> {
    if (schema.format === 'uuid') return this.id(Generator.kindFor(name, route));
    if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    if (/email/i.test(name)) return fc.oneof(fc.constantFrom(...this.pools.emails), fc.emailAddress());
    if (/token/i.test(name)) return fc.oneof(fc.constantFrom(...this.pools.tokens), fc.string({ minLength: 1, maxLength: 60 }));
    if (name === 'uploadedImage') return fc.constantFrom(this.pools.pngDataUrl, this.pools.pngDataUrl.slice(0, 60), 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/png;base64,', '/api/surveys/x/image');
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 64 });
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
    return fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
  }

  // Breaking a valid-ish value ----------------------------------------------------------------

  mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    const mutation = fc.oneof(
      fc.record({ op: fc.constant('replace' as const), at: fc.nat(), value: hostileValue(this.otherIds) }),
      fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
      fc.record({ op: fc.constant('add' as const), at: fc.nat(), key: hostileKey, value: hostileValue(this.otherIds) }),
    );
    return fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([value, mutations]) => mutations.reduce(applyMutation, value));
  }
}

type Mutation = { op: 'replace'; at: number; value: unknown } | { op: 'delete'; at: number } | { op: 'add'; at: number; key: string; value: unknown };
type PathKey = string | number;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Repeat) && !(v instanceof RawJson);

function nodePaths(value: unknown, prefix: PathKey[] = []): PathKey[][] {
  const out = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...nodePaths(item, [...prefix, i])));
  else if (isRecord(value)) for (const key of Object.keys(value)) out.push(...nodePaths(value[key], [...prefix, key]));
  return out;
}

/** A copy of an object that keeps keys such as __proto__ as plain data. */
function plainCopy(source: Record<string, unknown>): Record<string, unknown> {
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(source)) Object.defineProperty(copy, key, { value: source[key], enumerable: true, writable: true, configurable: true });
  return copy;
}

function updateAt(value: unknown, at: PathKey[], change: (node: unknown) => unknown): unknown {
  if (at.length === 0) return change(value);
  const [head, ...rest] = at;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? updateAt(item, rest, change) : item));
  const copy = plainCopy(value as Record<string, unknown>);
  copy[head as string] = updateAt(copy[head as string], rest, change);
  return copy;
}

function applyMutation(value: unknown, mutation: Mutation): unknown {
  const paths = nodePaths(value);
  const at = paths[mutation.at % paths.length]!;
  switch (mutation.op) {
    case 'replace':
      return updateAt(value, at, () => mutation.value);
    case 'delete': {
      if (at.length === 0) return undefined;
      const key = at[at.length - 1]!;
      return updateAt(value, at.slice(0, -1), (parent) => {
        if (Array.isArray(parent)) return parent.filter((_, i) => i !== key);
        const copy = plainCopy(parent as Record<string, unknown>);
        delete copy[key as string];
        return copy;
      });
    }
    case 'add':
      return updateAt(value, at, (node) => {
        if (Array.isArray(node)) return [...node, mutation.value];
        const copy = isRecord(node) ? plainCopy(node) : (Object.create(null) as Record<string, unknown>);
        Object.defineProperty(copy, mutation.key, { value: mutation.value, enumerable: true, writable: true, configurable: true });
        return copy;
      });
  }
}

// Requests -------------------------------------------------------------------------------------

type Caller = 'user' | 'root';
type PathParam = { raw: string } | { text: string | Repeat };
type Query = { entries: [string | Repeat, string | Repeat][] } | { raw: string };
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; label: keyof typeof RAW_BODIES }
  | { kind: 'multipart'; form: Form };

interface HostileRequest {
  caller: Caller;
  params: Record<string, PathParam>;
  query: Query | null;
  body: Body;
}

/** Path segments sent as they are, not encoded: traversal, bad escapes, NUL. */
const RAW_SEGMENTS = ['%00', '..', '.', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F', '%', '%zz', '%ED%A0%80', '%C0%AE', '%FF', '%u0000', ';', '%3B', 'a'.repeat(300), '%20'];
const RAW_QUERIES = ['%', '%zz', '%00=%00', '%E0%A4%A', '&&&', '=', 'a[b]=1', '__proto__[role]=root', 'constructor[prototype][role]=root', 'size[]=thumb', 'size=thumb&size=original', 'companyId=a&companyId=b', `tz=${'A'.repeat(5_000)}`, 'role=root%00'];
const JSON_TYPES = ['application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/vnd.api+json', 'application/json; charset=latin1'];

function pathParamArb(generator: Generator, route: string, name: string, schema: JsonSchema): fc.Arbitrary<PathParam> {
  const kind = Generator.kindFor(name, route);
  // Mostly the right record of company A, so that most requests get past the path to the body.
  const valid: fc.Arbitrary<string> = schema.enum
    ? fc.constantFrom(...(schema.enum as string[]))
    : name === 'token'
      ? generator.value(schema, route, 'token').map(String)
      : fc.oneof({ weight: 2, arbitrary: generator.ownId(kind) }, { weight: 1, arbitrary: generator.id(kind) });
  return fc.oneof(
    { weight: 10, arbitrary: valid.map((text) => ({ text })) },
    { weight: 2, arbitrary: hostileString.map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })) },
  );
}

function queryArb(generator: Generator, route: string, params: { name: string; schema: JsonSchema }[]): fc.Arbitrary<Query | null> {
  const knownEntries = params.map(({ name, schema }) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: generator.value(schema, route, name).map((v) => [name, typeof v === 'string' ? v : JSON.stringify(v) ?? ''] as [string, string]) },
        { weight: 1, arbitrary: hostileString.map((v) => [name, v] as [string, string | Repeat]) },
      ),
      { freq: 3 },
    ),
  );
  const entries = fc
    .tuple(fc.tuple(...knownEntries), fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 2 }))
    .map(([known, extra]) => ({ entries: [...known.filter((e) => e !== null), ...extra] as [string | Repeat, string | Repeat][] }));
  return fc.oneof(
    { weight: params.length > 0 ? 6 : 1, arbitrary: entries },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES).map((raw) => ({ raw })) },
    { weight: params.length > 0 ? 1 : 6, arbitrary: fc.constant(null) },
  );
}

function bodyArb(generator: Generator, route: string, schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const raw = fc.constantFrom(...(Object.keys(RAW_BODIES) as (keyof typeof RAW_BODIES)[])).map((label) => ({ kind: 'raw' as const, label }));
  const json = (value: fc.Arbitrary<unknown>) => fc.tuple(value, fc.constantFrom(...JSON_TYPES)).map(([v, contentType]) => ({ kind: 'json' as const, value: v, contentType }));
  if (!schema) {
    return fc.oneof({ weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 2, arbitrary: json(hostileValue([])) }, { weight: 2, arbitrary: raw });
  }
  const valid = generator.value(schema, route);
  return fc.oneof({ weight: 3, arbitrary: json(valid) }, { weight: 6, arbitrary: json(generator.mutated(valid)) }, { weight: 2, arbitrary: raw });
}

// Multipart for the upload route -----------------------------------------------------------------

type FileBytes = 'png' | 'jpeg' | 'truncated png' | 'text' | 'empty' | 'pixel bomb' | 'random bytes';
interface FilePart {
  kind: 'file';
  field: string;
  filename: string | Repeat;
  type: string;
  bytes: FileBytes;
}
interface FieldPart {
  kind: 'field';
  field: string;
  value: string | Repeat;
}
type Damage = 'none' | 'no boundary' | 'wrong boundary' | 'truncated' | 'LF only' | 'no closing boundary' | 'preamble' | 'empty body' | 'part without headers' | 'JSON instead';
interface Form {
  boundary: string;
  parts: (FilePart | FieldPart)[];
  damage: Damage;
  cut: number;
}

/** The value in `tenths` of the cases, else null. */
const sometimes = <T,>(arbitrary: fc.Arbitrary<T>, tenths: number) =>
  fc.oneof({ weight: tenths, arbitrary }, { weight: 10 - tenths, arbitrary: fc.constant(null) });

function formArb(generator: Generator): fc.Arbitrary<Form> {
  // Mostly what a phone sends, so that a good share of uploads reach decoding and storage.
  const bytes = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<FileBytes>('png', 'jpeg') },
    { weight: 3, arbitrary: fc.constantFrom<FileBytes>('truncated png', 'text', 'empty', 'pixel bomb', 'random bytes') },
  );
  const filename = fc.oneof(
    fc.constantFrom('rack.png', 'rack.jpg', '../../etc/passwd', 'a\u0000b.png', `${EMOJI}.png`, '\u202Egnp.exe', '"quoted".png', 'semi;colon.png', '', 'C:\\boot.ini'),
    hostileString,
  );
  const photo = fc.record<FilePart>({ kind: fc.constant('file'), field: fc.oneof({ weight: 8, arbitrary: fc.constant('photo') }, { weight: 1, arbitrary: fc.constantFrom('file', 'photo\u0000', 'PHOTO', '') }), filename, type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''), bytes });
  const field = (name: fc.Arbitrary<string>, value: fc.Arbitrary<string | Repeat>) => fc.record<FieldPart>({ kind: fc.constant('field'), field: name, value });
  const elevation = field(
    fc.constant('elevationLevel'),
    fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -12, max: 305 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom('1.5', '1e3', '-0', '0x10', ' 2 ', 'roof', '') }, { weight: 1, arbitrary: hostileString }),
  );
  const id = field(fc.constant('id'), fc.oneof(generator.id('photo'), fc.uuid()));
  const extra = field(hostileKey, fc.oneof(hostileString, fc.constant(new Repeat('x', 100_000))));
  return fc.record({
    boundary: fc.constantFrom('----RiserBoundary7MA4YWxkTrZu0gW', 'b', 'x'.repeat(70), 'with space', '"quoted"'),
    parts: fc
      .tuple(sometimes(photo, 8), sometimes(photo, 1), sometimes(elevation, 7), sometimes(id, 5), fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(extra, { maxLength: 12 }) }))
      .chain(([first, second, level, clientId, extras]) => fc.shuffledSubarray([first, second, level, clientId, ...extras].filter((p) => p !== null), { minLength: 0 })
        .map((shuffled) => (shuffled.length === 0 && first ? [first] : shuffled))),
    damage: fc.oneof(
      { weight: 12, arbitrary: fc.constant<Damage>('none') },
      { weight: 6, arbitrary: fc.constantFrom<Damage>('no boundary', 'wrong boundary', 'truncated', 'LF only', 'no closing boundary', 'preamble', 'empty body', 'part without headers', 'JSON instead') },
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
}

interface Fixtures {
  png: Buffer;
  /** Larger (56 KB) than the multipart parser's buffers, as every real photo is. */
  jpeg: Buffer;
  bomb: Buffer;
}

function fileBytes(kind: FileBytes, fixtures: Fixtures): Buffer {
  switch (kind) {
    case 'png':
      return fixtures.png;
    case 'jpeg':
      return fixtures.jpeg;
    case 'truncated png':
      return fixtures.png.subarray(0, Math.floor(fixtures.png.length / 2));
    case 'text':
      return Buffer.from('not a photo\n'.repeat(40));
    case 'empty':
      return Buffer.alloc(0);
    case 'pixel bomb':
      return fixtures.bomb;
    case 'random bytes':
      return Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256));
  }
}

function encodeForm(form: Form, fixtures: Fixtures): { payload: Buffer; contentType: string } {
  const eol = '\r\n';
  const chunks: Buffer[] = [];
  if (form.damage === 'preamble') chunks.push(Buffer.from(`preamble text${eol}`));
  for (const part of form.parts) {
    chunks.push(Buffer.from(`--${form.boundary}${eol}`));
    if (form.damage !== 'part without headers') {
      const disposition = `Content-Disposition: form-data; name="${part.field}"`;
      chunks.push(Buffer.from(part.kind === 'file' ? `${disposition}; filename="${textOf(part.filename)}"${eol}Content-Type: ${part.type}${eol}${eol}` : `${disposition}${eol}${eol}`));
    } else chunks.push(Buffer.from(eol));
    chunks.push(part.kind === 'file' ? fileBytes(part.bytes, fixtures) : Buffer.from(textOf(part.value)));
    chunks.push(Buffer.from(eol));
  }
  if (form.damage !== 'no closing boundary') chunks.push(Buffer.from(`--${form.boundary}--${eol}`));
  let payload = Buffer.concat(chunks);
  let contentType = `multipart/form-data; boundary=${form.boundary}`;
  switch (form.damage) {
    case 'no boundary':
      contentType = 'multipart/form-data';
      break;
    case 'wrong boundary':
      contentType = 'multipart/form-data; boundary=not-the-one-used';
      break;
    case 'truncated':
      payload = payload.subarray(0, Math.floor(payload.length * form.cut));
      break;
    case 'LF only':
      payload = Buffer.from(payload.toString('latin1').replaceAll('\r\n', '\n'), 'latin1');
      break;
    case 'empty body':
      payload = Buffer.alloc(0);
      break;
    case 'JSON instead':
      payload = Buffer.from('{"photo":"x","elevationLevel":1}');
      break;
    default:
      break;
  }
  return { payload, contentType };
}

// The world the requests act on ------------------------------------------------------------------

interface Session {
  id: string;
  token: string;
  cookie: string;
  role: 'user' | 'root';
}

interface World {
  a: string;
  callers: Record<Caller, Session>;
  pools: Pools;
}

async function buildWorld(db: Db, fixtures: Fixtures): Promise<World> {
  const blobs = createFsBlobStore(path.join(ctx.config.dataDir, 'blobs'));
  const records = async (companyId: string) => {
    const project = await buildProject(db, { companyId });
    const survey = await buildSurvey(db, { companyId, projectId: project.id });
    const photo = await buildPhoto(db, { companyId, surveyId: survey.id });
    for (const key of [photo.originalKey, photo.displayKey, photo.thumbKey]) await blobs.put(key, fixtures.png, 'image/png');
    // A background too, so that GET /api/surveys/{id}/image has something to answer.
    const background = `bg-${randomUUID()}.png`;
    await blobs.put(background, fixtures.png, 'image/png');
    await db.update(surveys).set({ uploadedImageKey: background }).where(eq(surveys.id, survey.id));
    const template = await buildTemplate(db, { companyId });
    const invitation = await buildInvitation(db, { companyId, email: `invitee-${randomUUID().slice(0, 8)}@example.com` });
    const member = await buildUser(db, { companyId });
    return { project: project.id, survey: survey.id, photo: photo.id, template: template.id, invitation: invitation.id, member: member.id, company: companyId, token: invitation.token, emails: [invitation.email, member.email] };
  };
  const a = (await buildCompany(db)).id;
  const b = (await buildCompany(db)).id;
  const own = await records(a);
  const other = await records(b);
  const session = async (role: 'user' | 'root'): Promise<Session> => {
    const row = await buildUser(db, role === 'root' ? { role } : { companyId: a });
    const { token, cookie } = await buildSession(db, row.id);
    return { id: row.id, token, cookie, role };
  };
  const user = await session('user');
  const root = await session('root');
  const { token: ownToken, emails: ownEmails, ...ownIds } = own;
  const { token: otherToken, emails: otherEmails, ...otherIds } = other;
  return {
    a,
    callers: { user, root },
    pools: {
      own: { ...ownIds, user: user.id },
      other: otherIds,
      tokens: [ownToken, otherToken],
      emails: [...ownEmails, ...otherEmails],
      pngDataUrl: `data:image/png;base64,${fixtures.png.toString('base64')}`,
    },
  };
}

/** After a write succeeded, puts the two callers back as they were: active, signed in, same role. */
async function repairCallers(db: Db, world: World) {
  for (const caller of Object.values(world.callers)) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, caller.id));
    if (!row) {
      const rebuilt = await buildUser(db, caller.role === 'root' ? { role: 'root' } : { companyId: world.a });
      caller.id = rebuilt.id;
    }
    await db
      .update(users)
      .set({ status: 'active', mustChangePassword: false, role: caller.role, companyId: caller.role === 'root' ? null : world.a })
      .where(inArray(users.id, [caller.id]));
    await db
      .insert(sessions)
      .values({ idHash: hashSessionToken(caller.token), userId: caller.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .onConflictDoNothing();
  }
}

function toInject(route: { method: string; template: string }, request: HostileRequest, world: World, fixtures: Fixtures): InjectOptions {
  const url =
    route.template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const param = request.params[name]!;
      return 'raw' in param ? param.raw : encodeText(textOf(param.text));
    }) +
    (request.query === null
      ? ''
      : 'raw' in request.query
        ? `?${request.query.raw}`
        : `?${request.query.entries.map(([key, value]) => `${encodeText(textOf(key))}=${encodeText(textOf(value))}`).join('&')}`);
  const headers: Record<string, string> = { cookie: world.callers[request.caller].cookie };
  let payload: string | Buffer | undefined;
  const { body } = request;
  if (body.kind === 'json') {
    payload = toJsonText(body.value);
    headers['content-type'] = body.contentType;
  } else if (body.kind === 'raw') {
    const raw = RAW_BODIES[body.label]!();
    payload = raw.payload;
    if (raw.contentType) headers['content-type'] = raw.contentType;
  } else if (body.kind === 'multipart') {
    const form = encodeForm(body.form, fixtures);
    payload = form.payload;
    headers['content-type'] = form.contentType;
  }
  return { method: route.method as InjectOptions['method'], url, headers, ...(payload !== undefined ? { payload } : {}) };
}

/** Whether a value holds a string (or a key) with NUL or a lone surrogate. */
function hasBadText(value: unknown): boolean {
  if (value instanceof Repeat) return hasBadText(value.unit);
  if (value instanceof RawJson) return false;
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasBadText);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, v]) => hasBadText(key) || hasBadText(v));
  return false;
}

/** What is wrong with an answer, or undefined. */
function answerProblem(response: LightMyRequestResponse, sentBadText: boolean): string | undefined {
  if (response.statusCode >= 500) return `server error ${response.statusCode}`;
  if (response.statusCode >= 400) return catalogueProblem(response.statusCode, response.body);
  // DESIGN §12: one shared string schema refuses NUL and lone surrogates with 400.
  if (sentBadText) return `${response.statusCode} for a body with a NUL or a lone surrogate, which must be refused with 400`;
  // DESIGN §12: strings never carry NUL or lone surrogates, so no answer can hold one.
  if (String(response.headers['content-type'] ?? '').startsWith('application/json') && hasBadText(response.json())) {
    return `${response.statusCode} answer holds a NUL or a lone surrogate`;
  }
  return undefined;
}

const describeRequest = (options: InjectOptions) => {
  const payload = options.payload === undefined ? '' : Buffer.isBuffer(options.payload) ? options.payload.toString('latin1') : String(options.payload);
  const url = String(options.url);
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url} content-type=${(options.headers as Record<string, string>)['content-type'] ?? '-'} body(${payload.length})=${JSON.stringify(payload.slice(0, 300))}`;
};

// A request the server never answers is a failure to report, not a reason to wait forever. Once
// one has hung, fast-check's smaller candidates get less patience, so that shrinking ends.
const PATIENCE_MS = 30_000;
const SHRINK_PATIENCE_MS = 3_000;

async function answerOf(options: InjectOptions, patienceMs: number): Promise<LightMyRequestResponse | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), patienceMs);
  });
  try {
    return await Promise.race([ctx.app.inject(options), silence]);
  } finally {
    clearTimeout(timer);
  }
}

describe('hostile input', () => {
  it(`answers ${TOTAL_RUNS} generated requests as the user and as root without a 5xx, every error from the catalogue`, async () => {
    const db = ctx.database.db;
    const fixtures: Fixtures = { png: await smallPng(), jpeg: await noisyJpeg(320, 240), bomb: pixelBombPng() };
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const routes = Object.entries(doc.paths)
      .flatMap(([template, methods]) => Object.entries(methods).map(([method, operation]) => ({ template, method: method.toUpperCase(), operation })))
      // Signing out would end the sessions every other request rides on.
      .filter((r) => !r.template.endsWith('/logout'));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.template}`)).toContain(UPLOAD_ROUTE);

    const others = routes.length - 1;
    let requests = 0;
    let runs = 0;
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const key = `${route.method} ${route.template}`;
      const isUpload = key === UPLOAD_ROUTE;
      const otherIndex = routes.slice(0, index).filter((r) => `${r.method} ${r.template}` !== UPLOAD_ROUTE).length;
      // Exactly TOTAL_RUNS in all: the upload route gets its share, the rest split what is left.
      const numRuns = isUpload ? UPLOAD_RUNS : Math.floor((TOTAL_RUNS - UPLOAD_RUNS) / others) + (otherIndex < (TOTAL_RUNS - UPLOAD_RUNS) % others ? 1 : 0);

      const world = await buildWorld(db, fixtures);
      const generator = new Generator(doc, world.pools);
      const parameters = route.operation.parameters ?? [];
      const params = fc.record(
        Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathParamArb(generator, route.template, p.name, p.schema)])) as Record<string, fc.Arbitrary<PathParam>>,
      );
      const query = queryArb(generator, route.template, parameters.filter((p) => p.in === 'query'));
      const hasBodySchema = route.operation.requestBody?.content?.['application/json']?.schema !== undefined;
      const body: fc.Arbitrary<Body> = isUpload
        ? formArb(generator).map((form) => ({ kind: 'multipart' as const, form }))
        : bodyArb(generator, route.template, route.operation.requestBody?.content?.['application/json']?.schema);
      const request = fc.record<HostileRequest>({ caller: fc.constantFrom<Caller>('user', 'root'), params, query, body });

      const seed = SEED + index;
      let hung = false;
      const details = await fc.check(
        fc.asyncProperty(fc.limitShrink(request, 60), async (generated) => {
          const options = toInject(route, generated, world, fixtures);
          requests++;
          const patience = hung ? SHRINK_PATIENCE_MS : PATIENCE_MS;
          const response = await answerOf(options, patience);
          if (!response) {
            hung = true;
            throw new Error(`no answer within ${patience / 1000} s\n    request: ${describeRequest(options)}`);
          }
          const wrote = route.method !== 'GET' && response.statusCode < 300;
          if (wrote || response.cookies.length > 0) await repairCallers(db, world);
          const { body: sent } = generated;
          const problem = answerProblem(response, sent.kind === 'json' && hasBodySchema && hasBadText(sent.value));
          if (problem) throw new Error(`${problem}\n    request: ${describeRequest(options)}\n    answer: ${response.statusCode} ${response.body.slice(0, 400)}`);
        }),
        { seed, numRuns },
      );
      runs += details.numRuns;
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(`${key} (seed ${seed}, path ${details.counterexamplePath}): ${error}\n    counterexample: ${fc.stringify(details.counterexample).slice(0, 1_500)}`);
      }
    }
    console.log(`hostile input: ${runs} generated requests (${requests} sent, shrinking included) over ${routes.length} routes, seed ${SEED}`);
    expect(failures).toEqual([]);
    // Every route ran its full count unless it failed first.
    if (failures.length === 0) expect(runs).toBe(TOTAL_RUNS);
  }, 900_000);
});
