import type { BarredGroup } from '@panalo/contract/ops/calls/responsible-gaming'

import type { Db } from '../../db/client.ts'
import { barredDeclarations } from '../../db/schema/accounts.ts'

/**
 * Keeps a registration refused for a barred-group answer (who, which groups, from where) for the
 * responsible-gaming view: such a person may return and answer otherwise. Written outside the refused
 * request's work, so the refusal itself is unchanged.
 */
export async function recordBarredDeclaration(
  db: Db,
  declaration: { who: string; groups: BarredGroup[]; ip: string },
): Promise<void> {
  await db.insert(barredDeclarations).values(declaration)
}
