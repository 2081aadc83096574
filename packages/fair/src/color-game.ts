import { outcomeFloats, scaleToInt, type SeedPair } from './outcome.ts'
import { rational, type Rational } from './rational.ts'

/**
 * Color Game, the perya game: three dice with six coloured faces. A bet on a colour that shows on k
 * dice pays k to 1 (the stake back plus k stakes); a colour that shows on none loses its stake. The
 * traditional rules, unchanged: its RTP is 1 − 17/216 whatever the player bets on.
 */
export const COLOR_GAME = {
  /** In face order: die face i shows colours[i]. */
  colours: [
    { id: 'yellow', name: 'Yellow' },
    { id: 'white', name: 'White' },
    { id: 'pink', name: 'Pink' },
    { id: 'blue', name: 'Blue' },
    { id: 'green', name: 'Green' },
    { id: 'red', name: 'Red' },
  ],
  dice: 3,
  /** Per colour bet, in hundredths of a peso. */
  bet: { min: 100, max: 500_000 },
} as const

export type Colour = (typeof COLOR_GAME.colours)[number]['id']

export interface ColourBet {
  colour: Colour
  /** Hundredths of a peso. */
  amount: number
}

export interface ColourBetResult extends ColourBet {
  /** Dice showing the colour. */
  matches: number
  /** Returned to the player in hundredths: amount × (1 + matches), or 0. */
  payout: number
}

export interface ColorGameSettlement {
  bets: ColourBetResult[]
  /** Sum of the amounts staked, in hundredths. */
  stake: number
  /** Sum of the payouts, in hundredths (stakes of winning bets included). */
  payout: number
}

const FACES = COLOR_GAME.colours.length

/** The three dice of a bet: die i from float i of the seed pair, face = scaleToInt(float, 6). */
export function rollColorGame(seeds: SeedPair): Colour[] {
  return outcomeFloats(seeds, COLOR_GAME.dice).map(
    (float) => COLOR_GAME.colours[scaleToInt(float, FACES)]?.id ?? 'yellow',
  )
}

/** Pays each colour bet against a roll. Integer hundredths in, integer hundredths out: no rounding. */
export function settleColorGame(roll: readonly Colour[], bets: readonly ColourBet[]): ColorGameSettlement {
  if (roll.length !== COLOR_GAME.dice) throw new RangeError(`A roll has ${COLOR_GAME.dice} dice.`)
  const { min, max } = COLOR_GAME.bet
  const results = bets.map(({ colour, amount }) => {
    if (!Number.isSafeInteger(amount) || amount < min || amount > max)
      throw new RangeError(`A colour bet is ${min} to ${max} hundredths; got ${amount}.`)
    const matches = roll.filter((die) => die === colour).length
    return { colour, amount, matches, payout: matches > 0 ? amount * (1 + matches) : 0 }
  })
  return {
    bets: results,
    stake: results.reduce((sum, bet) => sum + bet.amount, 0),
    payout: results.reduce((sum, bet) => sum + bet.payout, 0),
  }
}

/**
 * The exact RTP of a bet on one colour, by settling a unit bet against each of the 6³ = 216 equally
 * likely rolls. Every colour has the same RTP and bets settle independently, so this is the RTP of
 * any mix of colour bets too.
 */
export function exactRtpColorGame(colour: Colour = 'yellow'): Rational {
  const ids = COLOR_GAME.colours.map((entry) => entry.id)
  let returned = 0
  let rolls = 0
  for (const first of ids)
    for (const second of ids)
      for (const third of ids) {
        returned += settleColorGame([first, second, third], [{ colour, amount: COLOR_GAME.bet.min }]).payout
        rolls++
      }
  return rational(returned, rolls * COLOR_GAME.bet.min)
}
