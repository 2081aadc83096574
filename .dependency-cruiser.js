import fs from 'node:fs'

/**
 * The server's module graph (issue 39, item 6; docs/ARCHITECTURE.md "Module graph"), checked by
 * `npm run lint:deps` (part of `npm run lint`, so `npm test` runs it). eslint.config.js keeps the
 * finer rules (a module imports only another's *.service.ts and *.types.ts).
 */
const SERVER = '^apps/server/src/'
const MODULE = `${SERVER}modules/([^/]+)/`

/**
 * A module reads and writes only its own tables (db/schema/<module>.ts); another area's records it
 * reaches through that area's service. Schema files named after no module belong to one:
 */
const SCHEMA_OWNERS = {
  // The rounds of games launched through providers: the catalogue's and the provider wallet's.
  'game-rounds': 'games',
}

/**
 * Known reads of another module's tables, each to be replaced by a call on the owner's service when
 * the accounts and the ledger grow read APIs. The list only shrinks: a new cross-module read fails the
 * check. The award engine's tables (rewards) are in no list: every area asks the engine's
 * award-records.service.ts (decision 110), and test/award-records-owned.test.ts also refuses raw SQL
 * naming award_grants or bonus_grants outside modules/rewards.
 */
const KNOWN_CROSS_SCHEMA_READS = {
  // users: the nicknames and avatars of an agent's team. Replace with db/views/player-directory.ts
  // (decision 121), as the desks, audiences, winners lists and the invite spin already read it.
  agents: ['accounts'],
}

/** The schema files a module may import: its own, and its known exceptions. */
function ownSchemas(module) {
  const owned = Object.entries(SCHEMA_OWNERS)
    .filter(([, owner]) => owner === module)
    .map(([file]) => file)
  return [module, ...owned, ...(KNOWN_CROSS_SCHEMA_READS[module] ?? [])]
}

const modules = fs
  .readdirSync('apps/server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Server modules import each other in one direction only: no cycle of value imports between their folders (type imports may go both ways). What a lower module needs of a higher one, the composition root (create-services.ts, admin/commands.ts) hands it.',
      scope: 'folder',
      from: { path: `${MODULE}?` },
      to: { path: `${MODULE}?`, circular: true, dependencyTypesNot: ['type-only'] },
    },
    ...modules.map((module) => ({
      name: 'own-schema-only',
      severity: 'error',
      comment: `modules/${module} imports only its own db/schema files; it reaches another area's records through that area's service.`,
      from: { path: `${SERVER}modules/${module}/` },
      to: {
        path: `${SERVER}db/schema/`,
        pathNot: `${SERVER}db/schema/(${ownSchemas(module).join('|')})\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    })),
  ],
  options: {
    includeOnly: SERVER,
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  },
}
