import type { StaffRole } from '@panalo/contract/ops/roles'

import { DepositsPage } from '../features/deposits/deposits-page.tsx'
import { MailPage } from '../features/mail/mail-page.tsx'
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.tsx'

/** Desk pages given what the staff member's role may do there (the server checks it again). */
export function WithdrawalsRoutePage({ role }: { role: StaffRole }) {
  return (
    <WithdrawalsPage canDecide={role === 'finance' || role === 'admin'} canSetFourEyes={role === 'admin'} />
  )
}

export function DepositsRoutePage({ role }: { role: StaffRole }) {
  return <DepositsPage canCredit={role === 'finance' || role === 'admin'} />
}

export function MailRoutePage({ role }: { role: StaffRole }) {
  return <MailPage canWrite={role === 'marketing' || role === 'admin'} />
}
