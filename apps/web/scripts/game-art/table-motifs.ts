import { card, chip, die, glow, roulette } from './draw.ts'
import type { Motif } from './frame.ts'

/** The motifs of HubPlay's table games, combined from the drawing helpers. */
export const TABLE_MOTIFS: Record<string, Motif> = {
  'royal-baccarat': () =>
    glow(120, 84, 60, '#FDE68A', 0.25) +
    card(98, 84, -12, '9', 'heart') +
    card(142, 84, 12, 'K', 'spade') +
    `<path d="M104 30l8 10 8-14 8 14 8-10-4 20h-24z" fill="#FCD34D" stroke="#92400E" stroke-width="2" stroke-linejoin="round"/>` +
    chip(62, 132, 16, '#1D4ED8') +
    chip(180, 134, 14, '#B91C1C'),

  'speed-baccarat': () =>
    card(96, 86, -10, '6', 'club') +
    card(140, 86, 10, '3', 'diamond') +
    `<path d="M176 24l-30 48h20l-12 40 36-54h-22z" fill="#FACC15" stroke="#78350F" stroke-width="2" stroke-linejoin="round"/>`,

  'sic-bo-dragon': () =>
    `<path d="M76 66c0-30 20-44 44-44s44 14 44 44z" fill="#B45309" stroke="#FDE68A" stroke-width="3"/>` +
    `<rect x="70" y="64" width="100" height="8" rx="4" fill="#FDE68A"/>` +
    die(86, 112, 36, 4, -12) +
    die(124, 104, 36, 1, 8) +
    die(158, 118, 34, 6, -4),

  'blackjack-classic': () =>
    card(100, 82, -10, 'A', 'spade') +
    card(142, 86, 10, 'K', 'heart') +
    `<circle cx="120" cy="138" r="18" fill="#111827" stroke="#FACC15" stroke-width="3"/>` +
    `<text x="120" y="145" font-size="18" font-weight="900" fill="#FACC15" text-anchor="middle" font-family="Arial,sans-serif">21</text>`,

  'roulette-gold': () => glow(120, 84, 66, '#FDE68A', 0.3) + roulette(120, 84, 60),

  'dragon-tiger': () =>
    `<g transform="rotate(-10 88 86)"><rect x="58" y="44" width="60" height="84" rx="8" fill="#DC2626" stroke="#FFF" stroke-width="3"/>` +
    `<path d="M72 70c10-10 26-10 32 0M70 90c12-10 28-10 36 0M72 110c10-10 26-10 32 0" fill="none" stroke="#FCA5A5" stroke-width="4" stroke-linecap="round"/></g>` +
    `<g transform="rotate(10 152 86)"><rect x="122" y="44" width="60" height="84" rx="8" fill="#F59E0B" stroke="#FFF" stroke-width="3"/>` +
    `<path d="M130 60l20 8M130 80l26 6M130 100l20 8M174 64l-16 6M174 92l-18 4M174 116l-16-4" stroke="#111827" stroke-width="5" stroke-linecap="round"/></g>` +
    `<circle cx="120" cy="86" r="16" fill="#111827" stroke="#FACC15" stroke-width="3"/>` +
    `<text x="120" y="92" font-size="15" font-weight="900" fill="#FACC15" text-anchor="middle" font-family="Arial,sans-serif">VS</text>`,
}
