/**
 * The index at the end of docs/ARCHITECTURE.md: calls, tables, SQL functions and routes, each pointing
 * at its file. `node scripts/architecture-index.ts` rewrites it; with --check it fails, naming each
 * stale table, when the file differs. Everything is read from the code (the contract's call map, the
 * handler, schema and function files, the route table); only the folders they live in are named here.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { PATHS } from '../apps/web/src/lib/paths.ts'
import { CALLS, isCallName } from '../packages/contract/src/call-map.ts'
import { OPS_CALLS } from '../packages/contract/src/ops/ops-call-map.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const DOC = 'docs/ARCHITECTURE.md'
const START = '<!-- index:start -->'
const END = '<!-- index:end -->'
const CONTRACT_CALLS = 'packages/contract/src/calls'
const CONTRACT_OPS_CALLS = 'packages/contract/src/ops/calls'
const SERVER = 'apps/server/src'
const DB = 'apps/server/src/db'
const SCHEMA = 'apps/server/src/db/schema'
const FUNCTIONS = 'apps/server/src/db/functions'
const ROUTE_TABLE = 'apps/web/src/app/routes.ts'

interface Table {
  title: string
  /** A line or two on what the table lists and where it is read from. */
  about: string[]
  header: string[]
  rows: string[][]
}

/** What the code breaks of the index's rules; reported together, and nothing is written. */
const problems: string[] = []

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')
const code = (text: string): string => `\`${text}\``
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
/** A contract's description in a table cell: one line, its pipes escaped. */
const cell = (text: string): string => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()
const byColumns = (a: string[], b: string[]): number =>
  a.reduce((order, cell, column) => order || byText(cell, b[column] ?? ''), 0)

/** The files under a folder and its subfolders with that ending, relative to the repository root. */
function filesIn(folder: string, ending: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort(byText)
}

function add(map: Map<string, string[]>, key: string, file: string): void {
  map.set(key, [...(map.get(key) ?? []), file])
}

async function callsTable(): Promise<Table> {
  // A call's contract file is the one exporting the very definition the call map holds.
  const contracts = new Map<string, string[]>()
  for (const file of filesIn(CONTRACT_CALLS, '.ts')) {
    const area: Record<string, unknown> = await import(pathToFileURL(path.join(ROOT, file)).href)
    for (const exported of Object.values(area)) {
      if (typeof exported !== 'object' || exported === null) continue
      for (const [name, call] of Object.entries(exported)) {
        if (isCallName(name) && CALLS[name] === call) add(contracts, name, file)
      }
    }
  }
  // defineHandler(authCalls.accountLogin, …) or defineHandler(appCalls['anonymous/appConfig'], …)
  const handlers = new Map<string, string[]>()
  const registration =
    /\bdefineHandler\(\s*[\w$]+(?:\.[\w$]+)*?(?:\.([\w$]+)|\[\s*['"]([^'"]+)['"]\s*\])\s*[,)]/g
  for (const file of filesIn(SERVER, '.ts')) {
    for (const [, property, key] of read(file).matchAll(registration)) {
      add(handlers, property ?? key ?? '', file)
    }
  }
  for (const [name, files] of handlers) {
    if (!isCallName(name)) problems.push(`${files.join(', ')}: a handler for ${name}, which is not a call`)
  }
  const rows = Object.values(CALLS).map(({ name, access, description }) => {
    const [contract = '?', ...moreContracts] = contracts.get(name) ?? []
    const [handler = '?', ...moreHandlers] = handlers.get(name) ?? []
    if (contract === '?' || moreContracts.length > 0) {
      problems.push(
        `call ${name}: defined in ${contract === '?' ? 'no file' : 'more than one file'} of ${CONTRACT_CALLS}`,
      )
    }
    if (handler === '?') problems.push(`call ${name}: no defineHandler(<area>Calls.${name}, …) in ${SERVER}`)
    if (moreHandlers.length > 0) {
      problems.push(`call ${name}: more than one handler, in ${handlers.get(name)?.join(' and ')}`)
    }
    return {
      order: [contract, name],
      cells: [code(name), access, cell(description), code(contract), code(handler)],
    }
  })
  return {
    title: 'Calls',
    about: [
      `Every call of \`packages/contract/src/call-map.ts\`, by contract file (its area), with what the contract says`,
      `it does, and the server file that registers its handler with \`defineHandler\`.`,
    ],
    header: ['Call', 'Access', 'What it does (the contract)', 'Contract', 'Handler'],
    rows: rows.sort((a, b) => byColumns(a.order, b.order)).map((row) => row.cells),
  }
}

