import { settingsDeskCalls } from '@panalo/contract/ops/calls/settings'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import { appendAudit } from '../audit/audit.service.ts'
import type { Db } from '../../db/client.ts'
import type { MaintenanceSwitch } from './maintenance.service.ts'

const DEFAULT_MESSAGE = 'Panalo is getting an upgrade. We will be back shortly.'

/** The maintenance switch from the console: the same setting `maintenance on|off` writes. */
export function maintenanceOpsHandlers({
  db,
  maintenance,
}: {
  db: Db
  maintenance: MaintenanceSwitch
}): OpsHandler[] {
  return [
    defineOpsHandler(settingsDeskCalls.maintenanceStatus, async () => maintenance.current()),
    defineOpsHandler(settingsDeskCalls.maintenanceSet, async (context, input) => {
      const before = await maintenance.current()
      const next = {
        on: input.on,
        message: input.on ? input.message || DEFAULT_MESSAGE : '',
        endsAt: input.on && input.endsAt ? new Date(input.endsAt).toISOString() : null,
      }
      await maintenance.set(next)
      await appendAudit(
        db,
        { staff: context.staff.account, role: context.staff.role, ip: context.ip },
        { action: 'settings.maintenance', target: 'settings:maintenance', before, after: next },
      )
      return next
    }),
  ]
}
