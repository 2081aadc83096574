import { auditCalls } from '@panalo/contract/ops/calls/audit'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { AuditService } from './audit.service.ts'

export function auditOpsHandlers({ audit }: { audit: AuditService }): OpsHandler[] {
  return [
    defineOpsHandler(auditCalls.auditLog, (_context, input) =>
      audit.page(
        { staff: input.staff, action: input.action, target: input.target },
        input.pageNum,
        input.pageSize,
      ),
    ),
    defineOpsHandler(auditCalls.auditVerify, () => audit.verify()),
  ]
}
