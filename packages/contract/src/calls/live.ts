import { z } from 'zod'

import { defineCalls } from '../define-call.ts'

/** Live (Live 61, /activity/live; SPEC.md §7 getLiveUrl; docs/decisions/052-live.md). */
export const liveCalls = defineCalls({
  getLiveUrl: {
    access: 'public',
    description:
      'The HLS stream the operator configured for /activity/live (an .m3u8 address), or null when no show is on.',
    request: z.object({}),
    response: z.object({
      url: z.string().nullable().describe('A path of the app or an https address of an allowed origin.'),
    }),
  },
})