/** The operator console's calls (decision 064): each with its roles, contract file and handler file. */
async function opsCallsTable(): Promise<Table> {
  const all: Record<string, unknown> = OPS_CALLS
  const contracts = new Map<string, string[]>()
  for (const file of filesIn(CONTRACT_OPS_CALLS, '.ts')) {
    const area: Record<string, unknown> = await import(pathToFileURL(path.join(ROOT, file)).href)
    for (const exported of Object.values(area)) {
      if (typeof exported !== 'object' || exported === null) continue
      for (const [name, call] of Object.entries(exported)) if (all[name] === call) add(contracts, name, file)
    }
  }
  // defineOpsHandler(staffCalls.staffLogin, …)
  const handlers = new Map<string, string[]>()
  for (const file of filesIn(SERVER, '.ts'))
    for (const [, name] of read(file).matchAll(/\bdefineOpsHandler\(\s*[\w$]+\.([\w$]+)\s*[,)]/g))
      add(handlers, name ?? '', file)
  const rows = Object.values(OPS_CALLS).map(({ name, roles, description }) => {
    const [contract = '?', ...moreContracts] = contracts.get(name) ?? []
    const [handler = '?', ...moreHandlers] = handlers.get(name) ?? []
    if (contract === '?' || moreContracts.length > 0)
      problems.push(`ops call ${name}: defined in no file or more than one file of ${CONTRACT_OPS_CALLS}`)
    if (handler === '?' || moreHandlers.length > 0)
      problems.push(`ops call ${name}: no defineOpsHandler, or more than one, in ${SERVER}`)
    const who = roles === 'signedOut' ? 'signed out' : roles.join(', ')
    return {
      order: [contract, name],
      cells: [code(name), who, cell(description), code(contract), code(handler)],
    }
  })
  return {
    title: 'Ops calls',
    about: [
      `Every call of the operator console, \`packages/contract/src/ops/ops-call-map.ts\` (\`POST /ops/v1/<call>\`), with the`,
      `staff roles it answers, what the contract says it does, by contract file, and the server file that registers its`,
      `handler with \`defineOpsHandler\`.`,
    ],
    header: ['Call', 'Roles', 'What it does (the contract)', 'Contract', 'Handler'],
    rows: rows.sort((a, b) => byColumns(a.order, b.order)).map((row) => row.cells),
  }
}

