import { eq } from 'drizzle-orm'

import type { Executor, Tx } from '../db/client.ts'
import { staff } from '../db/schema/staff.ts'
import { appendAudit } from '../modules/audit/audit.service.ts'
import { newTotpSecret } from '../modules/staff/totp.ts'
import { hashPassword } from '../platform/secrets.ts'

/**
 * The console's demo admin, which `npm start` prints with its TOTP secret so a newcomer and a test can
 * sign in (decision 064). Never seeded in production: there the first admin comes from staff:create.
 */
export const DEMO_ADMIN = {
  account: 'demo-admin',
  password: 'PanaloConsole2026',
  displayName: 'Demo Admin',
} as const

export async function seedDemoAdmin(tx: Tx): Promise<void> {
  await tx.insert(staff).values({
    account: DEMO_ADMIN.account,
    displayName: DEMO_ADMIN.displayName,
    role: 'admin',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    totpSecret: newTotpSecret(),
    createdBy: 'seed',
  })
  await appendAudit(
    tx,
    { staff: 'seed', role: 'seed', ip: 'seed' },
    { action: 'staff.create', target: `staff:${DEMO_ADMIN.account}`, after: { role: 'admin', demo: true } },
  )
}

export interface DemoStaffLogin {
  account: string
  password: string
  totpSecret: string
}

export async function demoAdminLogin(db: Executor): Promise<DemoStaffLogin | null> {
  const [row] = await db
    .select({ secret: staff.totpSecret })
    .from(staff)
    .where(eq(staff.account, DEMO_ADMIN.account))
  return row?.secret
    ? { account: DEMO_ADMIN.account, password: DEMO_ADMIN.password, totpSecret: row.secret }
    : null
}
