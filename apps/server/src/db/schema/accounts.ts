import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** Players. Ids start at 100001 so they read like player numbers. */
export const users = pgTable(
  'users',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
    uuid: uuid().notNull().unique().defaultRandom(),
    /** Lower-case account name, for players who registered with one. */
    account: text().unique(),
    /** E.164 Philippine mobile. */
    mobile: text().unique(),
    passwordHash: text(),
    nickname: text().notNull(),
    avatar: smallint().notNull().default(1),
    /** How the player registered: 1 phone, 2 account, 3 Facebook, 4 LINE, 5 Google. */
    accountType: smallint().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    eligibilityConfirmedAt: timestamp({ withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** This player's own code for inviting others. */
    inviteCode: text().notNull().unique(),
    /** The invite code (?pid=) of the player who invited this one. */
    invitedBy: text(),
    /** The agent id (?aid=) the player came through. */
    agentId: text(),
    registrationIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    previousLoginAt: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // A team by its inviter's code, newest first (the agent's latest members, decision 111).
    index('users_invited_by_id').on(table.invitedBy, table.id),
    // Registrations of a period: new players and the retention cohorts of the figures (decision 084).
    index('users_created').on(table.createdAt),
  ],
)

/** Extra personal details (appUserOther). */
export const userOther = pgTable('user_other', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  fullName: text().notNull(),
  email: text().notNull(),
  address: text().notNull(),
  occupation: text().notNull(),
  sourceOfFunds: text().notNull(),
  nationality: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Google, Facebook and LINE identities linked to players. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    /** 3 Facebook, 4 LINE, 5 Google. */
    provider: smallint().notNull(),
    /** The provider's stable id for the person (OIDC `sub`, Facebook user id). */
    subject: text().notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    displayName: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    uniqueIndex('social_accounts_one_per_provider').on(table.userId, table.provider),
  ],
)

/** Sessions: the token is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the player last proved who they are (login, password, code): sensitive changes need it fresh. */
    provedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
    ip: text(),
    userAgent: text(),
  },
  (table) => [
    index('sessions_user')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
)

/** One-time SMS codes, stored hashed and bound to a phone and the mode they were sent for. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    phone: text().notNull(),
    mode: smallint().notNull(),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    wrongTries: integer().notNull().default(0),
    /** Used, or replaced by a newer code. */
    closedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (table) => [index('otp_codes_phone_created').on(table.phone, table.createdAt)],
)

/** Every SMS Panalo sends, whatever the gateway: the development outbox reads it. */
export const smsMessages = pgTable('sms_messages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  phone: text().notNull(),
  body: text().notNull(),
  gateway: text().notNull(),
  status: text({ enum: ['queued', 'sent', 'failed'] }).notNull(),
  gatewayMessageId: text(),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** OAuth/OIDC round trips in flight: state, PKCE verifier and nonce, used once. */
export const oauthStates = pgTable('oauth_states', {
  state: text().primaryKey(),
  provider: smallint().notNull(),
  purpose: text({ enum: ['login', 'bind'] }).notNull(),
  userId: bigint({ mode: 'number' }),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  redirectPath: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
})

/** A verified social identity waiting for its age and eligibility step before it becomes a player. */
export const registrationTickets = pgTable('registration_tickets', {
  ticket: text().primaryKey(),
  provider: smallint().notNull(),
  subject: text().notNull(),
  displayName: text().notNull(),
  email: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
})

/**
 * Registrations refused because the person said they belong to a PAGCOR barred group (SPEC.md §1):
 * kept for the responsible-gaming view, since such a person may come back and answer otherwise.
 */
export const barredDeclarations = pgTable(
  'barred_declarations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The phone (E.164), account name or social identity the registration gave. */
    who: text().notNull(),
    /** The barred groups declared (BARRED_GROUPS of the contract). */
    groups: jsonb().$type<string[]>().notNull(),
    ip: text().notNull(),
  },
  (table) => [index('barred_declarations_who').on(table.who), index('barred_declarations_at').on(table.at)],
)
