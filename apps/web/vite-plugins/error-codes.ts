import type { Plugin } from 'vite'

import { ERRORS, OK_CODE, OK_ERRCODE } from '@panalo/contract/errors'

const VIRTUAL_ID = 'virtual:error-codes'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/**
 * The web client needs each error's errcode (to recognise, say, a forced sign-out) and the i18n key
 * of its text; the contract's catalogue also holds the English message the server sends in `msg`,
 * which the app never shows. Shipping the catalogue would put every area's English messages in the
 * entry bundle, growing with each area, so this plugin reads it at build time and emits the codes and
 * keys only (as call-meta.ts does for the calls).
 */
export function errorCodesPlugin(): Plugin {
  return {
    name: 'panalo-error-codes',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const codes = Object.fromEntries(Object.entries(ERRORS).map(([name, entry]) => [name, entry.code]))
      const keys = Object.fromEntries(Object.values(ERRORS).map((entry) => [entry.code, entry.key]))
      return [
        `export const OK_ERRCODE = ${OK_ERRCODE}`,
        `export const OK_CODE = ${OK_CODE}`,
        `export const ERROR_CODES = ${JSON.stringify(codes)}`,
        `const KEYS = ${JSON.stringify(keys)}`,
        'export function errorTextKey(code) { return KEYS[code] }',
      ].join('\n')
    },
  }
}
