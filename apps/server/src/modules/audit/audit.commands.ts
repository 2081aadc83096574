import type { AdminCommand } from '../../platform/admin-command.ts'
import type { AuditService } from './audit.service.ts'

export const auditVerifyCommand: AdminCommand<{ audit: AuditService }> = {
  name: 'audit:verify',
  flags: {},
  positionals: 0,
  usage: 'audit:verify',
  summary: 'Recomputes the audit chain’s hashes and names the first broken link (fails when there is one).',
  async run({ services, print }) {
    const { checked, firstBroken } = await services.audit.verify()
    if (!firstBroken) {
      print(`The audit chain holds: ${checked} entries checked`)
      return
    }
    print(`The audit chain is broken at entry ${firstBroken.id}: ${firstBroken.problem}`)
    throw new Error(`audit chain broken at entry ${firstBroken.id}`)
  },
}
