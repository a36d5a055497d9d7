import fc from 'fast-check';

/**
 * fast-check arbitraries for requests described by the OpenAPI document (`GET /api/docs`), for the
 * generated-input test (openapi-fuzz.test.ts; issue 10 §5): each field gets a value its schema
 * allows or a hostile one (a wrong type, an extreme number, control characters, a huge string).
 */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  /** A text field that may hold tab and line breaks (src/contracts/fields.ts MULTI_LINE). */
  'x-multi-line'?: boolean;
}

export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  secured: boolean;
}

/** Every operation of the document, with its path and query parameters and its JSON body. */
export function operationsOf(document: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: unknown[] }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema ?? null,
      secured: (op.security ?? []).length > 0,
    })),
  );
}

export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
/** Not text at all; in a URL they arrive as bytes that are not UTF-8, which the server decodes to U+FFFD. */
export const UNPAIRED_SURROGATES = ['\ud800', '\udfff'];

/** What a multi-line field (`x-multi-line` in the OpenAPI document) may hold besides text. */
const LINE_WHITESPACE = new Set(['\t', '\n', '\r']);

/**
 * A string with a control character (or, in a JSON body, an unpaired surrogate) somewhere in it; for
 * a multi-line field, one other than tab and line breaks.
 */
export const withControlCharacter = (around: fc.Arbitrary<string> = fc.string({ maxLength: 12 }), { surrogates = true, multiLine = false } = {}) =>
  fc.tuple(around, fc.constantFrom(...CONTROL_CHARACTERS.filter((c) => !multiLine || !LINE_WHITESPACE.has(c)), ...(surrogates ? UNPAIRED_SURROGATES : [])), fc.nat()).map(([text, control, at]) => {
    const i = text.length === 0 ? 0 : at % (text.length + 1);
    return text.slice(0, i) + control + text.slice(i);
  });

const HUGE = ['x'.repeat(100_000), '9'.repeat(5_000), '\u0000'.repeat(2_000), 'é'.repeat(20_000)];
const EXTREME_NUMBERS = [0, -1, -0, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE];
const NUMBERISH = ['2147483648', '-1', '0', '1e309', '0x10', 'NaN', 'Infinity', ' 1', '1.5', '', '99999999999999999999'];

/** Any value of a wrong or extreme kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, '', [], {}, ...EXTREME_NUMBERS, ...NUMBERISH),
  withControlCharacter(),
  fc.constantFrom(...HUGE),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
);

/**
 * A value the schema allows (mostly: refinements beyond the document are not known). Its fields
 * may be hostile, unless `strict`.
 */
export function validValue(schema: JsonSchema, depth = 0, strict = false): fc.Arbitrary<unknown> {
  const plain = plainValue(schema, depth, strict);
  return schema.nullable ? fc.option(plain, { nil: null, freq: 5 }) : plain;
}

function plainValue(schema: JsonSchema, depth: number, strict: boolean): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, depth, strict)));
  switch (schema.type) {
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 || !schema.items ? fc.constant([]) : fc.array(strict ? validValue(schema.items, depth + 1, true) : fieldValue(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectValue(schema, depth + 1, strict);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** A field's value: allowed three times in five, hostile otherwise. */
export function fieldValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValue(schema, depth), weight: 3 }, { arbitrary: hostileValue, weight: 2 });
}

function objectValue(schema: JsonSchema, depth: number, strict: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const valueOf = (s: JsonSchema) => (strict ? validValue(s, depth, true) : fieldValue(s, depth));
  const shape = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valueOf(s)]));
  const known = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
  const extraSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null;
  const extra = extraSchema
    ? fc.dictionary(fc.oneof(fc.constantFrom('1', '2', '999', '1000'), fc.string({ maxLength: 6 })), valueOf(extraSchema), { maxKeys: 3 })
    : fc.constant({});
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}

/** A path or query parameter as it travels: text. */
export function parameterText(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValue(schema).map((v) => (v === null ? '' : String(v))), weight: 3 },
    { arbitrary: hostileValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')), weight: 2 },
  );
}

/** Percent-encodes a parameter; an unpaired surrogate becomes bytes that are not UTF-8, as a raw client could send. */
export function encodeParameter(value: string): string {
  return [...value]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
      return encodeURIComponent(ch);
    })
    .join('');
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** A JSON value, or a raw string sent as is (malformed JSON). */
  payload?: unknown;
  raw?: string;
}

const MALFORMED_BODIES = ['{', '[', 'null', '"text"', '{"a":1,}', '\u0000', '{"checkoutId":"\\u0000"}', '[1,2,3]', '{"__proto__":{"x":1}}'];

/** A whole request of one operation: every parameter and the body from its schema. */
export function requestOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const values = fc.tuple(...params.map((p) => (p.in === 'path' || p.required ? parameterText(p.schema).map((v) => v as string | undefined) : fc.option(parameterText(p.schema), { nil: undefined }))));
  const body: fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'raw'>> = op.body
    ? fc.oneof(
      { arbitrary: fieldValue(op.body).map((payload) => ({ payload })), weight: 9 },
      { arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((raw) => ({ raw })), weight: 1 },
    )
    : fc.constant({});
  return fc.tuple(values, body).map(([vals, b]) => {
    let path = op.path;
    const query: string[] = [];
    params.forEach((p, i) => {
      const v = vals[i];
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeParameter(v ?? ''));
      else if (v !== undefined) query.push(`${encodeURIComponent(p.name)}=${encodeParameter(v)}`);
    });
    return { method: op.method, url: query.length > 0 ? `${path}?${query.join('&')}` : path, ...b };
  });
}
