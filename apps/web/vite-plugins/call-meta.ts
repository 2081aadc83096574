import type { Plugin } from 'vite'

import { CALLS } from '@panalo/contract/call-map'
import type { CallDefinition } from '@panalo/contract/define-call'

const VIRTUAL_ID = 'virtual:call-meta'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/**
 * The web client needs two facts per call at run time: who may make it (a 401 from a non-public call
 * signs the player out) and whether it runs in the background (no timeout dialog). Reading them from
 * the contract in the browser would ship every zod schema in the entry bundle, so this plugin reads
 * the contract at build time and emits only those facts.
 */
export function callMetaPlugin(): Plugin {
  return {
    name: 'panalo-call-meta',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const calls: readonly CallDefinition[] = Object.values(CALLS)
      const meta = Object.fromEntries(
        calls.map((call) => [call.name, { access: call.access, background: call.background === true }]),
      )
      return `export const CALL_META = ${JSON.stringify(meta)}`
    },
  }
}
