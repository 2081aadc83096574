import type { Play } from '@panalo/contract/originals'
import { DEMO_START_BALANCE } from '@panalo/contract/originals'
import { rollColorGame, settleColorGame } from '@panalo/fair/color-game'
import { minePositions, minesPayout } from '@panalo/fair/mines'
import { commitServerSeed } from '@panalo/fair/outcome'
import { spinPanaloFortune } from '@panalo/fair/panalo-fortune'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { originalsRounds } from '../src/db/schema/originals.ts'
import { createOriginalsService } from '../src/modules/originals/originals.service.ts'
import type { ProviderWallet } from '../src/modules/provider-wallet/provider-wallet.types.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

const REAL: Play = { mode: 'real' }
const DEPOSIT = 100_000

/** Panalo Originals over HTTP: seeds, the three games, resume and recovery, try-it (decision 018). */
describe('Panalo Originals', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function fundedPlayer(amount = DEPOSIT) {
    const session = await registerPlayer(t)
    await fundPlayer(t.database.db, session.user.id, amount)
    return { token: session.token, userId: session.user.id }
  }

  async function journalCount(): Promise<number> {
    const [row] = await queryRows(t.database.db, sql`select count(*)::int as n from ledger_journals`)
    return Number(row?.n)
  }

  async function storedRound(id: number) {
    const [row] = await t.database.db.select().from(originalsRounds).where(eq(originalsRounds.id, id))
    if (!row) throw new Error(`no round ${id}`)
    return row
  }

  async function serverSeedOf(roundId: number): Promise<string> {
    const [row] = await queryRows(
      t.database.db,
      sql`select p.server_seed from originals_rounds r join seed_pairs p on p.id = r.seed_pair_id where r.id = ${roundId}`,
    )
    return String(row?.server_seed)
  }

  describe('seeds', () => {
    it('commits to the server seed before play, takes a client seed and reveals the seed on rotation', async () => {
      const { token } = await fundedPlayer()
      const before = await t.call('originalsSeeds', { play: REAL }, { token })
      expect(before.errcode).toBe(0)
      expect(before.data.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
      expect(before.data.nextNonce).toBe(0)
      expect(before.data.previous).toBeNull()

      const set = await t.call(
        'originalsSetClientSeed',
        { play: REAL, clientSeed: 'lucky-jeepney_7' },
        { token },
      )
      expect(set.data).toMatchObject({
        clientSeed: 'lucky-jeepney_7',
        serverSeedHash: before.data.serverSeedHash,
      })

      const spin = await t.call('fortuneSpin', { play: REAL, bet: 100 }, { token })
      expect(spin.data.round).toMatchObject({ clientSeed: 'lucky-jeepney_7', nonce: 0, serverSeed: null })
      expect(spin.data.round.serverSeedHash).toBe(before.data.serverSeedHash)

      const rotated = await t.call('originalsRotateSeed', { play: REAL, clientSeed: 'next-one' }, { token })
      expect(rotated.data.serverSeedHash).not.toBe(before.data.serverSeedHash)
      expect(rotated.data).toMatchObject({ clientSeed: 'next-one', nextNonce: 0 })
      const previous = rotated.data.previous
      expect(previous).toMatchObject({ serverSeedHash: before.data.serverSeedHash, betsPlayed: 1 })
      // The commitment shown before play is SHA-256 of the seed revealed now.
      expect(commitServerSeed(previous?.serverSeed ?? '')).toBe(before.data.serverSeedHash)

      // The settled round now carries its seed, and packages/fair recomputes it exactly.
      const round = await t.call('originalsRound', { play: REAL, roundId: spin.data.round.id }, { token })
      expect(round.data.serverSeed).toBe(previous?.serverSeed)
      if (round.data.game !== 'panalo-fortune') throw new Error('not a Fortune round')
      const seeds = {
        serverSeed: round.data.serverSeed ?? '',
        clientSeed: round.data.clientSeed,
        nonce: round.data.nonce,
      }
      expect(spinPanaloFortune(seeds, round.data.params.bet)).toEqual(round.data.outcome)
    })

    it('refuses a bad client seed, a guest asking for real seeds and an unknown try-it session', async () => {
      const { token } = await fundedPlayer()
      for (const clientSeed of ['', 'has:colon', 'x'.repeat(65), 'spaced out'])
        expect((await t.call('originalsSetClientSeed', { play: REAL, clientSeed }, { token })).errcode).toBe(
          422,
        )
      expect((await t.call('originalsSeeds', { play: REAL })).errcode).toBe(401)
      expect((await t.call('originalsSeeds', { play: REAL }, { token: 'not-a-session' })).errcode).toBe(401)
      const unknown = await t.call('originalsSeeds', { play: { mode: 'demo', demoId: '0'.repeat(32) } })
      expect(unknown.errcode).toBe(4103)
      const malformed = await t.post('/app/v1/originalsSeeds', { play: { mode: 'demo', demoId: 'nope' } })
      expect(malformed.json.errcode).toBe(422)
    })
  })

  describe('Panalo Fortune', () => {
    it('plays 10 spins: the balance is the deposit less the stakes plus the wins, and the ledger balances', async () => {
      const { token } = await fundedPlayer()
      const rounds = []
      for (let spin = 0; spin < 10; spin++) {
        const answer = await t.call('fortuneSpin', { play: REAL, bet: 500 }, { token })
        expect(answer.errcode).toBe(0)
        rounds.push(answer.data)
      }
      const stakes = rounds.reduce((sum, answer) => sum + answer.round.stake, 0)
      const wins = rounds.reduce((sum, answer) => sum + (answer.round.win ?? 0), 0)
      expect(stakes).toBe(5_000)
      expect(rounds.at(-1)?.balance).toBe(DEPOSIT - stakes + wins)

      const recent = await t.call('originalsRecentRounds', { play: REAL, game: 'panalo-fortune' }, { token })
      expect(recent.data.rounds.map((round) => round.id)).toEqual(
        rounds.map((answer) => answer.round.id).reverse(),
      )
      let balance = DEPOSIT
      for (const round of [...recent.data.rounds].reverse()) {
        expect(round).toMatchObject({ state: 'settled', balanceBefore: balance })
        expect(round.balanceAfter).toBe(balance - round.stake + (round.win ?? 0))
        if (round.game === 'panalo-fortune') expect(round.win).toBe(round.outcome.totalWin)
        balance = round.balanceAfter ?? 0
      }
      const open = await t.call('originalsOpenRound', { play: REAL, game: 'panalo-fortune' }, { token })
      expect(open.data).toEqual({ round: null, balance })
    })

    it('refuses bets off the steps or limits and bets the balance cannot cover, writing nothing', async () => {
      const { token } = await fundedPlayer(1_000)
      const journals = await journalCount()
      for (const bet of [99, 110, 100_020, -100, 1.5])
        expect((await t.call('fortuneSpin', { play: REAL, bet }, { token })).errcode).toBe(422)
      const broke = await t.call('fortuneSpin', { play: REAL, bet: 2_000 }, { token })
      expect(broke.errcode).toBe(3001)
      expect(await journalCount()).toBe(journals)
      const recent = await t.call('originalsRecentRounds', { play: REAL, game: 'panalo-fortune' }, { token })
      expect(recent.data.rounds).toEqual([])
      expect((await t.call('fortuneSpin', { play: REAL, bet: 100 })).errcode).toBe(401)
    })
  })

  describe('Color Game', () => {
    it('rolls three dice and pays each colour k:1, as packages/fair settles it', async () => {
      const { token } = await fundedPlayer()
      const bets = [
        { colour: 'red' as const, amount: 1_000 },
        { colour: 'blue' as const, amount: 500 },
      ]
      const answer = await t.call('colorGameRoll', { play: REAL, bets }, { token })
      expect(answer.errcode).toBe(0)
      const { round } = answer.data
      if (round.game !== 'color-game') throw new Error('not a Color Game round')
      expect(round.stake).toBe(1_500)
      const seeds = {
        serverSeed: await serverSeedOf(round.id),
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      }
      const roll = rollColorGame(seeds)
      expect(round.outcome.roll).toEqual(roll)
      expect(round.win).toBe(settleColorGame(roll, bets).payout)
      expect(answer.data.balance).toBe(DEPOSIT - 1_500 + (round.win ?? 0))
    })

    it('refuses no bets, two bets on one colour, unknown colours and amounts out of range', async () => {
      const { token } = await fundedPlayer()
      const bad = [
        [],
        [
          { colour: 'red', amount: 100 },
          { colour: 'red', amount: 100 },
        ],
        [{ colour: 'purple', amount: 100 }],
        [{ colour: 'red', amount: 50 }],
        [{ colour: 'red', amount: 500_001 }],
      ]
      for (const bets of bad) {
        const answer = await t.post(
          '/app/v1/colorGameRoll',
          { ...CLIENT_FIELDS, play: REAL, bets },
          { authorization: `Bearer ${token}` },
        )
        expect(answer.json.errcode).toBe(422)
      }
      expect(
        (await t.call('colorGameRoll', { play: REAL, bets: [{ colour: 'red', amount: 100 }] })).errcode,
      ).toBe(401)
    })
  })

  describe('Mines', () => {
    it('hides the mines while open, reveals gems, cashes out at the exact multiplier and shows every mine after', async () => {
      const { token } = await fundedPlayer()
      const started = await t.call('minesStart', { play: REAL, stake: 1_000, mines: 3 }, { token })
      expect(started.errcode).toBe(0)
      const round = started.data.round
      if (round.game !== 'mines') throw new Error('not a Mines round')
      expect(round).toMatchObject({ state: 'open', win: null, balanceBefore: DEPOSIT })
      expect(round.outcome.positions).toBeNull()
      expect(started.data.balance).toBe(DEPOSIT - 1_000)

      const positions = minePositions(
        { serverSeed: await serverSeedOf(round.id), clientSeed: round.clientSeed, nonce: round.nonce },
        3,
      )
      expect((await storedRound(round.id)).outcome).toMatchObject({ positions })
      const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !positions.includes(tile))

      // Bad moves first: cash-out before a reveal, a tile off the field, someone else's round.
      const early = await t.call('minesCashout', { play: REAL, roundId: round.id }, { token })
      expect(early).toMatchObject({ errcode: 422, data: { issues: [{ path: 'roundId' }] } })
      expect(
        (await t.call('minesReveal', { play: REAL, roundId: round.id, tile: 25 }, { token })).errcode,
      ).toBe(422)
      const other = await fundedPlayer()
      expect(
        (await t.call('minesReveal', { play: REAL, roundId: round.id, tile: 0 }, { token: other.token }))
          .errcode,
      ).toBe(404)
      expect(
        (await t.call('minesCashout', { play: REAL, roundId: round.id }, { token: other.token })).errcode,
      ).toBe(404)
      expect(
        (await t.call('originalsRound', { play: REAL, roundId: round.id }, { token: other.token })).errcode,
      ).toBe(404)
      expect((await t.call('minesReveal', { play: REAL, roundId: round.id, tile: 0 })).errcode).toBe(401)

      // Another round, or a new seed pair, must wait for this one.
      expect((await t.call('minesStart', { play: REAL, stake: 100, mines: 1 }, { token })).errcode).toBe(4101)
      expect((await t.call('originalsRotateSeed', { play: REAL }, { token })).errcode).toBe(4101)

      const first = await t.call(
        'minesReveal',
        { play: REAL, roundId: round.id, tile: safe[0] ?? 0 },
        { token },
      )
      expect(first.data.round).toMatchObject({ state: 'open', outcome: { picks: [safe[0]], hitMine: false } })
      expect(
        await t.call('minesReveal', { play: REAL, roundId: round.id, tile: safe[0] ?? 0 }, { token }),
      ).toMatchObject({ errcode: 422, data: { issues: [{ path: 'tile' }] } })
      await t.call('minesReveal', { play: REAL, roundId: round.id, tile: safe[1] ?? 0 }, { token })

      const cashed = await t.call('minesCashout', { play: REAL, roundId: round.id }, { token })
      expect(cashed.errcode).toBe(0)
      const win = minesPayout(1_000, 3, 2)
      expect(cashed.data.round).toMatchObject({ state: 'settled', win, balanceAfter: DEPOSIT - 1_000 + win })
      if (cashed.data.round.game === 'mines') expect(cashed.data.round.outcome.positions).toEqual(positions)
      expect(cashed.data.balance).toBe(DEPOSIT - 1_000 + win)
      expect((await t.call('minesCashout', { play: REAL, roundId: round.id }, { token })).errcode).toBe(4102)
    })

    it('ends the round with nothing on a mine', async () => {
      const { token } = await fundedPlayer()
      const started = await t.call('minesStart', { play: REAL, stake: 500, mines: 24 }, { token })
      const round = started.data.round
      const [mine] = minePositions(
        { serverSeed: await serverSeedOf(round.id), clientSeed: round.clientSeed, nonce: round.nonce },
        24,
      )
      const boom = await t.call('minesReveal', { play: REAL, roundId: round.id, tile: mine ?? 0 }, { token })
      expect(boom.data.round).toMatchObject({ state: 'settled', win: 0, balanceAfter: DEPOSIT - 500 })
      if (boom.data.round.game === 'mines') expect(boom.data.round.outcome.hitMine).toBe(true)
      expect(boom.data.balance).toBe(DEPOSIT - 500)
    })

    it('resumes a round left mid-way: the open round comes back with its picks and its mines unchanged', async () => {
      const { token } = await fundedPlayer()
      const started = await t.call('minesStart', { play: REAL, stake: 200, mines: 5 }, { token })
      const id = started.data.round.id
      const positions = (await storedRound(id)).outcome
      const { positions: mines } = positions as { positions: number[] }
      const safe = Array.from({ length: 25 }, (_, tile) => tile).find((tile) => !mines.includes(tile)) ?? 0
      await t.call('minesReveal', { play: REAL, roundId: id, tile: safe }, { token })

      // The player leaves and comes back (a new page load asks for the open round).
      const back = await t.call('originalsOpenRound', { play: REAL, game: 'mines' }, { token })
      expect(back.data.round).toMatchObject({
        id,
        state: 'open',
        outcome: { picks: [safe], positions: null },
      })
      expect(back.data.balance).toBe(DEPOSIT - 200)
      const cashed = await t.call('minesCashout', { play: REAL, roundId: id }, { token })
      expect(cashed.data.round.win).toBe(minesPayout(200, 5, 1))
      expect((await storedRound(id)).outcome).toMatchObject({ positions: mines })
    })

    it('refuses mine counts and stakes out of range', async () => {
      const { token } = await fundedPlayer()
      for (const input of [
        { stake: 1_000, mines: 0 },
        { stake: 1_000, mines: 25 },
        { stake: 99, mines: 3 },
        { stake: 100_001, mines: 3 },
      ])
        expect((await t.call('minesStart', { play: REAL, ...input }, { token })).errcode).toBe(422)
      expect(
        (await t.call('minesReveal', { play: REAL, roundId: 999_999, tile: 1 }, { token })).errcode,
      ).toBe(404)
    })
  })

  describe('launched from /game/start', () => {
    it('plays within the launch’s game session and refuses someone else’s, another game’s or an ended one', async () => {
      const { token } = await fundedPlayer()
      const fortuneId = await gameIdOf(t.database.db, 'panalo-fortune')
      const started = await t.call('startGame', { gameId: fortuneId }, { token })
      const url = new URL(started.data.url, 'http://x')
      expect(url.pathname).toBe('/originals/panalo-fortune')
      const play: Play = { mode: 'real', launch: url.searchParams.get('launch') ?? '' }

      expect((await t.call('fortuneSpin', { play, bet: 100 }, { token })).errcode).toBe(0)
      // The same session cannot bet on another game, nor can another player use it.
      expect(
        (await t.call('colorGameRoll', { play, bets: [{ colour: 'red', amount: 100 }] }, { token })).errcode,
      ).toBe(403)
      const other = await fundedPlayer()
      expect((await t.call('fortuneSpin', { play, bet: 100 }, { token: other.token })).errcode).toBe(403)
      const forged: Play = { mode: 'real', launch: 'x'.repeat(43) }
      expect((await t.call('fortuneSpin', { play: forged, bet: 100 }, { token })).errcode).toBe(403)

      // After exitGame the session is over: no new bets, but the history still answers.
      await t.call('exitGame', { gameId: fortuneId }, { token })
      expect((await t.call('fortuneSpin', { play, bet: 100 }, { token })).errcode).toBe(403)
      const recent = await t.call('originalsRecentRounds', { play, game: 'panalo-fortune' }, { token })
      expect(recent.data.rounds).toHaveLength(1)
    })
  })

  describe('concurrency', () => {
    it('gives parallel bets distinct nonces and keeps the balance and the ledger exact', async () => {
      const { token } = await fundedPlayer()
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          index % 2 === 0
            ? t.call('fortuneSpin', { play: REAL, bet: 200 }, { token })
            : t.call('colorGameRoll', { play: REAL, bets: [{ colour: 'pink', amount: 300 }] }, { token }),
        ),
      )
      expect(answers.map((answer) => answer.errcode)).toEqual(Array(8).fill(0))
      const nonces = answers.map((answer) => answer.data.round.nonce).sort((a, b) => a - b)
      expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
      const net = answers.reduce(
        (sum, answer) => sum - answer.data.round.stake + (answer.data.round.win ?? 0),
        0,
      )
      const open = await t.call('originalsOpenRound', { play: REAL, game: 'color-game' }, { token })
      expect(open.data.balance).toBe(DEPOSIT + net)
    })

    it('settles a Mines round once when a cash-out and a reveal race', async () => {
      const { token } = await fundedPlayer()
      const started = await t.call('minesStart', { play: REAL, stake: 1_000, mines: 1 }, { token })
      const id = started.data.round.id
      const { positions } = (await storedRound(id)).outcome as { positions: number[] }
      const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !positions.includes(tile))
      await t.call('minesReveal', { play: REAL, roundId: id, tile: safe[0] ?? 0 }, { token })
      const [cashout, reveal, again] = await Promise.all([
        t.call('minesCashout', { play: REAL, roundId: id }, { token }),
        t.call('minesReveal', { play: REAL, roundId: id, tile: safe[1] ?? 0 }, { token }),
        t.call('minesCashout', { play: REAL, roundId: id }, { token }),
      ])
      expect([cashout, reveal, again].filter((answer) => answer.errcode === 0).length).toBeGreaterThanOrEqual(
        1,
      )
      const settled = await storedRound(id)
      expect(settled.state).toBe('settled')
      const open = await t.call('originalsOpenRound', { play: REAL, game: 'mines' }, { token })
      expect(open.data.balance).toBe(DEPOSIT - 1_000 + (settled.win ?? 0))
      const [wins] = await queryRows(
        t.database.db,
        sql`select count(*)::int as n from ledger_journals where idempotency_key like ${`provider:originals:${id}-%`}`,
      )
      expect(Number(wins?.n)).toBe(2)
    })
  })

  describe('interrupted rounds', () => {
    /** The real wallet, but one call of the named kind fails as a crash between bet and win would. */
    function crashOnce(kind: 'bet' | 'win'): ProviderWallet {
      const wallet = t.services.providerWallet
      let crashed = false
      return {
        balance: (call) => wallet.balance(call),
        rollback: (call) => wallet.rollback(call),
        bet: async (call, within) => {
          if (kind === 'bet' && !crashed) {
            crashed = true
            throw new Error('crash before the bet')
          }
          return wallet.bet(call, within)
        },
        win: async (call, within) => {
          if (kind === 'win' && !crashed) {
            crashed = true
            throw new Error('crash after the bet')
          }
          return wallet.win(call, within)
        },
      }
    }

    it('settles a spin whose win was never paid on the player’s return, with the outcome already drawn', async () => {
      const { token, userId } = await fundedPlayer()
      const crashing = createOriginalsService({
        db: t.database.db,
        providerWallet: crashOnce('win'),
        resolveGameSession: async () => null,
      })
      await expect(
        crashing.play({ kind: 'player', userId }, { game: 'panalo-fortune', bet: 1_000 }),
      ).rejects.toThrow('crash after the bet')
      const [stuck] = await t.database.db
        .select()
        .from(originalsRounds)
        .where(eq(originalsRounds.userId, userId))
      expect(stuck).toMatchObject({ state: 'settling', balanceBefore: DEPOSIT })
      const drawn = stuck?.outcome

      const back = await t.call('originalsRecentRounds', { play: REAL, game: 'panalo-fortune' }, { token })
      const [round] = back.data.rounds
      expect(round).toMatchObject({ id: stuck?.id, state: 'settled', win: stuck?.win })
      expect(round?.outcome).toEqual(drawn)
      expect(round?.balanceAfter).toBe(DEPOSIT - 1_000 + (stuck?.win ?? 0))
      const open = await t.call('originalsOpenRound', { play: REAL, game: 'panalo-fortune' }, { token })
      expect(open.data.balance).toBe(round?.balanceAfter)
    })

    it('takes the bet and pays a Color Game round drawn before a crash, at start-up', async () => {
      const { token, userId } = await fundedPlayer()
      const crashing = createOriginalsService({
        db: t.database.db,
        providerWallet: crashOnce('bet'),
        resolveGameSession: async () => null,
      })
      const bets = [{ colour: 'green' as const, amount: 2_000 }]
      await expect(crashing.play({ kind: 'player', userId }, { game: 'color-game', bets })).rejects.toThrow()
      const [stuck] = await t.database.db
        .select()
        .from(originalsRounds)
        .where(eq(originalsRounds.userId, userId))
      expect(stuck).toMatchObject({ state: 'pending', balanceBefore: null })

      expect(await t.services.originals.recoverInterrupted()).toBeGreaterThanOrEqual(1)
      const settled = await storedRound(stuck?.id ?? 0)
      expect(settled).toMatchObject({ state: 'settled', balanceBefore: DEPOSIT, outcome: stuck?.outcome })
      expect(settled.balanceAfter).toBe(DEPOSIT - 2_000 + (stuck?.win ?? 0))
      // Finishing again changes nothing: the wallet replays the same transaction ids.
      await t.services.originals.recoverInterrupted()
      const open = await t.call('originalsOpenRound', { play: REAL, game: 'color-game' }, { token })
      expect(open.data.balance).toBe(settled.balanceAfter)
    })

    it('opens a Mines round whose bet a crash interrupted, for the player to play on', async () => {
      const { token, userId } = await fundedPlayer()
      const crashing = createOriginalsService({
        db: t.database.db,
        providerWallet: crashOnce('bet'),
        resolveGameSession: async () => null,
      })
      await expect(
        crashing.play({ kind: 'player', userId }, { game: 'mines', stake: 300, mines: 2 }),
      ).rejects.toThrow()
      const back = await t.call('originalsOpenRound', { play: REAL, game: 'mines' }, { token })
      expect(back.data.round).toMatchObject({ state: 'open', stake: 300, balanceBefore: DEPOSIT })
      expect(back.data.balance).toBe(DEPOSIT - 300)
    })
  })

  describe('try-it', () => {
    it('lets a guest play every game with demo coins and never writes a journal', async () => {
      const journals = await journalCount()
      const session = await t.call('anonymous/originalsDemo', {})
      expect(session.data.balance).toBe(DEMO_START_BALANCE)
      const play: Play = { mode: 'demo', demoId: session.data.demoId }

      let balance = DEMO_START_BALANCE
      for (let spin = 0; spin < 5; spin++) {
        const answer = await t.call('fortuneSpin', { play, bet: 1_000 }, {})
        expect(answer.errcode).toBe(0)
        expect(answer.data.round).toMatchObject({ mode: 'demo', balanceBefore: balance })
        balance = balance - 1_000 + (answer.data.round.win ?? 0)
        expect(answer.data.balance).toBe(balance)
      }
      const roll = await t.call('colorGameRoll', { play, bets: [{ colour: 'yellow', amount: 100 }] })
      balance = balance - 100 + (roll.data.round.win ?? 0)
      const mines = await t.call('minesStart', { play, stake: 100, mines: 1 })
      balance -= 100
      expect(mines.data.balance).toBe(balance)
      const { positions } = (await storedRound(mines.data.round.id)).outcome as { positions: number[] }
      const tile = positions[0] === 0 ? 1 : 0
      await t.call('minesReveal', { play, roundId: mines.data.round.id, tile })
      const cashed = await t.call('minesCashout', { play, roundId: mines.data.round.id })
      balance += minesPayout(100, 1, 1)
      expect(cashed.data.balance).toBe(balance)

      expect((await t.call('anonymous/originalsDemo', { demoId: play.demoId })).data).toEqual({
        demoId: play.demoId,
        balance,
      })
      expect(await journalCount()).toBe(journals)

      // Another session, or a player, cannot see these rounds.
      const stranger = await t.call('anonymous/originalsDemo', {})
      const strangerPlay: Play = { mode: 'demo', demoId: stranger.data.demoId }
      expect(
        (await t.call('originalsRound', { play: strangerPlay, roundId: cashed.data.round.id })).errcode,
      ).toBe(404)
      const { token } = await fundedPlayer()
      expect(
        (await t.call('originalsRound', { play: REAL, roundId: cashed.data.round.id }, { token })).errcode,
      ).toBe(404)
      const own = await t.call('originalsRound', { play, roundId: cashed.data.round.id })
      expect(own.data).toMatchObject({ mode: 'demo', state: 'settled' })
    })

    it('refuses a demo bet above the demo coins', async () => {
      const session = await t.call('anonymous/originalsDemo', {})
      const play: Play = { mode: 'demo', demoId: session.data.demoId }
      await t.database.db.execute(
        sql`update originals_demo_sessions set balance = 150 where id = ${play.demoId}`,
      )
      expect((await t.call('fortuneSpin', { play, bet: 200 })).errcode).toBe(3001)
      expect((await t.call('anonymous/originalsDemo', { demoId: play.demoId })).data.balance).toBe(150)
      await t.database.db.execute(
        sql`update originals_demo_sessions set balance = 50 where id = ${play.demoId}`,
      )
      // Out of demo coins: the session is topped up.
      expect((await t.call('anonymous/originalsDemo', { demoId: play.demoId })).data.balance).toBe(
        DEMO_START_BALANCE,
      )
      expect((await t.call('anonymous/originalsDemo', { demoId: 'bad' })).errcode).toBe(422)
    })
  })
})
