import { readStoredJson, STORAGE_KEYS, writeStoredJson } from './storage.ts'

/** A few accounts per browser: a family's phone, a player's second account. */
const KEPT = 5

/**
 * The device tokens this browser was given by logins (decision 061): sent back with every password
 * login, they give the owner's browser its own allowance when the account's password path is paused
 * by guesses from elsewhere. One per account (the token starts with the account id), newest first.
 */
export function loginDeviceTokens(): string[] {
  const stored = readStoredJson(STORAGE_KEYS.loginDevices)
  return Array.isArray(stored)
    ? stored.filter((token): token is string => typeof token === 'string').slice(0, KEPT)
    : []
}

export function keepLoginDevice(token: string): void {
  const account = `${token.split('.')[0]}.`
  const others = loginDeviceTokens().filter((kept) => !kept.startsWith(account))
  writeStoredJson(STORAGE_KEYS.loginDevices, [token, ...others].slice(0, KEPT))
}
