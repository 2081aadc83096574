/// <reference types="vite/client" />

/** The id of this build, compared with /builds/latest.json to notice a newer one. */
declare const __BUILD_ID__: string

declare module 'virtual:call-meta' {
  import type { Access } from '@panalo/contract/define-call'

  export const CALL_META: Record<string, { access: Access; background: boolean }>
}

declare module 'virtual:error-codes' {
  import type { ErrorName } from '@panalo/contract/errors'

  export const OK_ERRCODE: 0
  export const OK_CODE: 200
  /** Each error's errcode by name: the contract's catalogue without its English messages. */
  export const ERROR_CODES: Readonly<Record<ErrorName, number>>
  /** The i18n key of an errcode's text, or undefined for a code the contract does not know. */
  export function errorTextKey(code: number): string | undefined
}
