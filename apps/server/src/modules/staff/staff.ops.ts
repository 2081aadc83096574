import { staffCalls } from '@panalo/contract/ops/calls/staff'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { StaffService } from './staff.service.ts'

/** The console's sign-in, who-am-I and sign-out (docs/decisions/064-operator-console.md). */
export function staffOpsHandlers({ staff }: { staff: StaffService }): OpsHandler[] {
  return [
    defineOpsHandler(staffCalls.staffLogin, async (context, input) => {
      const signedIn = await staff.login({ ...input, ip: context.ip, userAgent: context.userAgent })
      context.startSession(signedIn.token)
      return { ...signedIn.staff, recoveryCodes: signedIn.recoveryCodes }
    }),
    defineOpsHandler(staffCalls.staffMe, async ({ staff: me }) => ({
      account: me.account,
      displayName: me.displayName,
      role: me.role,
      sessionEndsAt: me.sessionEndsAt.toISOString(),
    })),
    defineOpsHandler(staffCalls.staffLogout, async (context) => {
      await staff.logout(context.staff, context.ip)
      context.clearSession()
      return {}
    }),
  ]
}