function tablesTable(): Table {
  const owners = new Map<string, string[]>()
  for (const file of filesIn(SCHEMA, '.ts')) {
    for (const [, name = ''] of read(file).matchAll(/\bpgTable\(\s*['"]([^'"]+)['"]/g)) {
      add(owners, name, file)
    }
  }
  // Tables made outside Drizzle's schema, such as the migration runner's record of the functions.
  for (const file of filesIn(DB, '.ts').filter((file) => !file.startsWith(`${SCHEMA}/`))) {
    for (const [, name = ''] of read(file).matchAll(/\bcreate table (?:if not exists )?(\w+)/gi)) {
      add(owners, name, file)
    }
  }
  const rows = [...owners]
    .sort(([a], [b]) => byText(a, b))
    .map(([name, files]) => {
      if (files.length > 1) problems.push(`table ${name}: defined in ${files.join(' and ')}`)
      return [code(name), files.map(code).join(', ')]
    })
  return {
    title: 'Tables',
    about: [
      `Every \`pgTable\` in \`${SCHEMA}/\`, and the tables the server creates itself (\`create table\` in`,
      `\`${DB}/\`, such as the migration runner's record of the SQL functions).`,
    ],
    header: ['Table', 'Defined in'],
    rows,
  }
}

function functionsTable(): Table {
  const rows = filesIn(FUNCTIONS, '.sql').map((file) => {
    const name = path.posix.basename(file, '.sql')
    const text = read(file)
    const defined = /\bcreate\s+(?:or\s+replace\s+)?function\s+(\w+)/i.exec(text)?.[1]
    if (defined !== name) problems.push(`${file}: defines ${defined ?? 'no function'}, not ${name}`)
    const [first = '', next] = (/^(?:--.*\n)+/.exec(text)?.[0] ?? '')
      .split('\n')
      .map((line) => line.slice(2).trim())
    if (!first) problems.push(`${file}: opens with no -- comment saying what the function does`)
    const goesOn = next !== undefined && next !== '' && !first.endsWith('.')
    return [code(name), code(file), goesOn ? `${first} …` : first]
  })
  return {
    title: 'SQL functions',
    about: [
      `One file per function in \`${FUNCTIONS}/\`, named after it, with the first line of its opening comment`,
      `(… when the comment goes on).`,
    ],
    header: ['Function', 'File', 'What it does'],
    rows,
  }
}

/** The routes of one area file under app/routes/, as Prettier writes them: braces alone, indented by two. */
function areaRoutes(file: string): string[][] {
  const source = read(file)
  const paths: Record<string, string> = PATHS
  const list = /^export const \w+_ROUTES\b[\s\S]*?^\]/m.exec(source)?.[0] ?? ''
  const routes = [...list.matchAll(/^ {2}\{\n([\s\S]*?)^ {2}\},?$/gm)].map(([, route = '']) => route)
  const declared = list.match(/\bpath: PATHS\./g)?.length ?? 0
  if (routes.length === 0 || routes.length !== declared) {
    problems.push(`${file}: read ${routes.length} routes of the ${declared} it declares`)
  }
  return routes.map((route) => {
    const name = /\bname: '([^']+)'/.exec(route)?.[1] ?? '?'
    const key = /\bpath: PATHS\.(\w+)/.exec(route)?.[1] ?? '?'
    // import('../../features/x/x-page.tsx').then((module) => module.XPage), or () => HomePage imported above
    const lazy = /\bimport\('([^']+)'\)\s*\.then\(\s*\(?(\w+)\)?\s*=>\s*\2\.(\w+)/.exec(route)
    const eager = /\bpage: (?:async )?\(\) => (\w+)\s*,/.exec(route)?.[1]
    const from =
      eager && new RegExp(`^import \\{[^}]*\\b${eager}\\b[^}]*\\} from '([^']+)'`, 'm').exec(source)?.[1]
    const [page, component] = lazy ? [lazy[1], lazy[3]] : [from, eager]
    if (!page || !component || !paths[key]) problems.push(`${file}: could not read the route ${name}`)
    return [
      code(paths[key] ?? '?'),
      name,
      code(path.posix.join(path.posix.dirname(file), page ?? '?')),
      code(component ?? '?'),
      /\bguard: '([^']+)'/.exec(route)?.[1] ?? '—',
      /\bnavbar: true\b/.test(route) ? 'yes' : 'no',
    ]
  })
}

function routesTable(): Table {
  // ROUTES spreads the area lists in order: [...SITE_ROUTES, ...AUTH_ROUTES, …], each from routes/<area>.routes.ts.
  const table = read(ROUTE_TABLE)
  const spread = /^export const ROUTES\b[^\n]*=\s*\[([^\]]*)\]/m.exec(table)?.[1] ?? ''
  const lists = [...spread.matchAll(/\.\.\.(\w+)/g)].map(([, list = '']) => list)
  const rows = lists.flatMap((list) => {
    const from = new RegExp(`^import \\{ ${list} \\} from '\\./(routes/[\\w.-]+)'`, 'm').exec(table)?.[1]
    if (!from) {
      problems.push(`${ROUTE_TABLE}: could not find the file of ${list}`)
      return []
    }
    return areaRoutes(path.posix.join(path.posix.dirname(ROUTE_TABLE), from))
  })
  if (rows.length === 0) problems.push(`${ROUTE_TABLE}: read no routes`)
  return {
    title: 'Routes',
    about: [
      `The route table, \`${ROUTE_TABLE}\` (one file per area under \`routes/\`), in its order: each path's page,`,
      `its guard and whether the bottom navbar shows.`,
    ],
    header: ['Path', 'Name', 'Page', 'Component', 'Guard', 'Navbar'],
    rows,
  }
}

