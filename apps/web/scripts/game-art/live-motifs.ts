import { card, chip, cube, dealer, die, mayon, roulette } from './draw.ts'
import type { Motif } from './frame.ts'

/** The motifs of HubPlay's live tables, combined from the drawing helpers. */
export const LIVE_MOTIFS: Record<string, Motif> = {
  'live-baccarat-manila': () =>
    dealer(120, 18) + card(96, 104, -10, '8', 'diamond', 50, 68) + card(146, 104, 10, 'A', 'club', 50, 68),

  'live-perya-color-game': () => {
    const colors = ['#FACC15', '#FFFFFF', '#EC4899', '#3B82F6', '#22C55E', '#EF4444']
    const board = colors
      .map(
        (fill, index) =>
          `<rect x="${48 + (index % 3) * 48}" y="${96 + Math.floor(index / 3) * 26}" width="44" height="22" rx="4" fill="${fill}"/>`,
      )
      .join('')
    return dealer(120, 14) + board + cube(120, 62, 18, ['#EF4444', '#FACC15', '#22C55E'])
  },

  'live-speed-baccarat': () =>
    dealer(120, 18) +
    card(100, 106, -8, '7', 'spade', 48, 64) +
    card(144, 106, 8, '2', 'heart', 48, 64) +
    `<path d="M192 40l-20 32h14l-8 28 24-38h-14z" fill="#FACC15"/>`,

  'live-roulette-mayon': () =>
    mayon('#000000', 0.25) + dealer(120, 10, '#FFFFFF', 0.16) + roulette(120, 104, 40),

  'live-sic-bo': () =>
    dealer(120, 16) + die(88, 112, 32, 5, -10) + die(122, 104, 32, 2, 6) + die(154, 116, 30, 3, -4),

  'live-blackjack': () =>
    dealer(120, 16) +
    card(100, 106, -8, 'J', 'club', 48, 64) +
    card(142, 108, 8, 'A', 'diamond', 48, 64) +
    chip(188, 132, 12, '#16A34A'),
}
