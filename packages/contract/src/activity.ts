import { z } from 'zod'

/** An activity as SPEC.md §3 lists it; the activities area fills the map. */
export const activitySchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  type: z.number().int().describe('1 shows as a start-up popup.'),
  themeUrl: z.string(),
  clickAction: z.string(),
  clickType: z.number().int(),
  unloginShowStatus: z.union([z.literal(0), z.literal(1)]).describe('1: guests see it too.'),
  homeFloatShowStatus: z.union([z.literal(0), z.literal(1)]).describe('1: shows the floating bubble.'),
})
export type Activity = z.infer<typeof activitySchema>
