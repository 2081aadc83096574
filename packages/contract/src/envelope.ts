import { z } from 'zod'

/**
 * Every answer of `/app/v1/<call>` is this envelope. HTTP stays 200 for business errors; `errcode` 0
 * means success. `data` is null on errors unless the error carries details (validation issues,
 * maintenance information, a balance).
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    errcode: z.number().int(),
    msg: z.string(),
    data: data.nullable(),
  })
}

export interface Envelope<T> {
  errcode: number
  msg: string
  data: T | null
}

/** Details sent with a VALIDATION error: one entry per offending field. */
export const validationIssueSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "eventList.3.eventName".'),
  message: z.string(),
})
export type ValidationIssue = z.infer<typeof validationIssueSchema>

export const validationErrorDataSchema = z.object({ issues: z.array(validationIssueSchema) })
