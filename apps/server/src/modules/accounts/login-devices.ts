import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Executor } from '../../db/client.ts'
import { readOrInitSetting } from '../settings/settings.service.ts'

/** The settings row holding the key device tokens are signed with: made once, shared by every server. */
const KEY_SETTING = 'loginDeviceKey'

/**
 * Device tokens (decision 061, OWASP's device-cookie scheme): a browser that has logged in to an
 * account is given `<userId>.<nonce>.<mac>`, the HMAC of the account and a random nonce under a
 * server key. Presented with a later password login of that account, it gives the login its own
 * allowance of failures (keyed by the nonce) instead of the account's cap, so guessing from
 * elsewhere cannot lock the owner out. Nothing is stored per token: the signature is the proof, and
 * a token only ever buys a few password checks, never a session.
 */
export interface LoginDevices {
  issue(userId: number): Promise<string>
  /** The first of the tokens that was issued to this account, with its nonce, or null. */
  recognise(
    userId: number,
    tokens: readonly string[] | undefined,
  ): Promise<{ token: string; nonce: string } | null>
}

export function createLoginDevices(db: Executor): LoginDevices {
  let key: Promise<Buffer> | undefined
  const signingKey = () => {
    key ??= readOrMakeKey(db).catch((error: unknown) => {
      key = undefined
      throw error
    })
    return key
  }
  const mac = (secret: Buffer, userId: number, nonce: string) =>
    createHmac('sha256', secret).update(`login-device:${userId}.${nonce}`).digest()

  return {
    async issue(userId) {
      const nonce = randomBytes(16).toString('base64url')
      return `${userId}.${nonce}.${mac(await signingKey(), userId, nonce).toString('base64url')}`
    },
    async recognise(userId, tokens) {
      if (!tokens || tokens.length === 0) return null
      const secret = await signingKey()
      for (const token of tokens) {
        const [id, nonce, signature, ...rest] = token.split('.')
        if (rest.length > 0 || id !== String(userId) || !nonce || !signature) continue
        const given = Buffer.from(signature, 'base64url')
        const expected = mac(secret, userId, nonce)
        if (given.length === expected.length && timingSafeEqual(given, expected)) return { token, nonce }
      }
      return null
    },
  }
}

async function readOrMakeKey(db: Executor): Promise<Buffer> {
  const value = await readOrInitSetting(db, KEY_SETTING, randomBytes(32).toString('hex'))
  if (typeof value !== 'string') throw new Error(`settings.${KEY_SETTING} is not a key`)
  return Buffer.from(value, 'hex')
}
