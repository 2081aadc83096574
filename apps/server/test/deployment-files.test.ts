import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { loadConfig } from '../src/config.ts'
import { envSchema } from '../src/config-env.ts'

/**
 * The Dockerfile, compose.yaml and deploy/haproxy.cfg (decision 073) are not run here (no Docker on
 * this machine), so what can drift is checked: they name only variables config-env.ts reads, the
 * production compose environment is one loadConfig accepts, and the balancer's servers are the
 * compose instances, checked on /ready while Docker checks /health.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8')
const PANALO_VARIABLES = new Set(Object.keys(envSchema.shape))
/** Variables of the runtime, not of Panalo. */
const NODE_VARIABLES = new Set(['NODE_ENV'])

interface Compose {
  'x-panalo': { environment: Record<string, string>; volumes: string[] }
  services: Record<string, { hostname?: string; environment?: Record<string, string>; image?: string }>
}
const compose = parse(read('compose.yaml'), { merge: true }) as Compose
const panaloServices = Object.entries(compose.services).filter(([, service]) => service.image === 'panalo')

/** The value compose would pass with its ${VAR:?…} and ${VAR:-default} filled as an operator's .env would. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_match, name: string, kind?: string, rest?: string) => {
      if (kind === '-') return rest ?? ''
      if (name === 'PUBLIC_URL' || name.endsWith('_URL')) return `https://${name.toLowerCase()}.example.ph`
      if (name === 'PAYMONGO_SECRET_KEY') return 'sk_live_0123456789abcdef'
      return `${name.toLowerCase()}-0123456789abcdef`
    },
  )
}

describe('deployment files', () => {
  it('the Dockerfile sets only variables Panalo reads (or Node does)', () => {
    const names = [...read('Dockerfile').matchAll(/^ENV\s+((?:\\\n|.)*)$/gm)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/(\w+)=/g)].map((pair) => pair[1]),
    )
    expect(names).toContain('PANALO_ENV')
    for (const name of names)
      expect(PANALO_VARIABLES.has(name ?? '') || NODE_VARIABLES.has(name ?? ''), name).toBe(true)
  })

  it('compose gives every instance the same environment, of variables config-env.ts reads', () => {
    expect(panaloServices.map(([name]) => name)).toEqual(['panalo1', 'panalo2', 'panalo3'])
    const environment = compose['x-panalo'].environment
    for (const name of Object.keys(environment)) expect(PANALO_VARIABLES.has(name), name).toBe(true)
    for (const [, service] of panaloServices) expect(service.environment).toEqual(environment)
  })

  it('that environment, filled in, is a production configuration Panalo starts with', () => {
    const environment = Object.fromEntries(
      Object.entries(compose['x-panalo'].environment).map(([name, value]) => [
        name,
        interpolate(String(value)),
      ]),
    )
    const config = loadConfig(environment)
    expect(config.env).toBe('production')
    expect(config.database.kind).toBe('postgres')
    expect(config.trustProxy).toBe(true)
    expect(config.metrics.port).toBe(9100)
    expect(config.uploadDir).toBe('/var/lib/panalo/uploads')
    // Every instance mounts the uploads where UPLOAD_DIR points.
    expect(compose['x-panalo'].volumes).toContain('uploads:/var/lib/panalo/uploads')
  })

  it('the balancer sends to the compose instances by name, checked on /ready', () => {
    const haproxy = read('deploy/haproxy.cfg')
    const servers = [...haproxy.matchAll(/^\s*server (\S+) (\S+):8080 check$/gm)].map((match) => [
      match[1],
      match[2],
    ])
    expect(servers).toEqual(panaloServices.map(([name, service]) => [name, service.hostname]))
    expect(haproxy).toMatch(/^\s*option httpchk GET \/ready$/m)
    expect(read('Dockerfile')).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/health/)
  })
})
