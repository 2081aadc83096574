import { z } from 'zod'

import { activityResponseSchema, awardFlagsSchema } from '../activity.ts'
import { defineCalls } from '../define-call.ts'

/** The activity platform (SPEC.md §3, §7; docs/decisions/032-activity-platform.md). */
export const activityCalls = defineCalls({
  getActivityIds: {
    access: 'public',
    description:
      'The live activities (SPEC.md §3 activity response) as a guest sees them; getAfterLoginInfoWeb carries the signed-in player’s own totalRecharge and loginBonus3CanReceive.',
    request: z.object({}),
    response: activityResponseSchema,
  },
  activityGetStatusList: {
    access: 'user',
    description:
      'What is waiting for the player (SPEC.md §3 award-flag set): the red dots. Flags of areas not built yet are false.',
    request: z.object({}),
    response: awardFlagsSchema,
  },
})
