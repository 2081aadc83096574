import { GAME_PLAY_MODES, GAME_TYPES, WALLET_KINDS } from '@panalo/contract/enums'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/** The kinds of game the lobby groups by: slots, fishing, table, arcade, live. */
export const gameTypes = pgTable('game_types', {
  id: smallint().primaryKey(),
  code: text({ enum: GAME_TYPES }).notNull().unique(),
  name: text().notNull(),
  sort: integer().notNull(),
})

/** Game providers: Panalo Originals and the aggregators whose games we offer. */
export const gamePlatforms = pgTable(
  'game_platforms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    name: text().notNull(),
    walletKind: text({ enum: WALLET_KINDS }).notNull(),
    /** A disabled platform hides all its games. */
    enabled: boolean().notNull().default(true),
    sort: integer().notNull(),
  },
  (table) => [check('game_platforms_wallet_kind', sql`${table.walletKind} in ('seamless', 'transfer')`)],
)

/** The studios the lobby names, e.g. "Panalo Originals"; an aggregator carries several. */
export const gameBrands = pgTable('game_brands', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  sort: integer().notNull(),
})

export const games = pgTable(
  'games',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Our stable name of the game, also its thumbnail's file name. */
    code: text().notNull().unique(),
    name: text().notNull(),
    typeId: smallint()
      .notNull()
      .references(() => gameTypes.id),
    brandId: integer()
      .notNull()
      .references(() => gameBrands.id),
    platformId: integer()
      .notNull()
      .references(() => gamePlatforms.id),
    /** The provider's id of the game, sent when launching it. */
    providerGameCode: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnail: text().notNull(),
    demoAllowed: boolean().notNull(),
    minBet: bigint({ mode: 'number' }).notNull(),
    sort: integer().notNull(),
    hot: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_platform_game_code').on(table.platformId, table.providerGameCode),
    check('games_min_bet_positive', sql`${table.minBet} > 0`),
  ],
)

/** Favourite games, one row per player and game. */
export const gameLikes = pgTable(
  'game_likes',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
)

/** Every game launch, for the player's recent games (and, later, reports). Append-only. */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    mode: text({ enum: GAME_PLAY_MODES }).notNull(),
  },
  (table) => [
    index('game_plays_user_started').on(table.userId, table.startedAt.desc()),
    check('game_plays_mode', sql`${table.mode} in ('real', 'demo')`),
  ],
)
