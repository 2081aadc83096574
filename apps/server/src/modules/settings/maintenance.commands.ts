import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { MaintenanceSwitch } from './maintenance.service.ts'

const DEFAULT_MESSAGE = 'Panalo is getting an upgrade. We will be back shortly.'

export const maintenanceCommand: AdminCommand<{ maintenance: MaintenanceSwitch }> = {
  name: 'maintenance',
  flags: { message: 'value', until: 'value' },
  positionals: 1,
  usage: 'maintenance on|off|status [--message "…"] [--until 2026-12-01T08:00:00+08:00]',
  summary: 'Switch maintenance mode: every product call answers the maintenance status while it is on.',
  async run({ services, print }, args) {
    const [action] = args
    if (action === 'status') {
      const info = await services.maintenance.current()
      print(
        info.on
          ? `Maintenance is ON: ${info.message}${info.endsAt ? ` (until ${info.endsAt})` : ''}`
          : 'Maintenance is off',
      )
      return
    }
    if (action !== 'on' && action !== 'off') throw new AdminUsageError('Say on, off or status')
    const until = readOption(args, 'until')
    if (until !== undefined && Number.isNaN(Date.parse(until)))
      throw new AdminUsageError(`Not a date: ${until}`)
    const on = action === 'on'
    await services.maintenance.set({
      on,
      message: on ? (readOption(args, 'message') ?? DEFAULT_MESSAGE) : '',
      endsAt: on && until ? new Date(until).toISOString() : null,
    })
    print(on ? 'Maintenance is now ON' : 'Maintenance is now off')
  },
}
