import { createHash } from 'node:crypto'

/**
 * Headers for the web app's documents and files. The Content-Security-Policy allows no inline script
 * and no third-party script origin, so an injected script cannot run and read the session token; the
 * only inline styles allowed are the ones index.html was built with, by hash.
 */
export function contentSecurityPolicy(
  inlineStyleHashes: readonly string[],
  frameOrigins: readonly string[],
  streamOrigins: readonly string[] = [],
): string {
  const styleHashes = inlineStyleHashes.map((hash) => ` '${hash}'`).join('')
  const frames = frameOrigins.map((origin) => ` ${origin}`).join('')
  // A live stream plays from these (decision 052); hls.js fetches its segments and feeds them as blobs.
  const streams = streamOrigins.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHashes}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${streams}`,
    `media-src 'self' blob:${streams}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src 'self'${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Headers sent with every static file and document. */
export function documentHeaders(csp: string, hsts: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    'x-frame-options': 'SAMEORIGIN',
  }
  if (hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/** CSP hashes ('sha256-…') of the inline <style> elements of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  )
}
