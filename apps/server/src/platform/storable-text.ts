/**
 * Text PostgreSQL cannot store as sent: it refuses U+0000 in text and `\u0000` in jsonb (a 500 for
 * whoever sent it), and a lone UTF-16 surrogate has no UTF-8 form, so it would be stored as U+FFFD.
 * Every JSON body the server reads (product calls, game providers, payment webhooks, the operator
 * socket) is refused when a string or field name in it holds either (docs/decisions/021).
 */
export interface UnstorableText {
  /** Dotted path of the string, as zod names paths ("eventList.3.eventName"); "" for the whole value. */
  path: string
  message: string
}

const NUL_MESSAGE = 'must not contain the NUL character (U+0000)'
const SURROGATE_MESSAGE = 'must not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)'

/** The escapes that spell either in JSON text: \u0000, and \uD800 to \uDFFF in either case. */
const UNSTORABLE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/
/** In unicode mode a surrogate pair is one code point, so only lone surrogates are Cs. */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * The first unstorable string in JSON text, or null. It costs one search of the text on the common
 * path: neither can arrive but as an escape, since JSON refuses a raw U+0000 in a string and text
 * decoded from UTF-8 holds no lone surrogate (bad bytes decode to U+FFFD). Only text holding such
 * an escape (which may be `\\u0000`, an escaped backslash) is parsed, or `parsed` walked, to decide.
 * Text that is not JSON answers null: its caller answers the syntax error in its own protocol.
 */
export function unstorableTextInJson(text: string, parsed?: unknown): UnstorableText | null {
  if (!text.includes('\\u') || !UNSTORABLE_ESCAPE.test(text)) return null
  if (parsed !== undefined) return findUnstorableText(parsed)
  try {
    return findUnstorableText(JSON.parse(text))
  } catch {
    return null
  }
}

/** The first string or field name holding U+0000 or a lone surrogate in a parsed JSON value. */
export function findUnstorableText(value: unknown): UnstorableText | null {
  // Iterative, depth first in document order: a 1 MB body can nest far deeper than the call stack.
  const stack: { node: unknown; path: string }[] = [{ node: value, path: '' }]
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, path } = top
    if (typeof node === 'string') {
      const problem = problemOf(node)
      if (problem) return { path, message: problem }
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1)
        stack.push({ node: node[index], path: join(path, String(index)) })
    } else if (typeof node === 'object' && node !== null) {
      const keys = Object.keys(node)
      for (const key of keys) {
        const problem = problemOf(key)
        // The path shows the name as it would be stored: each bad character as U+FFFD.
        if (problem) return { path: join(path, readable(key)), message: `the field name ${problem}` }
      }
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string
        stack.push({ node: (node as Record<string, unknown>)[key], path: join(path, key) })
      }
    }
  }
  return null
}

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE
  return null
}

function join(path: string, segment: string): string {
  return path === '' ? segment : `${path}.${segment}`
}

function readable(key: string): string {
  return key.replaceAll('\u0000', '\ufffd').replace(new RegExp(LONE_SURROGATE, 'gu'), '\ufffd')
}
