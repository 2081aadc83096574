import { randomUUID, timingSafeEqual } from 'node:crypto'

import {
  DEV_AGGREGATOR_PLAY_PATH,
  DEV_AGGREGATOR_PREFIX,
  type DevErrorAnswer,
  type DevPlayErrorCode,
  type DevPlayRequest,
  type DevRoundAnswer,
  type DevSessionAnswer,
} from '@panalo/contract/dev-aggregator'

import { signBody } from '../../platform/hmac.ts'
import { playRound } from './engines.ts'
import { DEV_GAME_SHEETS } from './game-sheets.ts'
import { issueTicket, readTicket } from './session-tickets.ts'
import { createWalletClient, type WalletCallAnswer, type WalletClient } from './wallet-client.ts'

/**
 * The built-in development aggregator (docs/decisions/022-development-game-aggregator.md): it plays
 * HubPlay's catalogue when the real aggregator is not configured, outside production. It answers the
 * launch API the hubplay adapter calls, serves each game's sheet to its page, draws outcomes and moves
 * the stake and the win through Panalo's provider wallet over signed HTTP, as an outside aggregator
 * does. It keeps no state but the demo purses.
 */
export interface DevAggregatorOptions {
  /** The provider id Panalo knows it by (the catalogue's platform). */
  providerId: string
  /** Signs the launch API, the wallet calls and (derived) the session tickets. */
  secret: string
  operatorId: string
  /** Where players reach the game pages. */
  publicUrl: string
  /** Where the aggregator reaches Panalo's wallet: this server's own listening address. */
  walletUrl: () => string
  fetchImpl?: typeof fetch
  /** A number 0…n−1; node:crypto's randomInt unless a test scripts the outcomes. */
  random?: (n: number) => number
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void }
}

export interface LaunchBody {
  operator_id: string
  game_code: string
  currency: string
  user?: string | undefined
  token?: string | undefined
  lang?: string | undefined
}

export type LaunchResult = { url: string } | { error: 'unknown_operator' | 'unknown_game' | 'bad_request' }
export type PlayResult = DevRoundAnswer | DevErrorAnswer

/** Our operator id at the development aggregator. */
export const DEV_AGGREGATOR_OPERATOR_ID = 'panalo'
/** What a guest's demo purse starts with: ₱1,000. */
export const DEMO_PURSE = 100_000
/** How often a win or a rollback is sent again before the aggregator gives up and logs it. */
const SETTLE_ATTEMPTS = 3

const MESSAGES: Record<DevPlayErrorCode, string> = {
  bad_request: 'That bet is not offered in this game.',
  session_invalid: 'This game link is not valid. Open the game again from the lobby.',
  session_ended: 'This game session has ended. Open the game again from the lobby.',
  insufficient_funds: 'Not enough coins for this bet.',
  blocked: 'Play is paused on your account (your limits or a cool-off). See Self-limits.',
  cancelled: 'The round could not be completed; your stake was returned.',
  unavailable: 'The game server could not reach your wallet. Try again in a moment.',
}

function refusal(error: DevPlayErrorCode, balance: number | null): DevErrorAnswer {
  return { error, message: MESSAGES[error], balance }
}

