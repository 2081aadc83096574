import { z } from 'zod'

/** The first day a date filter may name: no record is older, and PostgreSQL has no year 0. */
export const FIRST_CALENDAR_DAY = '1900-01-01'

/**
 * A day as YYYY-MM-DD that is on the calendar (not 2026-02-30), from FIRST_CALENDAR_DAY: every date
 * filter of records and reports. A pattern alone let impossible days through to the server's date
 * arithmetic and to PostgreSQL.
 */
export const calendarDaySchema = z.iso
  .date({ message: 'Use a real day, YYYY-MM-DD', abort: true })
  .refine((day) => day >= FIRST_CALENDAR_DAY, { message: `Use a day from ${FIRST_CALENDAR_DAY} on` })
