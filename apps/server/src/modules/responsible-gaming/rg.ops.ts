import { rgDeskCalls } from '@panalo/contract/ops/calls/responsible-gaming'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { RgDesk } from './rg-desk.ts'

/** The console's responsible-gaming view. */
export function rgOpsHandlers({ desk }: { desk: RgDesk }): OpsHandler[] {
  return [
    defineOpsHandler(rgDeskCalls.rgNearLimits, (_context, input) => desk.nearLimits(input)),
    defineOpsHandler(rgDeskCalls.rgExclusions, (_context, input) => desk.exclusions(input)),
    defineOpsHandler(rgDeskCalls.rgBarredDeclarations, (_context, input) => desk.barredDeclarations(input)),
  ]
}