export function createDevAggregator(options: DevAggregatorOptions) {
  const { providerId, secret, operatorId, publicUrl, log } = options
  const wallet: WalletClient = createWalletClient({
    providerId,
    secret,
    walletUrl: options.walletUrl,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  })
  const demoPurses = new Map<string, number>()

  async function settle(fields: Record<string, unknown>, action: 'win' | 'rollback') {
    let answer: WalletCallAnswer | null = null
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS && answer?.status !== 'RS_OK'; attempt += 1) {
      answer = await wallet(action, fields)
      // A definite refusal will not change on a retry.
      if (answer && answer.status !== 'RS_OK') break
    }
    if (answer?.status !== 'RS_OK') log?.error({ action, fields, answer }, 'dev aggregator could not settle')
    return answer
  }

  return {
    providerId,
    /** Whether a launch request carries the shared secret's signature of its raw body. */
    signedByOperator(raw: Buffer, signature: unknown): boolean {
      const expected = Buffer.from(signBody(secret, raw))
      const given = Buffer.from(typeof signature === 'string' ? signature.toLowerCase() : '')
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
    /** The hubplay adapter's configuration that sends its launches here. */
    hubplayConfig(): { apiUrl: string; secret: string; operatorId: string; gameOrigin: string } {
      const walletUrl = options.walletUrl
      return {
        // Read at each launch: the server's own address is known only once it listens.
        get apiUrl() {
          return `${walletUrl()}${DEV_AGGREGATOR_PREFIX}`
        },
        secret,
        operatorId,
        gameOrigin: new URL(publicUrl).origin,
      }
    },

    launch(body: LaunchBody): LaunchResult {
      if (body.operator_id !== operatorId) return { error: 'unknown_operator' }
      const sheet = DEV_GAME_SHEETS.get(body.game_code)
      if (!sheet) return { error: 'unknown_game' }
      const demo = body.currency === 'XXX'
      if (!demo && (body.currency !== 'PHP' || !body.user || !/^\d{1,15}$/.test(body.user) || !body.token))
        return { error: 'bad_request' }
      const ticket = issueTicket(secret, {
        user: demo ? null : Number(body.user),
        token: demo ? null : (body.token ?? null),
        game: sheet.code,
        mode: demo ? 'demo' : 'real',
      })
      return {
        url: `${publicUrl}${DEV_AGGREGATOR_PLAY_PATH}/${encodeURIComponent(sheet.code)}?session=${encodeURIComponent(ticket)}`,
      }
    },

    async session(text: string): Promise<DevSessionAnswer | DevErrorAnswer> {
      const ticket = readTicket(secret, text)
      const game = ticket ? DEV_GAME_SHEETS.get(ticket.game) : undefined
      if (!ticket || !game) return refusal('session_invalid', null)
      if (ticket.mode === 'demo' || ticket.user === null)
        return { game, mode: 'demo', balance: demoPurses.get(ticket.id) ?? DEMO_PURSE }
      const answer = await wallet('balance', { user: String(ticket.user), game_code: game.code })
      if (answer?.status !== 'RS_OK') return refusal('unavailable', null)
      return { game, mode: 'real', balance: answer.balance }
    },

    async play(request: DevPlayRequest): Promise<PlayResult> {
      const ticket = readTicket(secret, request.session)
      const game = ticket ? DEV_GAME_SHEETS.get(ticket.game) : undefined
      if (!ticket || !game) return refusal('session_invalid', null)
      if (!game.stakes.includes(request.stake)) return refusal('bad_request', null)
      const outcome = playRound(game, request.wager, options.random)
      if (!outcome) return refusal('bad_request', null)
      const stake = request.stake
      const win = Math.floor((stake * outcome.returns) / 100)
      const round = `dv-${randomUUID()}`
      const answer = (balance: number): DevRoundAnswer => ({
        round,
        stake,
        win,
        net: win - stake,
        balance,
        detail: outcome.detail,
      })

      if (ticket.mode === 'demo' || ticket.user === null || ticket.token === null) {
        const purse = demoPurses.get(ticket.id) ?? DEMO_PURSE
        if (purse < stake) return refusal('insufficient_funds', purse)
        const balance = purse - stake + win
        demoPurses.set(ticket.id, balance)
        return answer(balance)
      }

      const user = String(ticket.user)
      const betId = `${round}:bet`
      const common = { user, game_code: game.code, round }
      const bet = await wallet('bet', {
        ...common,
        token: ticket.token,
        transaction_uuid: betId,
        amount: stake,
      })
      if (!bet) {
        // The bet's fate is unknown (it may have been taken): roll it back, which is safe either way.
        const rollback = await settle(
          { ...common, transaction_uuid: `${round}:rollback`, reference_transaction_uuid: betId },
          'rollback',
        )
        return refusal(rollback?.status === 'RS_OK' ? 'cancelled' : 'unavailable', rollback?.balance ?? null)
      }
      if (bet.status !== 'RS_OK') {
        const code: DevPlayErrorCode =
          bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY'
            ? 'insufficient_funds'
            : bet.status === 'RS_ERROR_USER_DISABLED'
              ? 'blocked'
              : bet.status === 'RS_ERROR_TOKEN_EXPIRED' || bet.status === 'RS_ERROR_INVALID_TOKEN'
                ? 'session_ended'
                : 'unavailable'
        if (code === 'unavailable') log?.warn({ status: bet.status, round }, 'dev aggregator bet refused')
        return refusal(code, bet.balance)
      }
      // The bet is taken: the win (0 for a lost round) must close the round, whatever it takes.
      const settled = await settle(
        {
          ...common,
          transaction_uuid: `${round}:win`,
          reference_transaction_uuid: betId,
          amount: win,
          round_closed: true,
        },
        'win',
      )
      return answer(settled?.status === 'RS_OK' ? settled.balance : bet.balance)
    },
  }
}

export type DevAggregator = ReturnType<typeof createDevAggregator>
