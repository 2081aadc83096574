/**
 * The ledger's accounts and units. Adding a unit or a kind of player account is a line here, not a
 * schema change: the database stores both as text and checks only their shape.
 */

/** Units of value. A journal's postings sum to zero in each unit separately. */
export const ASSETS = {
  /** Money: hundredths of a peso. Coins, safebox and bonus coins are all PHP. */
  PHP: 'hundredths of a Philippine peso',
  DIAMOND: 'diamonds',
  POINT: 'points',
  DRAW_CHANCE: 'jackpot draw chances',
  LIVENESS: 'liveness (activity) points',
  /** Counted award items (coupons, lottery coupons, jackpot and new-year items): one account per item id. */
  ITEM: 'award items, counted in units',
} as const
export type Asset = keyof typeof ASSETS

/** What a player can hold, one account per user and kind, opened by the first journal naming it. */
export const PLAYER_ACCOUNT_ASSETS = {
  coin: 'PHP',
  safebox: 'PHP',
  bonus: 'PHP',
  /** Withdrawals submitted and not yet paid or returned (modules/withdrawals). */
  hold: 'PHP',
  /** Award items of SPEC.md §3 (docs/decisions/024-rewards-core.md): points 2002, liveness 4001, diamond 60001. */
  points: 'POINT',
  liveness: 'LIVENESS',
  diamond: 'DIAMOND',
  /** Jackpot draw chances received and not yet drawn (docs/decisions/040-jackpot.md). */
  drawChance: 'DRAW_CHANCE',
} as const satisfies Record<string, Asset>
export type PlayerAccountKind = keyof typeof PLAYER_ACCOUNT_ASSETS
export const PLAYER_ACCOUNT_KINDS = Object.keys(PLAYER_ACCOUNT_ASSETS) as PlayerAccountKind[]
/** The player accounts that hold pesos. */
export type MoneyAccountKind = {
  [Kind in PlayerAccountKind]: (typeof PLAYER_ACCOUNT_ASSETS)[Kind] extends 'PHP' ? Kind : never
}[PlayerAccountKind]
export const MONEY_ACCOUNT_KINDS = PLAYER_ACCOUNT_KINDS.filter(
  (kind): kind is MoneyAccountKind => PLAYER_ACCOUNT_ASSETS[kind] === 'PHP',
)

/** Every other award item a player holds has an account of its own, `item:<id>`, in the asset ITEM. */
export type ItemAccountKind = `item:${number}`
const ITEM_KIND_PATTERN = /^item:[1-9][0-9]{0,8}$/

export function itemAccountKind(itemId: number): ItemAccountKind {
  return `item:${itemId}`
}

export function isItemAccountKind(kind: string): kind is ItemAccountKind {
  return ITEM_KIND_PATTERN.test(kind)
}

/**
 * House accounts are named `<kind>` or `<kind>:<id>`; the kind is stored with the account. Each one
 * keeps its balance over this many shard rows by default, so that concurrent journals crediting it
 * do not wait for one another (docs/decisions/013-ledger.md).
 */
export const DEFAULT_HOUSE_SHARDS = 32
export const HOUSE_CODE_PATTERN = /^[a-z][a-z_]*(:[a-z0-9][a-z0-9_.-]*)?$/

export const HOUSE = {
  /** Clearing for a payment gateway: deposits credit players and debit it. */
  gateway: (gatewayId: string) => `gateway:${gatewayId}`,
  /** Settlement with a game provider: bets credit it, wins debit it. */
  provider: (providerId: string) => `provider:${providerId}`,
  /** A jackpot pool (mega, major, minor, mini). */
  jackpot: (tier: string) => `jackpot:${tier}`,
  /**
   * Jackpot shares on their way to the pools: a bet's journal credits its whole share here, a
   * rollback's takes it back, and the sweep moves what it holds to the pools about once a second
   * (decision 017, "The sweep").
   */
  jackpotAccrual: 'jackpot_accrual',
  /** Where bonuses, rebates and rewards come from. */
  promotions: 'promotions',
  /** Withdrawals paid out to players. */
  payouts: 'payouts',
  /** Fees kept from withdrawals. */
  withdrawalFees: 'withdrawal_fees',
  /** Manual credits and debits by an operator (wallet:credit). */
  adjustments: 'adjustments',
  /** Where award items other than coins come from, one account per asset (modules/rewards). */
  awards: (asset: Asset) => `awards:${asset.toLowerCase()}`,
} as const

/** The house accounts of the award engine: the source of every non-coin award item. */
export const AWARD_HOUSE_ACCOUNTS: readonly { code: string; asset: Asset }[] = (
  ['POINT', 'LIVENESS', 'DIAMOND', 'ITEM'] as const
).map((asset) => ({ code: HOUSE.awards(asset), asset }))

/** The house accounts every installation has; other areas open theirs with openHouseAccount(). */
export const STANDARD_HOUSE_ACCOUNTS: readonly { code: string; asset: Asset }[] = [
  { code: HOUSE.gateway('sandbox'), asset: 'PHP' },
  { code: HOUSE.provider('originals'), asset: 'PHP' },
  { code: HOUSE.promotions, asset: 'PHP' },
  { code: HOUSE.payouts, asset: 'PHP' },
  ...['mega', 'major', 'minor', 'mini'].map((tier) => ({ code: HOUSE.jackpot(tier), asset: 'PHP' as const })),
  { code: HOUSE.jackpotAccrual, asset: 'PHP' },
]

/** A player's account by owner and kind, or a house account by code and unit. */
export type AccountRef =
  { userId: number; kind: PlayerAccountKind | ItemAccountKind } | { house: string; asset: Asset }

export function houseKind(code: string): string {
  return code.split(':')[0] ?? code
}

/** A stable text form of an account reference, for hashing requests and for messages. */
export function accountLabel(account: AccountRef): string {
  return 'userId' in account
    ? `user:${account.userId}:${account.kind}`
    : `house:${account.house}:${account.asset}`
}

export function assetOf(account: AccountRef): Asset {
  if (!('userId' in account)) return account.asset
  return isItemAccountKind(account.kind) ? 'ITEM' : PLAYER_ACCOUNT_ASSETS[account.kind]
}
