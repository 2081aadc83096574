import type { ReceivingAccount } from '@panalo/contract/calls/withdrawals'
import { localPhone } from '@panalo/contract/phone'

/** The account number as the player types it: 09… for e-wallets, the digits for banks. */
export function localNumber(account: ReceivingAccount): string {
  return account.kind === 'bank' ? account.accountNumber : localPhone(account.accountNumber)
}
