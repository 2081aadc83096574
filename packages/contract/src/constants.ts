/** Business constants and limits of SPEC.md §9, read by both the server and the web app. */

export const CHANNEL = 'WEB'
export const REGION = 'ph'
export const CURRENCY = 'PHP'
export const TIME_ZONE = 'Asia/Manila'

/** Request timeouts by the browser's effective connection type. */
export const REQUEST_TIMEOUT_MS = {
  default: 10_000,
  '3g': 30_000,
  '2g': 20_000,
  'slow-2g': 20_000,
} as const

export const HEARTBEAT_INTERVAL_MS = 60_000

/** Client event queue: flush at this many events, at this interval, and on page hide. */
export const EVENT_FLUSH_COUNT = 20
export const EVENT_FLUSH_INTERVAL_MS = 2_000
/** The most events one appEventLogClient batch may carry. */
export const EVENT_BATCH_MAX = 200
/** Events the app itself sends. */
export const EVENT_NAMES = {
  pageView: 'pageView',
  elementView: 'elementView',
  click: 'click',
} as const
/** A view event fires when this share of the element is visible. */
export const VIEW_TRACK_THRESHOLD = 0.5

export const ACTIVITY_REFRESH_MIN_INTERVAL_MS = 1_000
export const CLICK_DEBOUNCE_MS = 300
export const NAVIGATION_WAIT_MS = 100
export const CUSTOMER_SERVICE_HIDE_DELAY_MS = 300

/** How often the app checks /builds/latest.json for a newer build unless the app config says otherwise. */
export const BUILD_POLL_DEFAULT_MS = 5 * 60_000
export const BUILD_MANIFEST_PATH = '/builds/latest.json'

export const LOCALES = ['en-US', 'fil-PH'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-US'
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_DAYS = 365

export const ICON_SERVICE_TIMEOUT_MS = 5_000
export const ICON_ROTATE_MS = 750
export const ICON_MAX_URL_LENGTH = 500

/** Minimum deposit defaults in hundredths: minAmount, and minAmount2 once a player has deposited. */
export const MIN_DEPOSIT_DEFAULT = 100
export const MIN_DEPOSIT_2_DEFAULT = 10_000

/** Minimum age to register and play (SPEC.md §1, PD 1869 as amended). */
export const MIN_AGE = 21

/** How many distinct recently played games the after-login info lists. */
export const GAME_HISTORY_LIMIT = 20

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** Largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024

/** Jackpot draw and display timings (SPEC.md §4 and §9). */
export const JACKPOT = {
  drawCells: 10,
  stepStartMs: 80,
  stepIncrementMs: 20,
  stepStopAboveMs: 300,
  fastPhaseMs: 3_000,
  wheelMinMs: 4_000,
  wheelMaxMs: 6_000,
  wheelExtraDegrees: 1_800,
  wheelSectors: 4,
  wheelAutoCloseMs: 2_000,
  figureAnimateMs: 2_000,
  figureRerandomiseMs: 6_000,
  recordPageSize: 20,
  rankPageSize: 10,
} as const

/** Where 'I Do Not Accept' on the age notice sends the visitor. */
export const AGE_NOTICE_DECLINE_URL = 'https://www.google.com/'

/**
 * The largest id a PostgreSQL integer column holds (games, activities, payment channels): a larger
 * one names nothing, and is refused before it reaches the database.
 */
export const MAX_INTEGER_ID = 2_147_483_647
