import { z } from 'zod'

import { defineOpsCalls } from '../define-ops-call.ts'

export const AUDIT_PAGE_SIZE_MAX = 200

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.string().describe('The staff account, or cli:<operator> for a command.'),
  role: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  prevHash: z.string(),
  hash: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditVerificationSchema = z.object({
  checked: z.number().int(),
  firstBroken: z
    .object({ id: z.number().int(), problem: z.string() })
    .nullable()
    .describe('The first entry whose hash or link does not hold; null when the chain is whole.'),
})
export type AuditVerification = z.infer<typeof auditVerificationSchema>

const filterText = z.string().trim().max(100).optional()

export const auditCalls = defineOpsCalls({
  auditLog: {
    roles: ['admin', 'risk'],
    description: 'The audit chain, newest first, with each entry’s hash and the previous one’s.',
    request: z.object({
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
      staff: filterText,
      action: filterText,
      target: filterText,
    }),
    response: z.object({ list: z.array(auditEntrySchema), total: z.number().int() }),
  },
  auditVerify: {
    roles: ['admin', 'risk'],
    description: 'Recomputes every hash of the audit chain and names the first broken link.',
    request: z.object({}),
    response: auditVerificationSchema,
  },
})
