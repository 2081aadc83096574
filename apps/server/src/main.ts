import { buildApp } from './app.ts'
import { controlSocketPath, startControlSocket } from './admin/control-socket.ts'
import { runAdminCommand } from './admin/run-command.ts'
import { loadConfig, SCHEMA_FOLDERS } from './config.ts'
import { openDatabase } from './db/client.ts'
import { applyMigrations } from './db/migrate.ts'
import { seedDatabase, type DemoLogin } from './seed/seed.ts'

/** Starts Panalo: database → migrations → seed → HTTP server; stops cleanly on SIGTERM or SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000

const config = loadConfig()
const database = await openDatabase(config.database)
await applyMigrations(database, SCHEMA_FOLDERS)
const seed = await seedDatabase(database.db, { demo: config.env !== 'production' })
const { app, services } = await buildApp({ config, database })
const stopControlSocket = config.dataDir
  ? await startControlSocket(controlSocketPath(config.dataDir), (argv, print) =>
      runAdminCommand(services, argv, print),
    )
  : undefined

await app.listen({ port: config.port, host: config.host })
// Rounds a crash left between the bet and the win are finished with their drawn outcome.
services.originals.recoverInterrupted().then(
  (finished) => finished > 0 && app.log.info({ finished }, 'finished interrupted Originals rounds'),
  (error: unknown) => app.log.error({ err: error }, 'finishing interrupted Originals rounds failed'),
)
printBanner(seed.demoLogins)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    void (async () => {
      await stopControlSocket?.()
      await app.close()
      await database.close()
      process.exitCode = 0
    })()
  })
}

function printBanner(demoLogins: DemoLogin[]): void {
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
  lines.push('')
  process.stdout.write(`${lines.join('\n')}\n`)
}
