import { promotionDeskCalls } from '@panalo/contract/ops/calls/promotions'
import {
  periodStart,
  previewOf,
  REWARD_AREAS,
  type RewardAreaName,
} from '@panalo/contract/ops/reward-settings'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { actorOf, defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import { appendAudit } from '../audit/audit.service.ts'
import { readPendingSetting, writeSettingFrom } from './settings.service.ts'

/**
 * How the desk reads and writes one area: its key (the settings key, or what the audit names), its
 * reader (the value in force, or its default). An area kept in settings saves a change waiting for its
 * period (`from` overrides when that period starts: the lottery's draw on sale); an area kept in its own
 * table (`save`: red-versus-blue periods, the diamond shop) writes in the save's transaction and
 * answers when it is in force. `save` may refuse with an AppError; nothing is written then.
 */
export interface RewardAreaStore {
  key: string
  read(db: Executor): Promise<unknown>
  from?(db: Executor, at: Date): Promise<Date>
  save?(tx: Executor, value: never, at: Date, shown: unknown): Promise<Date>
}

/**
 * The reward settings editors (docs/decisions/098-reward-settings-editors.md): one pair of calls for
 * every area of REWARD_AREAS. A save is checked with the area's contract schema, kept for the area's
 * next period (the next Manila midnight, Monday's for a week, the next lottery draw; at once for the
 * areas kept in their own tables) and audited with the value in force and the one saved.
 */
export function rewardSettingsOpsHandlers({
  db,
  areas,
  now = () => new Date(),
}: {
  db: Db
  areas: Record<RewardAreaName, RewardAreaStore>
  now?: () => Date
}): OpsHandler[] {
  return [
    defineOpsHandler(promotionDeskCalls.rewardSettingsGet, async (_context, input) => {
      const name = input.area as RewardAreaName
      const store = areas[name]
      const value = await store.read(db)
      const pending = store.save ? null : await readPendingSetting(db, store.key)
      const checked = pending && REWARD_AREAS[name].schema.safeParse(pending.value)
      return {
        area: name,
        value,
        preview: previewOf(name, value),
        pending:
          pending && checked?.success
            ? { value: checked.data, from: pending.from, preview: previewOf(name, checked.data) }
            : null,
      }
    }),
    defineOpsHandler(promotionDeskCalls.rewardSettingsSave, async (context, input) => {
      const name = input.area as RewardAreaName
      const store = areas[name]
      const checked = REWARD_AREAS[name].schema.safeParse(input.value)
      if (!checked.success)
        throw new AppError(
          'VALIDATION',
          checked.error.issues.map((issue) => `${issue.path.join('.') || name}: ${issue.message}`).join('; '),
        )
      const at = now()
      const from = await inTransaction(db, async (tx) => {
        const inForce = await store.read(tx)
        let from: Date
        let waiting = null
        if (store.save) {
          from = await store.save(tx, checked.data as never, at, input.shown)
        } else {
          from = store.from ? await store.from(tx, at) : periodStart(REWARD_AREAS[name].period, at)
          waiting = await readPendingSetting(tx, store.key, at)
          await writeSettingFrom(tx, store.key, checked.data, from, at)
        }
        await appendAudit(tx, actorOf(context), {
          action: `settings.reward.${name}`,
          target: store.save ? store.key : `settings:${store.key}`,
          before: { value: inForce, waiting },
          after: { value: checked.data, from: from.toISOString() },
        })
        return from
      })
      return { from: from.toISOString(), preview: previewOf(name, checked.data) }
    }),
  ]
}
