import type { RechargeConfig } from '@panalo/contract/recharge'

const pesos = (amount: number) => amount * 100
const items = (...amounts: number[]) => amounts.map((amount) => ({ price: pesos(amount) }))

/**
 * The deposit channels a new installation offers, all paid through the configured gateway: the
 * e-wallets most Filipino players use, QR Ph (any bank or wallet app), and online banking.
 */
export const RECHARGE_SEED: RechargeConfig = {
  rechargeTypes: [
    {
      id: 1,
      name: 'GCash',
      method: 'gcash',
      sort: 1,
      minAmount: pesos(50),
      minAmount2: pesos(100),
      maxAmount: pesos(50_000),
      isDefault: 1,
      bankIds: [],
      items: items(50, 100, 200, 500, 1_000, 2_000, 5_000),
    },
    {
      id: 2,
      name: 'Maya',
      method: 'paymaya',
      sort: 2,
      minAmount: pesos(50),
      minAmount2: pesos(100),
      maxAmount: pesos(50_000),
      isDefault: 0,
      bankIds: [],
      items: items(50, 100, 200, 500, 1_000, 2_000, 5_000),
    },
    {
      id: 3,
      name: 'QR Ph',
      method: 'qrph',
      sort: 3,
      minAmount: pesos(100),
      minAmount2: pesos(200),
      maxAmount: pesos(100_000),
      isDefault: 0,
      bankIds: [],
      items: items(100, 200, 500, 1_000, 5_000, 10_000),
    },
    {
      id: 4,
      name: 'Online banking',
      method: 'dob',
      sort: 4,
      minAmount: pesos(500),
      minAmount2: pesos(500),
      maxAmount: pesos(200_000),
      isDefault: 0,
      bankIds: [1, 2],
      items: items(500, 1_000, 5_000, 10_000, 50_000),
    },
  ],
  banks: [
    { bankId: 1, name: 'BPI', code: 'bpi' },
    { bankId: 2, name: 'UnionBank', code: 'ubp' },
  ],
  bonusTypes: [
    {
      type: 1,
      name: 'First deposit +20%',
      rateBp: 2_000,
      maxBonus: pesos(1_000),
      minDeposit: pesos(100),
      firstDepositOnly: true,
      turnoverMultiplier: 3,
    },
    {
      type: 2,
      name: 'Reload +5%',
      rateBp: 500,
      maxBonus: pesos(500),
      minDeposit: pesos(500),
      firstDepositOnly: false,
      turnoverMultiplier: 5,
    },
  ],
  turnoverMultiplier: 1,
}
