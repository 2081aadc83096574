import { z } from 'zod'

import { maintenanceInfoSchema } from '../../app-config.ts'
import { defineOpsCalls } from '../define-ops-call.ts'
import { STAFF_ROLES } from '../roles.ts'

export const MAINTENANCE_MESSAGE_MAX = 300

export const settingsDeskCalls = defineOpsCalls({
  maintenanceStatus: {
    roles: STAFF_ROLES,
    description: 'Whether maintenance is on, its message and announced end.',
    request: z.object({}),
    response: maintenanceInfoSchema,
  },
  maintenanceSet: {
    roles: ['admin'],
    description:
      'Turns maintenance on (every player call answers the maintenance status) or off, as `maintenance on|off` does (audited).',
    request: z.object({
      on: z.boolean(),
      message: z.string().trim().max(MAINTENANCE_MESSAGE_MAX).default(''),
      endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    }),
    response: maintenanceInfoSchema,
  },
})
