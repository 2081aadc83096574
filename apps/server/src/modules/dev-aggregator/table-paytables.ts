import type { DevPaytable } from '@panalo/contract/dev-aggregator'

import type { GameSeed } from '@panalo/catalogue/games'
import { hitOrMiss, targetRtp, wager } from './paytable-rules.ts'

/** The paytables of the table, live and arcade games: each a set of wagers with their outcomes. */

/** Table games by family: published odds, real payouts (the 8-deck baccarat figures, single-zero roulette). */
export function tablePaytable(seed: GameSeed): DevPaytable {
  const has = (tag: string) => seed.tags.includes(tag)
  if (has('baccarat')) {
    const [banker, player, tie] = [0.458597, 0.446247, 0.095156]
    return {
      engine: 'table',
      look: 'cards',
      wagers: [
        wager('player', 'Player', [
          ['Player wins', player, 200],
          ['Tie: stake back', tie, 100],
          ['Banker wins', banker, 0],
        ]),
        wager('banker', 'Banker', [
          ['Banker wins', banker, 195],
          ['Tie: stake back', tie, 100],
          ['Player wins', player, 0],
        ]),
        wager('tie', 'Tie', [
          ['Tie', tie, 900],
          ['No tie', 1 - tie, 0],
        ]),
      ],
    }
  }
  if (has('roulette')) {
    return {
      engine: 'table',
      look: 'wheel',
      wagers: [
        wager('red', 'Red', [
          ['Red', 18 / 37, 200],
          ['Black or 0', 19 / 37, 0],
        ]),
        wager('black', 'Black', [
          ['Black', 18 / 37, 200],
          ['Red or 0', 19 / 37, 0],
        ]),
        wager('dozen', '1–12', [
          ['1 to 12', 12 / 37, 300],
          ['13 to 36 or 0', 25 / 37, 0],
        ]),
        wager('zero', 'Zero', [
          ['0', 1 / 37, 3_600],
          ['1 to 36', 36 / 37, 0],
        ]),
      ],
    }
  }
  if (has('sic-bo')) {
    return {
      engine: 'table',
      look: 'dice',
      wagers: [
        wager('small', 'Small 4–10', [
          ['Small', 105 / 216, 200],
          ['Big or a triple', 111 / 216, 0],
        ]),
        wager('big', 'Big 11–17', [
          ['Big', 105 / 216, 200],
          ['Small or a triple', 111 / 216, 0],
        ]),
        wager('triple', 'Any triple', [
          ['A triple', 6 / 216, 3_100],
          ['No triple', 210 / 216, 0],
        ]),
      ],
    }
  }
  if (has('blackjack')) {
    return {
      engine: 'table',
      look: 'cards',
      wagers: [
        wager('deal', 'Deal a hand', [
          ['Blackjack', 0.0453, 250],
          ['You beat the dealer', 0.3827, 200],
          ['Push: stake back', 0.0848, 100],
          ['Dealer wins', 0.4872, 0],
        ]),
      ],
    }
  }
  if (has('perya')) {
    const colours = ['Red', 'Blue', 'Yellow', 'Green', 'White', 'Pink']
    return {
      engine: 'table',
      look: 'dice',
      wagers: colours.map((colour) =>
        wager(colour.toLowerCase(), colour, [
          [`Three ${colour}`, 1 / 216, 400],
          [`Two ${colour}`, 15 / 216, 300],
          [`One ${colour}`, 75 / 216, 200],
          [`No ${colour}`, 125 / 216, 0],
        ]),
      ),
    }
  }
  // Dragon Tiger: one card each, higher wins; a tie takes half of a Dragon or Tiger bet.
  return {
    engine: 'table',
    look: 'cards',
    wagers: [
      wager('dragon', 'Dragon', [
        ['Dragon wins', 6 / 13, 200],
        ['Tie: half back', 1 / 13, 50],
        ['Tiger wins', 6 / 13, 0],
      ]),
      wager('tiger', 'Tiger', [
        ['Tiger wins', 6 / 13, 200],
        ['Tie: half back', 1 / 13, 50],
        ['Dragon wins', 6 / 13, 0],
      ]),
      wager('tie', 'Tie', [
        ['Tie', 1 / 13, 1_200],
        ['No tie', 12 / 13, 0],
      ]),
    ],
  }
}

/** Binomial chances of a ball's nine landing slots after eight pegs. */
const PLINKO_WAYS = [1, 8, 28, 56, 70, 56, 28, 8, 1]
const PLINKO_PAYS = [500, 200, 120, 90, 50, 90, 120, 200, 500]

export function arcadePaytable(seed: GameSeed): DevPaytable {
  const rtp = targetRtp(seed.code)
  if (seed.tags.includes('plinko')) {
    return {
      engine: 'arcade',
      look: 'plinko',
      wagers: [
        wager(
          'drop',
          'Drop a ball',
          PLINKO_WAYS.map((ways, index) => {
            const pays = PLINKO_PAYS[index] ?? 0
            return [`Landed on ${pays / 100}×`, ways / 256, pays] as [string, number, number]
          }),
        ),
      ],
    }
  }
  if (seed.tags.includes('hi-lo')) {
    const pays = Math.floor((rtp * 100 * 52) / 24)
    return {
      engine: 'arcade',
      look: 'cards',
      wagers: [
        wager('higher', 'Higher than 7', [
          ['8 to K', 24 / 52, pays],
          ['A to 7', 28 / 52, 0],
        ]),
        wager('lower', 'Lower than 7', [
          ['A to 6', 24 / 52, pays],
          ['7 to K', 28 / 52, 0],
        ]),
      ],
    }
  }
  // Crash: the player picks the multiplier to cash out at before the flight.
  return {
    engine: 'arcade',
    look: 'crash',
    wagers: [150, 200, 300, 500, 1_000, 5_000].map((target) =>
      hitOrMiss(
        `x${target}`,
        `Cash out at ${target / 100}×`,
        target,
        rtp,
        `Cashed out at ${target / 100}×`,
        `Crashed before ${target / 100}×`,
      ),
    ),
  }
}
