import type { z } from 'zod'

import type { StaffRole } from './roles.ts'

/**
 * An ops call (`POST /ops/v1/<name>`): the same envelope as the player calls, answered only to staff
 * sessions of the roles it names. `signedOut` is the login alone.
 */
export interface OpsCallSpec<Req extends z.ZodObject = z.ZodObject, Res extends z.ZodType = z.ZodType> {
  roles: readonly StaffRole[] | 'signedOut'
  description: string
  request: Req
  response: Res
}

export type OpsCallDefinition<Name extends string = string, Spec extends OpsCallSpec = OpsCallSpec> = Spec & {
  name: Name
}

export function defineOpsCalls<const Specs extends Record<string, OpsCallSpec>>(
  specs: Specs,
): { [Name in keyof Specs & string]: OpsCallDefinition<Name, Specs[Name]> } {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { ...spec, name }])) as {
    [Name in keyof Specs & string]: OpsCallDefinition<Name, Specs[Name]>
  }
}
