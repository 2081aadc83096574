import { buildApp } from './app.ts'
import { startControlSocket } from './admin/control-socket.ts'
import { runAdminCommand } from './admin/run-command.ts'
import { loadConfig, SCHEMA_FOLDERS } from './config.ts'
import { openDatabase } from './db/client.ts'
import { applyMigrations } from './db/migrate.ts'
import { createMetricsRegistry, startMetricsServer } from './platform/metrics.ts'
import { shutDownOnSignals } from './platform/shutdown.ts'
import type { DemoStaffLogin } from './seed/demo-admin.seed.ts'
import { seedDatabase, type DemoLogin } from './seed/seed.ts'

// Starts Panalo: database → migrations → seed → HTTP server; drains on SIGTERM (platform/shutdown.ts).
const config = loadConfig()
const database = await openDatabase(config.database)
await applyMigrations(database, SCHEMA_FOLDERS)
const seed = await seedDatabase(database.db, { demo: config.env !== 'production' })
const { app, services, readiness } = await buildApp({ config, database })
const stopControlSocket = config.controlSocket
  ? await startControlSocket(config.controlSocket, (argv, print, operator) =>
      runAdminCommand(services, argv, print, operator),
    )
  : undefined

await app.listen({ port: config.port, host: config.host })
const metricsServer = config.metrics.port
  ? await startMetricsServer(createMetricsRegistry(database), config.metrics.port, config.host)
  : undefined
// Rounds a crash left between the bet and the win are finished with their drawn outcome.
services.originals.recoverInterrupted().then(
  (finished) => finished > 0 && app.log.info({ finished }, 'finished interrupted Originals rounds'),
  (error: unknown) => app.log.error({ err: error }, 'finishing interrupted Originals rounds failed'),
)
printBanner(seed.demoLogins, seed.demoStaff)

shutDownOnSignals({
  readiness,
  log: app.log,
  async close() {
    await stopControlSocket?.()
    await app.close()
    await metricsServer?.close()
    await database.close()
  },
})

function printBanner(demoLogins: DemoLogin[], demoStaff: DemoStaffLogin | null): void {
  const url = config.publicUrl
  const lines = [
    '',
    `  Panalo is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ]
  if (demoLogins.length > 0) {
    lines.push('  Demo logins:')
    for (const login of demoLogins)
      lines.push(`    ${login.label}: account ${login.account}, password ${login.password}`)
  }
  if (demoStaff)
    lines.push(
      `  operator console: ${url}/console  account ${demoStaff.account}  password ${demoStaff.password}  TOTP secret ${demoStaff.totpSecret}`,
    )
  lines.push('')
  process.stdout.write(`${lines.join('\n')}\n`)
}
