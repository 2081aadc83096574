import type { OpsCallDefinition } from '@panalo/contract/ops/define-ops-call'
import { roleMayAct, type StaffRole } from '@panalo/contract/ops/roles'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'

/** The signed-in staff member behind a console request. */
export interface StaffPrincipal {
  staffId: number
  sessionId: number
  account: string
  displayName: string
  role: StaffRole
  sessionEndsAt: Date
}

interface BaseOpsContext {
  requestId: string
  ip: string
  userAgent: string
  log: FastifyBaseLogger
  /** Sets the session cookie (the login). */
  startSession(token: string): void
  /** Clears the session cookie (the logout). */
  clearSession(): void
}

/** Calls for roles run only with a live staff session, so their handlers receive the staff member. */
export type OpsContext<Roles extends OpsCallDefinition['roles'] = OpsCallDefinition['roles']> =
  BaseOpsContext & (Roles extends 'signedOut' ? { staff: null } : { staff: StaffPrincipal })

export interface OpsHandler {
  call: OpsCallDefinition
  handle(context: OpsContext, input: unknown): Promise<unknown>
}

/** Binds an ops call of the contract to the function that answers it (like defineHandler). */
export function defineOpsHandler<Call extends OpsCallDefinition>(
  call: Call,
  handle: (
    context: OpsContext<Call['roles']>,
    input: z.output<Call['request']>,
  ) => Promise<z.input<Call['response']>>,
): OpsHandler {
  return { call, handle: handle as OpsHandler['handle'] }
}

/** Whether a role may make a call (itself, or through a role it includes: a support lead's support). */
export function roleAllowed(call: OpsCallDefinition, role: StaffRole): boolean {
  return call.roles !== 'signedOut' && roleMayAct(call.roles, role)
}

/** The audit chain's actor of a request (modules/audit). */
export function actorOf(context: { staff: StaffPrincipal; ip: string }) {
  return { staff: context.staff.account, role: context.staff.role, ip: context.ip }
}
