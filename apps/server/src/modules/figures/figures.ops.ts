import { figuresDeskCalls } from '@panalo/contract/ops/calls/figures'

import type { Db } from '../../db/client.ts'
import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import { readFigures } from './figures.service.ts'

/** The figures dashboard (docs/decisions/084-figures-from-daily-rollups.md): a read, not audited. */
export function figuresOpsHandlers({ db }: { db: Db }): OpsHandler[] {
  return [defineOpsHandler(figuresDeskCalls.figures, async (_context, input) => readFigures(db, input))]
}
