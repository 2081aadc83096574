import fc from 'fast-check'

/**
 * Request bodies for the API fuzz tests (reliability check C12): bodies that follow a call's JSON
 * Schema (so they reach its handler with edge values), then often broken in one place with a
 * hostile value, a missing field, an extra field, or no object at all.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonSchema = Record<string, unknown>

/** Over the server's 1 MB body limit on its own. */
export const TWO_MB = 'x'.repeat(2 * 1024 * 1024)

/** Any UTF-16 code unit, so lone surrogates too. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom('dev\u0000ice123', '\u0000', '\ud800', 'a\udfff', '\udc00\ud800x'),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1e400',
      'null',
      'true',
      '__proto__',
      'constructor',
      '<script>alert(1)</script>',
      "'; drop table users; --",
      '../../etc/passwd',
      '%00',
      '\\u0000',
      '😀'.repeat(300),
      'é'.repeat(5000),
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 24 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }), weight: 2 },
  { arbitrary: fc.constant(TWO_MB), weight: 1 },
)

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, -0.5, 1e308, -1e308, 1e-300, 2 ** 31, 2 ** 53 + 2, 2 ** 63, -(2 ** 63)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** A value of the wrong kind, or a right kind out of bounds. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 4 },
  { arbitrary: fc.constantFrom<Json>(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) as fc.Arbitrary<Json>, weight: 1 },
  {
    arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    }) as fc.Arbitrary<Json>,
    weight: 1,
  },
)

/** Values that follow a JSON Schema as zod writes it (z.toJSONSchema), edge values included. */
export function conforming(schema: JsonSchema): fc.Arbitrary<Json> {
  if ('const' in schema) return fc.constant(schema.const as Json)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]))
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (choices) return fc.oneof(...choices.map(conforming))
  switch (schema.type) {
    case 'object':
      return objectOf(schema)
    case 'array': {
      const minLength = (schema.minItems as number | undefined) ?? 0
      const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 4, 4))
      return fc.array(conforming((schema.items as JsonSchema | undefined) ?? {}), { minLength, maxLength })
    }
    case 'string':
      return stringOf(schema)
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? ((schema.exclusiveMinimum as number) ?? -1e12) + 1
      const max = (schema.maximum as number | undefined) ?? ((schema.exclusiveMaximum as number) ?? 1e12) - 1
      return schema.type === 'integer'
        ? fc.integer({
            min: Math.ceil(Math.max(min, -(2 ** 53 - 1))),
            max: Math.floor(Math.min(max, 2 ** 53 - 1)),
          })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>
  }
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = (schema.required ?? []) as string[]
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    const names = (schema.propertyNames as JsonSchema | undefined) ?? { type: 'string' }
    return fc.dictionary(
      conforming(names).map(String),
      conforming(schema.additionalProperties as JsonSchema),
      { maxKeys: 3 },
    ) as fc.Arbitrary<Json>
  }
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, conforming(value)]))
  return fc.record(shape, { requiredKeys: required }) as fc.Arbitrary<Json>
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0
  const maxLength = (schema.maxLength as number | undefined) ?? 64
  let text: fc.Arbitrary<string>
  if (typeof schema.pattern === 'string') text = fc.stringMatching(new RegExp(schema.pattern))
  else if (schema.format === 'email') text = fc.emailAddress()
  else
    text = fc.oneof(
      fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 24)) }),
      fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 12)) }),
      fc.constant('x'.repeat(Math.min(maxLength, 4096))),
    )
  return text.filter((value) => value.length >= minLength && value.length <= maxLength)
}

/** What to do to a conforming body. */
type Change =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'add'; at: number; name: string; value: Json }
  | { kind: 'whole'; value: Json }

const change: fc.Arbitrary<Change> = fc.oneof(
  { arbitrary: fc.constant<Change>({ kind: 'none' }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: fc.nat(),
      name: fc.oneof(
        hostileString.filter((name) => name.length < 100),
        fc.constantFrom('balance', 'userId', 'vipLevel', 'role'),
      ),
      value: hostileValue,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('whole' as const),
      value: fc.oneof(hostileValue, fc.constant<Json>([{}])),
    }),
    weight: 1,
  },
)

/** A body built on `base` (the automatic fields) and a conforming value of `schema`, then perhaps broken. */
export function fuzzedBody(schema: JsonSchema, base: Record<string, Json>): fc.Arbitrary<Json> {
  return fc
    .tuple(conforming(schema), change)
    .map(([value, how]) => apply(structuredClone({ ...base, ...(value as Record<string, Json>) }), how))
}

function apply(body: Record<string, Json>, how: Change): Json {
  if (how.kind === 'none') return body
  if (how.kind === 'whole') return how.value
  // Every field and item of the body as [container, key]; the objects also as places to add to.
  const places: [Record<string, Json> | Json[], string | number][] = []
  const objects: Record<string, Json>[] = []
  const visit = (node: Json) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        places.push([node, index])
        visit(item)
      })
    } else if (node !== null && typeof node === 'object') {
      objects.push(node)
      for (const [key, value] of Object.entries(node)) {
        places.push([node, key])
        visit(value)
      }
    }
  }
  visit(body)
  if (how.kind === 'add') {
    // defineProperty, so that a name like __proto__ becomes a field as a client's JSON would make it.
    Object.defineProperty(objects[how.at % objects.length] as object, how.name, {
      value: how.value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    return body
  }
  const place = places[how.at % places.length]
  if (!place) return body
  const [container, key] = place
  if (how.kind === 'replace') (container as Record<string | number, Json>)[key] = how.value
  else if (Array.isArray(container)) container.splice(key as number, 1)
  else Reflect.deleteProperty(container, key)
  return body
}
