import { bubbles, fish, glow, starPolygon, waves } from './draw.ts'
import type { Motif } from './frame.ts'

/** The motifs of HubPlay's fishing games, combined from the drawing helpers. */
export const FISHING_MOTIFS: Record<string, Motif> = {
  'perlas-fishing': () =>
    glow(120, 96, 50, '#E0F2FE', 0.4) +
    `<path d="M52 104c10 34 126 34 136 0z" fill="#F9A8D4" stroke="#FFF" stroke-width="3"/>` +
    `<path d="M52 100C56 44 184 44 188 100z" fill="#FBCFE8" stroke="#FFF" stroke-width="3"/>` +
    `<path d="M120 54v46M88 62l16 38M152 62l-16 38M66 80l30 20M174 80l-30 20" stroke="#F472B6" stroke-width="3"/>` +
    `<circle cx="120" cy="108" r="20" fill="url(#pearl)" stroke="#FFF" stroke-width="2"/>` +
    bubbles([
      [190, 40, 8],
      [206, 64, 5],
      [40, 48, 6],
    ]),

  'banca-frenzy': () =>
    waves(112, '#FFFFFF', 0.25) +
    `<path d="M44 98h152l-18 18H62z" fill="#B45309" stroke="#FDE68A" stroke-width="3"/>` +
    `<path d="M56 106H20M184 106h36M30 100v12M210 100v12" stroke="#F8FAFC" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M120 98V34l44 56z" fill="#FEF3C7" stroke="#FFF" stroke-width="2"/><path d="M120 40l-30 50h30z" fill="#F43F5E"/>` +
    fish(64, 138, 1.1, '#FACC15') +
    fish(170, 134, 1, '#F97316', true) +
    waves(128, '#0C4A6E', 0.6),

  'butanding-royale': () => {
    const spots = [
      [92, 74],
      [108, 66],
      [124, 72],
      [140, 66],
      [156, 74],
      [100, 88],
      [132, 86],
      [148, 92],
      [116, 96],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3"/>`)
      .join('')
    return (
      `<path d="M40 88c20-34 120-44 160-10-6 4-8 10 0 16 12-8 20-20 24-30 2 18-4 34-14 42-40 20-150 20-170-18z" fill="#1E3A5F" stroke="#BAE6FD" stroke-width="2"/>` +
      `<path d="M48 96c30 18 110 18 150 4" fill="none" stroke="#94A3B8" stroke-width="2"/>` +
      `<path d="M112 100l-16 26 30-22z" fill="#1E3A5F"/><path d="M50 92h20" stroke="#0F172A" stroke-width="3" stroke-linecap="round"/>` +
      `<g fill="#E0F2FE">${spots}</g>` +
      starPolygon(188, 38, 14, 6, '#FACC15') +
      bubbles([
        [40, 48, 6],
        [56, 34, 4],
      ])
    )
  },

  'coral-kingdom': () =>
    `<path d="M56 150v-46M56 120l-16-24M56 112l18-26M74 86l8-16M40 96l-8-18" fill="none" stroke="#FB7185" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M184 150v-50M184 114l20-22M184 106l-18-24M204 92l4-18" fill="none" stroke="#F97316" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M86 150c-6-40 14-64 34-64s40 24 34 64z" fill="#A855F7"/>` +
    `<path d="M120 150v-58M120 120l-22-22M120 120l22-22M104 140l-14-12M136 140l14-12" stroke="#E9D5FF" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M96 58l-4-26 16 12 12-18 12 18 16-12-4 26z" fill="#FACC15" stroke="#FFF" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<g fill="#DC2626"><circle cx="96" cy="31" r="4"/><circle cx="120" cy="25" r="4"/><circle cx="144" cy="31" r="4"/></g>` +
    fish(186, 54, 1.3, '#F97316', true) +
    fish(54, 60, 1, '#FDE047') +
    bubbles([[206, 30, 6]]),

  'dragon-tide-fishing': () =>
    `<path d="M20 150c0-60 40-100 100-100 40 0 60 30 46 50-10 14-34 8-30-8 4 14 22 12 20-4-2-14-24-22-40-10-24 18-20 50 4 60 30 12 80-4 100 12z" fill="#0284C7" stroke="#E0F2FE" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M60 112c10-30 30-44 56-46" fill="none" stroke="#E0F2FE" stroke-width="3" opacity=".6"/>` +
    `<path d="M150 32c12-8 30-6 38 4l-8 4 12 6-16 4c-8 6-20 4-26-2z" fill="#DC2626"/><circle cx="166" cy="36" r="3" fill="#FACC15"/>` +
    fish(190, 98, 1.4, '#FACC15', true),
}
