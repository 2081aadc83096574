import { MIN_AGE } from './constants.ts'

/**
 * Rules both the forms and the server apply, from SPEC.md §1 and §5. Lengths come from the app config;
 * these are the shapes.
 */

/** Account names: a letter, then letters, digits or underscores (lengths from config). */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/

/** A password needs at least one letter and one digit (lengths from config). */
export function passwordHasLetterAndDigit(password: string): boolean {
  return /[A-Za-z]/.test(password) && /\d/.test(password)
}

/** Nicknames: letters (any script), digits, spaces and . _ - ' — no control characters or markup. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u

/** Dates of birth travel as YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The built-in avatars a player can choose from. */
export const AVATAR_COUNT = 8

/** A real calendar date in YYYY-MM-DD form. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Full years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay)
  return year - birthYear - (hadBirthday ? 0 : 1)
}

export function isOldEnough(dateOfBirth: string, today: string, minAge: number = MIN_AGE): boolean {
  return isCalendarDate(dateOfBirth) && ageOn(dateOfBirth, today) >= minAge
}

/** Today in Manila as YYYY-MM-DD: ages and daily limits follow the players' calendar. */
export function manilaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(now)
}
