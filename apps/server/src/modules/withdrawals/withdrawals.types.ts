import type { Executor } from '../../db/client.ts'

/**
 * How much a player may withdraw per Manila day (hundredths): their VIP level's withdrawDailyLimit,
 * supplied by the VIP area (create-services.ts). Reads through `db`, which may be the caller's
 * transaction.
 */
export type DailyAmountLimit = (db: Executor, userId: number) => Promise<number>
