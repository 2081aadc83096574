import { card, crashCurve, plinko, starPolygon } from './draw.ts'
import type { Motif } from './frame.ts'

/** The motifs of HubPlay's arcade games, combined from the drawing helpers. */
export const ARCADE_MOTIFS: Record<string, Motif> = {
  'lipad-crash': () =>
    crashCurve('#FDE047') +
    `<g transform="translate(182 56) rotate(-50) scale(1.6)"><path d="M-22 0c0-5 4-7 10-7h22c8 0 12 4 12 7s-4 7-12 7h-22c-6 0-10-2-10-7z" fill="#F8FAFC"/>` +
    `<path d="M-2-6l-12-16h8l16 16zM-2 6l-12 16h8l16-16zM-20-4l-6-10h5l7 10z" fill="#38BDF8"/></g>` +
    `<text x="62" y="70" font-size="30" font-weight="900" fill="#FFF" font-family="Arial,sans-serif">2.47×</text>`,

  'saranggola-crash': () =>
    crashCurve('#FFFFFF') +
    `<path d="M186 20l22 30-22 34-22-34z" fill="#FACC15" stroke="#FFF" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M186 20v64M164 50h44" stroke="#B45309" stroke-width="2"/><path d="M186 84c-6 12 6 16 0 28s6 16 0 26" fill="none" stroke="#FFF" stroke-width="2"/>` +
    `<g fill="#EF4444"><path d="M182 96l8 4-8 4z"/><path d="M182 116l8 4-8 4z"/></g>` +
    `<text x="48" y="66" font-size="28" font-weight="900" fill="#FFF" font-family="Arial,sans-serif">5.10×</text>`,

  'plinko-bituin': () =>
    plinko(120, 28, 6, 22, '#E0E7FF', '#FACC15') +
    starPolygon(52, 42, 12, 5, '#FDE047') +
    starPolygon(192, 58, 9, 4, '#FDE047') +
    starPolygon(200, 30, 5, 2, '#FFF'),

  'plinko-fiesta': () => {
    const colors = ['#EF4444', '#F97316', '#FACC15', '#22C55E', '#FACC15', '#F97316', '#EF4444']
    const slots = colors
      .map(
        (fill, index) =>
          `<rect x="${44 + index * 22}" y="128" width="20" height="16" rx="4" fill="${fill}"/>`,
      )
      .join('')
    return plinko(120, 26, 5, 22, '#FFF', '#22D3EE') + slots
  },

  'hi-lo-baraha': () =>
    card(120, 84, 0, 'Q', 'diamond', 64, 90) +
    `<path d="M52 92V52M38 66l14-14 14 14" fill="none" stroke="#22C55E" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M188 56v40M174 82l14 14 14-14" fill="none" stroke="#EF4444" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
}
