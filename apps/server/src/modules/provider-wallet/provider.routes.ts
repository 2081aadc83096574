import { timingSafeEqual } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { SIGNATURE_HEADER, signBody } from '../../platform/hmac.ts'
import { answerErrorsAs } from '../../platform/machine-errors.ts'
import { unstorableTextInJson } from '../../platform/storable-text.ts'
import { gameIdByProviderCode } from '../games/catalogue.service.ts'
import { hashToken } from '../games/game-sessions.service.ts'
import type { WalletAnswer, WalletPartner, WalletStatus } from './provider-wallet.types.ts'
import type { ProviderWalletService } from './provider-wallet.service.ts'

/**
 * The wallet calls outside providers make: POST /provider/<providerId>/balance|bet|win|rollback,
 * shaped like Hub88's wallet API (reference/integrations.md §2.2; docs/decisions/017). Each body is
 * signed: header `x-panalo-signature` = hex HMAC-SHA256 of the raw body with the provider's secret.
 * Amounts are integer hundredths of a peso, currency PHP, `user` our player id. Every answer is
 * `{ request_uuid, status, user, currency, balance }` with HTTP 200, except a bad signature (401) and
 * an unknown provider (404), which answer balance 0: nothing about a player is told to a forger.
 */
export const PROVIDER_STATUS: Record<WalletStatus, string> = {
  OK: 'RS_OK',
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  UNKNOWN_ROUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  UNKNOWN_PLAYER: 'RS_ERROR_UNKNOWN_USER',
  PLAYER_BLOCKED: 'RS_ERROR_USER_DISABLED',
  INVALID_REQUEST: 'RS_ERROR_WRONG_SYNTAX',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
}

const ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const
type Action = (typeof ACTIONS)[number]

const id = z.string().min(1).max(200)
const base = z.object({
  request_uuid: id,
  user: z.string().regex(/^[1-9]\d{0,15}$/),
  currency: z.string(),
  token: z.string().max(200).optional(),
  game_code: z.string().min(1).max(200).optional(),
})
const transaction = base.extend({
  game_code: z.string().min(1).max(200),
  transaction_uuid: id,
  round: id,
  round_closed: z.boolean().optional(),
})
/**
 * Just the player, to answer their balance when the rest of the body is wrong. Built once: zod
 * compiles a schema on its first parse, so a schema made per request paid for that every time.
 */
const userOnly = z.object({ user: base.shape.user })

const bodies = {
  balance: base,
  bet: transaction.extend({ token: z.string().max(200), amount: z.number() }),
  win: transaction.extend({ amount: z.number(), reference_transaction_uuid: id.optional() }),
  rollback: transaction.extend({ reference_transaction_uuid: id }),
} as const

export interface ProviderRoutesOptions {
  db: Db
  wallet: ProviderWalletService
  adapters: readonly WalletPartner[]
}

export function registerProviderRoutes(
  app: FastifyInstance,
  { db, wallet, adapters }: ProviderRoutesOptions,
): void {
  const secrets = new Map(
    adapters.flatMap((adapter) =>
      adapter.callbackSecret ? [[adapter.providerId, adapter.callbackSecret] as const] : [],
    ),
  )
  const gameIds = new Map<string, number | null>()

  async function gameIdOf(providerId: string, gameCode: string): Promise<number | null> {
    const key = `${providerId}\u0000${gameCode}`
    const known = gameIds.get(key)
    if (known !== undefined) return known
    const id = await gameIdByProviderCode(db, providerId, gameCode)
    if (id !== undefined) gameIds.set(key, id)
    return id ?? null
  }

  void app.register(async (scope) => {
    // The signature covers the raw bytes, so this scope reads JSON bodies itself.
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    // A body over the limit or not sent as JSON: unreadable, told in the wallet's terms; our own
    // failure (a bug, or the database gone) is the protocol's generic error, which the provider retries.
    answerErrorsAs(scope, (status) => ({
      status: status >= 500 ? 'RS_ERROR_UNKNOWN' : 'RS_ERROR_WRONG_SYNTAX',
      balance: 0,
      currency: 'PHP',
    }))

    scope.post<{ Params: { providerId: string; action: string } }>(
      '/provider/:providerId/:action',
      async (request, reply) => {
        const { providerId, action } = request.params
        const secret = secrets.get(providerId)
        const send = (
          httpStatus: number,
          status: string,
          balance: number,
          extra: Record<string, unknown> = {},
        ) => reply.status(httpStatus).send({ status, balance, currency: 'PHP', ...extra })
        if (!secret || !(ACTIONS as readonly string[]).includes(action))
          return send(404, 'RS_ERROR_INVALID_PARTNER', 0)
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const signature = request.headers[SIGNATURE_HEADER]
        if (typeof signature !== 'string' || !signatureMatches(signBody(secret, raw), signature))
          return send(401, 'RS_ERROR_INVALID_SIGNATURE', 0)

        const text = raw.toString('utf8')
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          return send(400, 'RS_ERROR_WRONG_SYNTAX', 0)
        }
        // A string the database cannot store (U+0000, a lone surrogate) is a body we cannot read.
        if (unstorableTextInJson(text, json)) return send(400, 'RS_ERROR_WRONG_SYNTAX', 0)
        const parsed = bodies[action as Action].safeParse(json)
        const looseUser = parsed.success ? parsed : userOnly.safeParse(json)
        const userId = looseUser.success ? Number(looseUser.data.user) : null
        const balanceOf = async () =>
          userId === null ? 0 : (await wallet.balance({ providerId, userId })).balance
        const answer = async (status: string, balance: number) =>
          send(200, status, balance, {
            request_uuid: parsed.success ? parsed.data.request_uuid : null,
            user: looseUser.success ? looseUser.data.user : null,
          })
        if (!parsed.success || userId === null) return answer('RS_ERROR_WRONG_SYNTAX', await balanceOf())
        const body = parsed.data
        if (body.currency !== 'PHP') return answer('RS_ERROR_WRONG_CURRENCY', await balanceOf())

        const reply200 = (result: WalletAnswer) => answer(PROVIDER_STATUS[result.status], result.balance)
        if (action === 'balance') return reply200(await wallet.balance({ providerId, userId }))

        const tx = body as z.infer<typeof transaction>
        const gameId = await gameIdOf(providerId, tx.game_code)
        if (gameId === null) return answer('RS_ERROR_INVALID_GAME', await balanceOf())
        const common = { providerId, userId, transactionId: tx.transaction_uuid, roundId: tx.round, gameId }

        if (action === 'bet') {
          const bet = body as z.infer<typeof bodies.bet>
          // Bets need the live session we launched, which the wallet checks in the bet's own statement
          // (no round trip of its own); wins and rollbacks never check the token.
          return reply200(
            await wallet.bet({ ...common, amount: bet.amount, sessionTokenHash: hashToken(bet.token) }),
          )
        }
        if (action === 'win') {
          const win = body as z.infer<typeof bodies.win>
          return reply200(
            await wallet.win({
              ...common,
              amount: win.amount,
              ...(win.reference_transaction_uuid
                ? { referenceTransactionId: win.reference_transaction_uuid }
                : {}),
              ...(win.round_closed !== undefined ? { roundClosed: win.round_closed } : {}),
            }),
          )
        }
        const rollback = body as z.infer<typeof bodies.rollback>
        return reply200(
          await wallet.rollback({ ...common, referenceTransactionId: rollback.reference_transaction_uuid }),
        )
      },
    )
  })
}

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
