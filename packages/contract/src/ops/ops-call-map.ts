import type { z } from 'zod'

import { auditCalls } from './calls/audit.ts'
import { depositDeskCalls } from './calls/deposits.ts'
import { feedbackDeskCalls } from './calls/feedback.ts'
import { figuresDeskCalls } from './calls/figures.ts'
import { kycDeskCalls } from './calls/kyc.ts'
import { mailDeskCalls } from './calls/mail.ts'
import { playerDeskCalls } from './calls/players.ts'
import { reportDeskCalls } from './calls/reports.ts'
import { promotionDeskCalls } from './calls/promotions.ts'
import { rgDeskCalls } from './calls/responsible-gaming.ts'
import { serviceDeskCalls } from './calls/service.ts'
import { settingsDeskCalls } from './calls/settings.ts'
import { staffCalls } from './calls/staff.ts'
import { themeDeskCalls } from './calls/themes.ts'
import { withdrawalDeskCalls } from './calls/withdrawals.ts'

/**
 * Every call of the operator console (`POST /ops/v1/<name>`), by name. The server refuses to start if
 * one has no handler; the console's client is typed from this map.
 */
export const OPS_CALLS = {
  ...staffCalls,
  ...auditCalls,
  ...withdrawalDeskCalls,
  ...kycDeskCalls,
  ...depositDeskCalls,
  ...playerDeskCalls,
  ...rgDeskCalls,
  ...settingsDeskCalls,
  ...figuresDeskCalls,
  ...themeDeskCalls,
  ...feedbackDeskCalls,
  ...serviceDeskCalls,
  ...mailDeskCalls,
  ...reportDeskCalls,
  ...promotionDeskCalls,
}

export type OpsCalls = typeof OPS_CALLS
export type OpsCallName = keyof OpsCalls
export type OpsCallInput<Name extends OpsCallName> = z.input<OpsCalls[Name]['request']>
export type OpsCallOutput<Name extends OpsCallName> = z.output<OpsCalls[Name]['response']>
