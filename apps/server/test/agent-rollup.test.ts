import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { users } from '../src/db/schema/accounts.ts'
import { DEFAULT_AGENT_SETTINGS, type AgentSettings } from '../src/modules/agents/agent-settings.ts'
import {
  agentOf,
  noteInvitesGranted,
  teamPosition,
  validMembersRegisteredBetween,
} from '../src/modules/agents/agent-team.queries.ts'
import { teamPositionFromRows } from '../src/modules/agents/agent-team-reference.queries.ts'
import { addDays, manilaDay } from '../src/platform/manila-time.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

/**
 * The agents' team rollups (decision 111) against the team computed from its members' rows (decision
 * 051's reference): over random streams of registrations with and without an inviter, agentFill,
 * deposits, turnover days written and taken back as the projector writes them, shared devices and
 * receiving numbers (the agent's phone among them), invite rewards granted and valid-rule changes,
 * every agent's counts, members shown, commission days and unclaimed invites are the same both ways.
 */
describe('the agents’ team rollups', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 2 })
  }, 120_000)
  afterAll(() => database.close())

  const today = manilaDay(new Date())
  const days = [addDays(today, -3), addDays(today, -2), addDays(today, -1), today]

  type Op =
    | { kind: 'register'; inviter: number | null }
    | { kind: 'fill'; member: number; inviter: number }
    | { kind: 'deposit'; member: number; amount: number }
    | { kind: 'stake'; member: number; day: number; amount: number }
    | { kind: 'device'; member: number; device: number }
    | { kind: 'account'; member: number; number: number }
    | { kind: 'grant'; agent: number }
    | { kind: 'rule'; minDeposit: number; minTurnover: number }

  const index = fc.nat({ max: 1_000 })
  const op: fc.Arbitrary<Op> = fc.oneof(
    // Most invitees join the first players' teams, so that teams are big enough to share devices.
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('register' as const),
        inviter: fc.option(fc.oneof(fc.nat({ max: 2 }), index), { freq: 5 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('fill' as const), member: index, inviter: index }),
    },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('deposit' as const),
        member: index,
        amount: fc.constantFrom(50_00, 100_00, 300_00, 1_000_00),
      }),
    },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('stake' as const),
        member: index,
        day: fc.nat({ max: days.length - 1 }),
        amount: fc.integer({ min: -200_00, max: 800_00 }),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('device' as const),
        member: index,
        device: fc.nat({ max: 2 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('account' as const),
        member: index,
        number: fc.nat({ max: 5 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('grant' as const), agent: index }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('rule' as const),
        minDeposit: fc.constantFrom(0, 100_00, 200_00),
        minTurnover: fc.constantFrom(0, 300_00),
      }),
    },
  )

  it('equal the team computed from the members’ rows over random streams', async () => {
    const { db } = database
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 80 }), async (ops) => {
        const players: { id: number; code: string; mobile: string }[] = []
        let settings: AgentSettings = DEFAULT_AGENT_SETTINGS
        const pick = (i: number) => players[i % players.length]
        const run = Date.now().toString(36) + Math.floor(Math.random() * 1e6).toString(36)
        for (let i = 0; i < 3; i++) players.push(await newPlayer(null))

        async function newPlayer(inviter: string | null) {
          const id = await insertPlayer(db)
          const mobile = `+63917${run.slice(-3)}${String(id).slice(-4)}`.slice(0, 16)
          const [row] = await db
            .update(users)
            .set({ mobile, ...(inviter ? { invitedBy: inviter } : {}) })
            .where(sql`${users.id} = ${id}`)
            .returning({ code: users.inviteCode })
          return { id, code: row?.code ?? '', mobile }
        }

        for (const o of ops) {
          switch (o.kind) {
            case 'register':
              players.push(await newPlayer(o.inviter === null ? null : (pick(o.inviter)?.code ?? null)))
              break
            case 'fill': {
              const member = pick(o.member)
              const inviter = pick(o.inviter)
              if (!member || !inviter || member.id === inviter.id) break
              // agentFill's rule: no inviter yet, and no loop (the inviter is not the member's invitee).
              await db.execute(sql`
                update users m set invited_by = ${inviter.code}
                 where m.id = ${member.id} and m.invited_by is null
                   and not exists (select 1 from users i where i.id = ${inviter.id}
                                      and (i.invited_by = ${member.code}
                                           or i.invited_by in (select c.invite_code from users c where c.invited_by = ${member.code})))`)
              break
            }
            case 'deposit': {
              const member = pick(o.member)
              if (!member) break
              await db.execute(sql`
                insert into wallet_players (user_id, total_recharge) values (${member.id}, ${o.amount})
                on conflict (user_id) do update set total_recharge = wallet_players.total_recharge + ${o.amount}`)
              break
            }
            case 'stake': {
              const member = pick(o.member)
              const day = days[o.day]
              if (!member || !day) break
              // As the projector writes a step: the day (never below zero) and the total with it.
              await db.execute(sql`
                insert into turnover_days (user_id, day, game_type, stake, bets)
                values (${member.id}, ${day}, 'slots', greatest(0, ${o.amount}), 1)
                on conflict (user_id, day, game_type)
                do update set stake = greatest(0, turnover_days.stake + ${o.amount})`)
              await db.execute(sql`
                insert into turnover_totals (user_id, stake)
                select ${member.id}, coalesce(sum(stake), 0) from turnover_days where user_id = ${member.id}
                on conflict (user_id) do update set stake = excluded.stake`)
              break
            }
            case 'device': {
              const member = pick(o.member)
              if (!member) break
              await db.execute(sql`
                insert into player_devices (user_id, device_id) values (${member.id}, ${`${run}-d${o.device}`})
                on conflict do nothing`)
              break
            }
            case 'account': {
              const member = pick(o.member)
              if (!member) break
              // Numbers 0–3 are shared among players; 4 and 5 are other players' phones.
              const number =
                o.number < 4 ? `${run}-n${o.number}` : (pick(o.number * 7 + o.member)?.mobile ?? `${run}-x`)
              await db.execute(sql`
                insert into receiving_accounts (user_id, bank_id, kind, bank_name, account_number)
                values (${member.id}, ${o.number}, 'gcash', 'GCash', ${number})
                on conflict do nothing`)
              break
            }
            case 'grant': {
              const agentRow = pick(o.agent)
              if (!agentRow) break
              const agent = await agentOf(db, agentRow.id)
              const team = await teamPositionFromRows(db, agent, settings, {
                from: today,
                to: today,
                shown: 1,
              })
              const ids = team.unclaimedInvites.slice(0, 2)
              for (const member of ids)
                await db.execute(sql`
                  insert into award_grants (key, user_id, source, items)
                  values (${`award:agent:${agent.id}:invite-${member}`}, ${agent.id}, 'agent', '[]')`)
              await noteInvitesGranted(db, agent, ids)
              break
            }
            case 'rule':
              settings = {
                ...settings,
                valid: { ...settings.valid, minDeposit: o.minDeposit, minTurnover: o.minTurnover },
              }
              break
          }
        }

        const window = { from: days[0] ?? today, to: today, shown: 50 }
        for (const player of players) {
          const agent = await agentOf(db, player.id)
          const fromRows = await teamPositionFromRows(db, agent, settings, window)
          const fromRollups = await teamPosition(db, agent, settings, { ...window, invites: 'list' })
          const counted = await teamPosition(db, agent, settings, window)
          expect(counted.unclaimedInviteCount).toBe(fromRows.unclaimedInvites.length)
          expect(counted.unclaimedInvites).toEqual([])
          // The award flag's shape: whether any invite waits, and the same commission days.
          const flag = await teamPosition(db, agent, settings, { ...window, shown: 0, invites: 'any' })
          expect(flag.unclaimedInviteCount > 0).toBe(fromRows.unclaimedInvites.length > 0)
          expect([...flag.byDay]).toEqual([...fromRollups.byDay])
          expect(fromRollups.counts).toEqual(fromRows.counts)
          expect(fromRollups.members).toEqual(fromRows.members)
          expect(fromRollups.unclaimedInvites).toEqual(fromRows.unclaimedInvites)
          const nonZero = (byDay: Map<string, number>) =>
            [...byDay].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a.localeCompare(b))
          expect(nonZero(fromRollups.byDay)).toEqual(nonZero(fromRows.byDay))
          // The invite spin's count of valid invitees registered in a window, here all time.
          expect(
            await validMembersRegisteredBetween(
              db,
              agent,
              settings,
              new Date(0),
              new Date(Date.now() + 86_400_000),
            ),
          ).toBe(fromRows.counts.valid)
        }
      }),
      { numRuns: 30 },
    )
  }, 600_000)
})
