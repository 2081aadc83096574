import type { AdminCommand } from '../../platform/admin-command.ts'
import { checkLedger } from './ledger-check.ts'

export const ledgerCommands: AdminCommand[] = [
  {
    name: 'ledger:check',
    flags: {},
    positionals: 0,
    usage: 'ledger:check',
    summary:
      'Proves the ledger invariants: journals sum to zero, cached balances equal their postings, no player balance is negative.',
    async run({ services, print }) {
      const result = await checkLedger(services.database.db)
      const { journals, postings, accounts } = result.counts
      const scope = `${journals} journals, ${postings} postings, ${accounts} accounts`
      if (result.ok) {
        print(`OK: ${scope}`)
        return
      }
      for (const violation of result.violations) print(violation)
      throw new Error(`${result.violations.length} ledger violation(s) in ${scope}`)
    },
  },
]
