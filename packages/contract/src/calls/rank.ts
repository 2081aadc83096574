import { z } from 'zod'

import { defineCalls } from '../define-call.ts'

/** /rank (SPEC.md §2; docs/decisions/034-rank.md): this Manila week's leaderboard of VIP experience earned. */
export const RANK_LIST_SIZE = 20

const rankRowSchema = z.object({
  rank: z.number().int().min(1),
  nickname: z.string().describe('Masked: the first two characters, then ***.'),
  avatar: z.number().int(),
  experience: z
    .number()
    .int()
    .describe('VIP experience earned this week: one point per peso of valid turnover.'),
})

export const rankCalls = defineCalls({
  getRankList: {
    access: 'user',
    description:
      'This Manila week’s top players by VIP experience earned (valid turnover), nicknames masked, and the player’s own row.',
    request: z.object({}),
    response: z.object({
      week: z.string().describe('The Monday that starts the week, YYYY-MM-DD.'),
      list: z.array(rankRowSchema),
      me: z.object({
        rank: z.number().int().nullable().describe('Null until the player has played this week.'),
        experience: z.number().int(),
      }),
    }),
  },
})
