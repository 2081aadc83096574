import { QueryBuilder } from 'drizzle-orm/pg-core'

import { staff } from '../schema/staff.ts'

/**
 * The staff area's published read surface: who a staff member is, for other areas' queries that name
 * one beside their own rows (the withdrawal desk's approvers). Password hashes, TOTP secrets, recovery
 * codes and sessions stay the staff area's own. A plain subquery, pulled up into the caller's plan
 * like the player directory (decision 121).
 */
export const staffDirectory = new QueryBuilder({ casing: 'snake_case' })
  .select({
    id: staff.id,
    account: staff.account,
    displayName: staff.displayName,
    role: staff.role,
  })
  .from(staff)
  .as('staff_directory')
