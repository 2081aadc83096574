/// <reference types="vite/client" />

/** The id of this build, compared with /builds/latest.json to notice a newer one. */
declare const __BUILD_ID__: string

declare module 'virtual:call-meta' {
  import type { Access } from '@panalo/contract/define-call'

  export const CALL_META: Record<string, { access: Access; background: boolean }>
}
