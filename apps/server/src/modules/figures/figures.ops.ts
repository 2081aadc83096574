import { figuresDeskCalls } from '@panalo/contract/ops/calls/figures'
import { reportDeskCalls } from '@panalo/contract/ops/calls/reports'

import type { Db } from '../../db/client.ts'
import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import { readFigures } from './figures.service.ts'
import { readMarketingReport } from './marketing-report.service.ts'

/** The figures dashboard (docs/decisions/084-figures-from-daily-rollups.md): a read, not audited. */
export function figuresOpsHandlers({ db }: { db: Db }): OpsHandler[] {
  return [defineOpsHandler(figuresDeskCalls.figures, async (_context, input) => readFigures(db, input))]
}

/** The marketing report (docs/decisions/096-marketing-reports.md): a read of the rollups, not audited. */
export function reportOpsHandlers({ db }: { db: Db }): OpsHandler[] {
  return [
    defineOpsHandler(reportDeskCalls.marketingReport, async (_context, input) =>
      readMarketingReport(db, input),
    ),
  ]
}
