import type { z } from 'zod'

/**
 * Who may make a call. `public` calls answer guests; `user` calls answer errcode 401 without a live
 * session. The web client reads this too: a 401 from a non-public call forces logout (SPEC.md §4).
 */
export type Access = 'public' | 'user'

export interface CallSpec<Req extends z.ZodObject = z.ZodObject, Res extends z.ZodType = z.ZodType> {
  access: Access
  /** What the call does, for the OpenAPI document and for readers of the contract. */
  description: string
  /** The call-specific body fields; the automatic request fields are added by the platform. */
  request: Req
  /** The `data` of a successful answer. */
  response: Res
  /** Still answered while maintenance is on (the config and theme the maintenance page needs). */
  duringMaintenance?: boolean
  /** A background call: the client shows no timeout dialog for it (the game heartbeat). */
  background?: boolean
}

export type CallDefinition<Name extends string = string, Spec extends CallSpec = CallSpec> = Spec & {
  name: Name
}

/** Names each call of an area after its key, so a call is written once: `'anonymous/appConfig': {…}`. */
export function defineCalls<const Specs extends Record<string, CallSpec>>(
  specs: Specs,
): { [Name in keyof Specs & string]: CallDefinition<Name, Specs[Name]> } {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { ...spec, name }])) as {
    [Name in keyof Specs & string]: CallDefinition<Name, Specs[Name]>
  }
}
