import { STAFF_ROLES, type StaffRole } from '@panalo/contract/ops/roles'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import { OpsError } from '../../platform/ops-error.ts'
import type { StaffService } from './staff.service.ts'

type StaffCommand = AdminCommand<{ staff: StaffService }>

const cliActor = (operator: string) => ({ staff: operator, role: 'cli', ip: 'cli' })

async function refusalAsUsage(work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (error) {
    if (error instanceof OpsError) throw new AdminUsageError(error.message)
    throw error
  }
}

export const staffCreateCommand: StaffCommand = {
  name: 'staff:create',
  flags: { role: 'value', password: 'value', name: 'value' },
  positionals: 1,
  usage: `staff:create <account> --role ${STAFF_ROLES.join('|')} --password <password> [--name "Display Name"]`,
  summary:
    'Creates a staff account of the operator console; its first sign-in enrols a TOTP authenticator (QR code).',
  async run({ services, print, operator }, [account, ...rest]) {
    const role = readOption(rest, 'role')
    const password = readOption(rest, 'password')
    if (!account || account.startsWith('--')) throw new AdminUsageError('Give the account name')
    if (!role || !(STAFF_ROLES as readonly string[]).includes(role))
      throw new AdminUsageError(`--role is one of ${STAFF_ROLES.join(', ')}`)
    if (!password) throw new AdminUsageError('--password is required')
    await refusalAsUsage(() =>
      services.staff.create(
        { account, role: role as StaffRole, password, displayName: readOption(rest, 'name') ?? account },
        cliActor(operator),
      ),
    )
    print(`Staff account ${account} (${role}) created; sign in at /console to enrol its authenticator`)
  },
}

export const staffDisableCommand: StaffCommand = {
  name: 'staff:disable',
  flags: {},
  positionals: 1,
  usage: 'staff:disable <account>',
  summary: 'Disables a staff account and ends its console sessions.',
  async run({ services, print, operator }, [account]) {
    if (!account) throw new AdminUsageError('Give the account name')
    await refusalAsUsage(() => services.staff.disable(account, cliActor(operator)))
    print(`Staff account ${account} is disabled`)
  },
}

export const staffResetTotpCommand: StaffCommand = {
  name: 'staff:reset-totp',
  flags: {},
  positionals: 1,
  usage: 'staff:reset-totp <account>',
  summary:
    'Forgets a staff account’s authenticator and recovery codes (a lost phone); the next sign-in enrols anew.',
  async run({ services, print, operator }, [account]) {
    if (!account) throw new AdminUsageError('Give the account name')
    await refusalAsUsage(() => services.staff.resetTotp(account, cliActor(operator)))
    print(`Staff account ${account} will enrol a new authenticator at its next sign-in`)
  },
}

export const staffListCommand: StaffCommand = {
  name: 'staff:list',
  flags: {},
  positionals: 0,
  usage: 'staff:list',
  summary: 'Lists the staff accounts, their roles and whether they have enrolled an authenticator.',
  async run({ services, print }) {
    const rows = await services.staff.list()
    for (const row of rows)
      print(
        [
          row.account,
          row.role,
          row.displayName,
          row.enrolled ? 'TOTP enrolled' : 'TOTP not enrolled',
          row.disabled ? 'DISABLED' : '',
        ]
          .filter(Boolean)
          .join('  '),
      )
    print(`${rows.length} staff account(s)`)
  },
}