function render(table: Table): string {
  const row = (cells: string[]): string =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`
  const lines = [row(table.header), row(table.header.map(() => '---')), ...table.rows.map(row)]
  return [`### ${table.title}`, '', ...table.about, '', ...lines].join('\n')
}

/** The index's text between the markers, by table title. */
function tablesOf(index: string): Map<string, string> {
  const parts = index.split(/^(?=### )/m).map((part) => part.trim())
  return new Map(parts.map((part) => [/^### (.*)/.exec(part)?.[1] ?? '', part]))
}

/** Where a stale table first differs from what the code gives. */
function firstDifference(found: string, expected: string): string {
  const foundLines = found.split('\n')
  const expectedLines = expected.split('\n')
  const at = expectedLines.findIndex((line, index) => line !== foundLines[index])
  const line = at === -1 ? expectedLines.length : at
  const shown = (text: string | undefined): string =>
    text === undefined ? '(nothing more)' : text === '' ? '(a blank line)' : text
  return `    expected: ${shown(expectedLines[line])}\n    found:    ${shown(foundLines[line])}`
}

/**
 * Every folder that holds a tracked file has a line in the folder map (its path, or a pattern with `*`
 * for one folder name, such as `apps/web/src/features/*\/api/`), so the map cannot fall behind the tree.
 */
function checkFolderMap(doc: string): void {
  const map = /## Folder map\n+```\n([\s\S]*?)\n```/.exec(doc)?.[1]
  if (!map) {
    problems.push(`${DOC}: no folder map (a code block under "## Folder map")`)
    return
  }
  const entries = map
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter((entry) => entry.endsWith('/'))
    .map((entry) => new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]+')}$`))
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  const folders = new Set(tracked.map((file) => path.posix.dirname(file)).filter((folder) => folder !== '.'))
  for (const folder of [...folders].sort(byText))
    if (!entries.some((entry) => entry.test(`${folder}/`)))
      problems.push(`${DOC}: the folder map has no line for ${folder}/`)
}

const tables = [await callsTable(), await opsCallsTable(), tablesTable(), functionsTable(), routesTable()]
const doc = read(DOC)
checkFolderMap(doc)
const start = doc.indexOf(START)
const end = doc.indexOf(END)
if (start === -1 || end < start) problems.push(`${DOC}: no ${START} … ${END} to write the index between`)
if (problems.length > 0) {
  console.error(
    `The index of ${DOC} cannot be made:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  )
  process.exit(1)
}

const rendered = tables.map((table) => ({ title: table.title, text: render(table) }))
const index = rendered.map((table) => table.text).join('\n\n')
const current = doc.slice(start + START.length, end).trim()
if (process.argv.includes('--check')) {
  if (current === index) process.exit(0)
  const found = tablesOf(current)
  const stale = rendered.filter((table) => found.get(table.title) !== table.text)
  const what =
    stale.length === 0
      ? 'its index holds text that is not one of the tables'
      : `the ${stale.map((table) => table.title).join(', ')} ${stale.length === 1 ? 'table differs' : 'tables differ'} from the code`
  const details = stale.map((table) => {
    const text = found.get(table.title)
    return `  ${table.title}:\n${text === undefined ? '    missing' : firstDifference(text, table.text)}`
  })
  console.error(
    [`${DOC} is stale: ${what}.`, ...details, 'Run `npm run docs:index` to rewrite it.'].join('\n'),
  )
  process.exit(1)
}
writeFileSync(path.join(ROOT, DOC), `${doc.slice(0, start + START.length)}\n${index}\n${doc.slice(end)}`)
console.log(
  `${DOC}: ${tables.map((table) => `${table.rows.length} ${table.title.toLowerCase()}`).join(', ')}`,
)
