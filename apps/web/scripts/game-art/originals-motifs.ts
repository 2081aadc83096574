import { cube, glow, jeepney, rays } from './draw.ts'
import type { Motif } from './frame.ts'

/** The Panalo Originals' motifs, drawn by hand. */
export const ORIGINALS_MOTIFS: Record<string, Motif> = {
  'panalo-fortune': () =>
    rays(120, 62, 8, 30, 64, '#FCD34D') +
    rays(120, 62, 8, 22, 46, '#FDE68A', 0.7).replace('d="M', 'transform="rotate(22.5 120 62)" d="M') +
    `<circle cx="120" cy="62" r="28" fill="url(#gold)" stroke="#FEF3C7" stroke-width="3"/>` +
    `<rect x="34" y="84" width="172" height="62" rx="14" fill="#2E1065" stroke="url(#gold)" stroke-width="5"/>` +
    `<path d="M91 88v54M149 88v54" stroke="#A16207" stroke-width="3"/>` +
    `<text x="62" y="130" font-size="40" font-weight="900" fill="#EF4444" text-anchor="middle" font-family="Arial,sans-serif" stroke="#FDE68A" stroke-width="2">7</text>` +
    jeepney(98, 100, 0.58) +
    `<circle cx="178" cy="115" r="12" fill="url(#gold)"/>` +
    rays(178, 115, 8, 13, 21, '#FCD34D'),

  'color-game': () =>
    glow(120, 92, 60, '#FDE047', 0.3) +
    cube(120, 62, 30, ['#FACC15', '#EF4444', '#3B82F6']) +
    cube(86, 112, 30, ['#22C55E', '#EC4899', '#FFFFFF']) +
    cube(154, 112, 30, ['#EF4444', '#3B82F6', '#FACC15']),

  mines: () => {
    const tiles: string[] = []
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 5; col++) {
        tiles.push(`<rect x="${64 + col * 23}" y="${34 + row * 23}" width="20" height="20" rx="5"/>`)
      }
    }
    return (
      `<g fill="#1E3A5F" stroke="#38BDF8" stroke-opacity=".4" stroke-width="1.5">${tiles.join('')}</g>` +
      glow(154, 68, 30, '#22D3EE', 0.6) +
      `<path d="M132 62l10-14h24l10 14-22 28z" fill="#22D3EE" stroke="#ECFEFF" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M132 62h44M142 48l12 42 12-42" fill="none" stroke="#0E7490" stroke-width="2"/>` +
      `<path d="M138 52l6-2" stroke="#FFF" stroke-width="3" stroke-linecap="round"/>` +
      glow(92, 116, 30, '#EF4444', 0.6) +
      `<path d="M92 90v52M66 116h52M74 98l36 36M110 98l-36 36" stroke="#111827" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="92" cy="116" r="19" fill="#111827" stroke="#F87171" stroke-width="2.5"/>` +
      `<circle cx="85" cy="109" r="5" fill="#FFF" opacity=".85"/>` +
      `<path d="M104 98q8-10 16-4" fill="none" stroke="#FACC15" stroke-width="3" stroke-linecap="round"/>`
    )
  },
}
