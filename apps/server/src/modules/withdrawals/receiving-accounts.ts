import type { ReceivingAccount } from '@panalo/contract/calls/withdrawals'
import { normalizePhilippineMobile } from '@panalo/contract/phone'
import { and, eq, sql } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { receivingAccounts } from '../../db/schema/withdrawals.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { validation } from '../../platform/validation.ts'
import { readWithdrawalSettings, type WithdrawalSettings } from './withdrawal-settings.ts'
import {
  findReceivingAccount,
  listReceivingAccounts,
  presentReceivingAccount,
} from './withdrawals.queries.ts'

export interface BankInfoInput {
  bankId: number
  accountNumber: string
  holderName?: string | undefined
}

/** How a player proves it is still them (decision 010): the current password or an SMS code. */
export interface ProofInput {
  currentPassword?: string | undefined
  proofCode?: string | undefined
}

/** Confirms a fresh proof of identity (the accounts service). */
export type ProveFresh = (principal: Principal, input: ProofInput, ip: string) => Promise<void>

/** The player's receiving accounts and the banks they may add one for. */
export async function receivingAccountList(db: Db, userId: number) {
  const settings = await readWithdrawalSettings(db)
  return {
    list: (await listReceivingAccounts(db, userId)).map(presentReceivingAccount),
    banks: settings.banks,
    accountHoldHours: settings.accountHoldHours,
  }
}

/**
 * When a new or changed account may first receive a withdrawal. The hold gives the owner a day to
 * notice an account they did not add (someone who got hold of their password or phone) before any
 * money can go to it.
 */
function endOfHold(settings: WithdrawalSettings) {
  return sql`now() + make_interval(hours => ${settings.accountHoldHours})`
}

/**
 * Saves a receiving account for a bank the player has none for yet. Naming where money may go is as
 * sensitive as changing it, so it needs a fresh proof: a stolen session token alone cannot do it.
 */
export async function addReceivingAccount(
  { db, proveFresh }: { db: Db; proveFresh: ProveFresh },
  principal: Principal,
  input: BankInfoInput & ProofInput,
  ip: string,
): Promise<ReceivingAccount> {
  const settings = await readWithdrawalSettings(db)
  const checked = checkBankInfo(settings, input)
  await proveFresh(principal, input, ip)
  const [row] = await db
    .insert(receivingAccounts)
    .values({
      userId: principal.userId,
      bankId: checked.bank.bankId,
      kind: checked.bank.kind,
      bankName: checked.bank.name,
      accountNumber: checked.accountNumber,
      holderName: checked.holderName,
      usableAt: endOfHold(settings),
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new AppError('RECEIVING_ACCOUNT_EXISTS')
  return presentReceivingAccount(row)
}

/** Changes a saved receiving account: as sensitive as a password change, so it needs a fresh proof. */
export async function changeReceivingAccount(
  { db, proveFresh }: { db: Db; proveFresh: ProveFresh },
  principal: Principal,
  input: BankInfoInput & ProofInput,
  ip: string,
): Promise<ReceivingAccount> {
  const settings = await readWithdrawalSettings(db)
  const checked = checkBankInfo(settings, input)
  const saved = await findReceivingAccount(db, principal.userId, checked.bank.bankId)
  if (!saved) throw new AppError('NOT_FOUND', 'There is no saved account for this bank yet.')
  await proveFresh(principal, input, ip)
  // Another number or holder is another destination: it waits as a new account does.
  const sameDestination =
    saved.accountNumber === checked.accountNumber && saved.holderName === checked.holderName
  const [row] = await db
    .update(receivingAccounts)
    .set({
      bankName: checked.bank.name,
      kind: checked.bank.kind,
      accountNumber: checked.accountNumber,
      holderName: checked.holderName,
      updatedAt: sql`now()`,
      ...(sameDestination ? {} : { usableAt: endOfHold(settings) }),
    })
    .where(
      and(eq(receivingAccounts.userId, principal.userId), eq(receivingAccounts.bankId, checked.bank.bankId)),
    )
    .returning()
  if (!row) throw new AppError('NOT_FOUND', 'There is no saved account for this bank yet.')
  return presentReceivingAccount(row)
}

function checkBankInfo(settings: WithdrawalSettings, input: BankInfoInput) {
  const bank = settings.banks.find((candidate) => candidate.bankId === input.bankId)
  if (!bank) throw validation('bankId', 'Choose a bank from the list')
  const holderName = (input.holderName ?? '').trim().replace(/\s+/g, ' ')
  if (bank.kind === 'gcash' || bank.kind === 'maya') {
    const phone = normalizePhilippineMobile(input.accountNumber)
    if (!phone) throw validation('accountNumber', 'Enter a Philippine mobile number, like 0917 123 4567')
    return { bank, accountNumber: phone, holderName }
  }
  const digits = input.accountNumber.replace(/[\s-]/g, '')
  const { min, max } = settings.bankAccountDigits
  if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max)
    throw validation('accountNumber', `Use ${min} to ${max} digits`)
  if (holderName.length < 2 || holderName.length > 80 || !/^[\p{L} .,'-]+$/u.test(holderName))
    throw validation('holderName', 'Enter the account holder’s name as the bank has it')
  return { bank, accountNumber: digits, holderName }
}

/**
 * Operator: ends the hold on a player's account for a bank at once, e.g. after support confirmed with
 * the player that they added it. Answers the account, or undefined when the player has none there.
 */
export async function releaseReceivingAccount(
  db: Db,
  userId: number,
  bankId: number,
): Promise<ReceivingAccount | undefined> {
  const [row] = await db
    .update(receivingAccounts)
    .set({ usableAt: sql`least(${receivingAccounts.usableAt}, now())` })
    .where(and(eq(receivingAccounts.userId, userId), eq(receivingAccounts.bankId, bankId)))
    .returning()
  return row && presentReceivingAccount(row)
}
