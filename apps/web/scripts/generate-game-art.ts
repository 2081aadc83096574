// Draws the square thumbnail of every seeded game into public/games/<code>.svg: a gradient from the
// game's type and studio, a motif of its own, and its name in the lower third. All art is original.
// Run from the repository root: node apps/web/scripts/generate-game-art.ts [--preview <file.png>]
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { GameTypeCode } from '@panalo/contract/enums'
import sharp from 'sharp'

import { PLATFORM_SEEDS, type GameSeed } from '../../server/src/seed/games/catalogue.ts'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(webDir, 'public', 'games')
/** Thumbnails are fetched one per tile on a phone; anything bigger than this is a mistake. */
const MAX_BYTES = 4_096
const SIZE = 240

type Motif = () => string

/** Background colours by game type, [top-left, bottom-right]. */
const TYPE_PALETTE: Record<GameTypeCode, [string, string]> = {
  slots: ['#7C3AED', '#DB2777'],
  fishing: ['#0EA5E9', '#1E3A8A'],
  table: ['#059669', '#064E3B'],
  arcade: ['#F97316', '#9D174D'],
  live: ['#DC2626', '#3B0A1E'],
}

/** Each studio tints its type's colours, so a studio's games read as a family. */
const BRAND_TINT: Record<string, string> = {
  'panalo-originals': '#B45309',
  bahaghari: '#EC4899',
  lakan: '#B91C1C',
  tala: '#2563EB',
  'jade-lantern': '#0F766E',
  dagat: '#0369A1',
  'mayon-live': '#7F1D1D',
}

/** Games whose art needs colours of their own rather than their type's. */
const PALETTE_OVERRIDE: Record<string, [string, string]> = {
  mines: ['#0E7490', '#0F172A'],
  'color-game': ['#F97316', '#BE185D'],
  'panalo-fortune': ['#7C3AED', '#4C0519'],
}

// ---------------------------------------------------------------------------------------------------
// Drawing helpers. Coordinates are rounded to keep files small.

const r1 = (value: number) => Math.round(value * 10) / 10

function points(list: [number, number][]): string {
  return list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')
}

function mix(a: string, b: string, share: number): string {
  const parse = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const [ca, cb] = [parse(a), parse(b)]
  return `#${ca
    .map((channel, index) => Math.round(channel + ((cb[index] ?? 0) - channel) * share))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`
}

/** A burst of n rays from a centre, behind a motif. */
function rays(cx: number, cy: number, n: number, inner: number, outer: number, fill: string, opacity = 1) {
  const d: string[] = []
  for (let index = 0; index < n; index++) {
    const angle = (index / n) * Math.PI * 2
    const half = Math.PI / n / 2
    const at = (a: number, r: number): [number, number] => [cx + Math.cos(a) * r, cy + Math.sin(a) * r]
    const [a, b, c] = [at(angle - half, inner), at(angle, outer), at(angle + half, inner)]
    d.push(`M${points([a, b, c])}Z`)
  }
  return `<path d="${d.join('').replaceAll(' ', ' L')}" fill="${fill}" opacity="${opacity}"/>`
}

function star(cx: number, cy: number, outer: number, inner: number, n = 5, rotate = -90): [number, number][] {
  const list: [number, number][] = []
  for (let index = 0; index < n * 2; index++) {
    const r = index % 2 === 0 ? outer : inner
    const angle = ((rotate + (index * 180) / n) * Math.PI) / 180
    list.push([cx + Math.cos(angle) * r, cy + Math.sin(angle) * r])
  }
  return list
}

const starPolygon = (cx: number, cy: number, outer: number, inner: number, fill: string, extra = '') =>
  `<polygon points="${points(star(cx, cy, outer, inner))}" fill="${fill}"${extra}/>`

const SUITS = {
  spade: 'M0-10C-6-3-10 0-10 4c0 4 5 6 8 2l-2 6h8l-2-6c3 4 8 2 8-2 0-4-4-7-10-14z',
  heart: 'M0 9C-7 3-10-1-10-4c0-4 5-7 10-2 5-5 10-2 10 2 0 3-3 7-10 13z',
  diamond: 'M0-11L8 0 0 11-8 0z',
  club: 'M0-10a4.5 4.5 0 0 0-4 7 4.5 4.5 0 1 0 2 6l-1 7h6l-1-7a4.5 4.5 0 1 0 2-6 4.5 4.5 0 0 0-4-7z',
} as const
type Suit = keyof typeof SUITS

function suit(kind: Suit, x: number, y: number, scale: number, fill: string) {
  return `<path d="${SUITS[kind]}" fill="${fill}" transform="translate(${x} ${y}) scale(${scale})"/>`
}

/** A playing card, rotated about its centre. */
function card(cx: number, cy: number, rotate: number, rank: string, kind: Suit, w = 58, h = 80) {
  const red = kind === 'heart' || kind === 'diamond'
  const ink = red ? '#DC2626' : '#111827'
  return (
    `<g transform="rotate(${rotate} ${cx} ${cy})">` +
    `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="7" fill="#FFF" stroke="#0002" stroke-width="2"/>` +
    `<text x="${cx - w / 2 + 6}" y="${cy - h / 2 + 17}" font-size="15" font-weight="800" fill="${ink}" font-family="Arial,sans-serif">${rank}</text>` +
    suit(kind, cx, cy + 6, 1.5, ink) +
    `</g>`
  )
}

/** A die with pips, seen from the front. */
function die(
  cx: number,
  cy: number,
  s: number,
  pips: number,
  rotate: number,
  fill = '#FFF',
  pip = '#B91C1C',
) {
  const offsets: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  }
  const dots = (offsets[pips] ?? [])
    .map(
      ([dx, dy]) =>
        `<circle cx="${r1(cx + dx * s * 0.27)}" cy="${r1(cy + dy * s * 0.27)}" r="${r1(s * 0.09)}"/>`,
    )
    .join('')
  return (
    `<g transform="rotate(${rotate} ${cx} ${cy})"><rect x="${r1(cx - s / 2)}" y="${r1(cy - s / 2)}" width="${s}" height="${s}" rx="${r1(s * 0.18)}" fill="${fill}" stroke="#0003" stroke-width="2"/>` +
    `<g fill="${pip}">${dots}</g></g>`
  )
}

/** An isometric cube whose three visible faces show three colours (a Color Game die). */
function cube(cx: number, cy: number, s: number, [top, left, right]: [string, string, string]) {
  const w = s * 0.866
  const face = (list: [number, number][], fill: string, shade: number) =>
    `<polygon points="${points(list)}" fill="${shade ? mix(fill, '#000000', shade) : fill}"/>`
  return (
    `<g stroke="#FFF" stroke-width="2.5" stroke-linejoin="round">` +
    face(
      [
        [cx, cy - s],
        [cx + w, cy - s / 2],
        [cx, cy],
        [cx - w, cy - s / 2],
      ],
      top,
      0,
    ) +
    face(
      [
        [cx - w, cy - s / 2],
        [cx, cy],
        [cx, cy + s],
        [cx - w, cy + s / 2],
      ],
      left,
      0.12,
    ) +
    face(
      [
        [cx, cy],
        [cx + w, cy - s / 2],
        [cx + w, cy + s / 2],
        [cx, cy + s],
      ],
      right,
      0.28,
    ) +
    `</g>`
  )
}

/** A jeepney in profile: long body, flat roof with a rack, open windows, chrome and two wheels. */
function jeepney(x: number, y: number, scale: number, body = '#DC2626', stripe = '#FACC15') {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M2 8h58l10 8h6v14H2z" fill="${body}"/>` +
    `<rect x="0" y="2" width="62" height="7" rx="2" fill="#1E3A8A"/>` +
    `<path d="M6 2V-2M20 2V-2M34 2V-2M48 2V-2" stroke="#CBD5E1" stroke-width="2"/>` +
    `<g fill="#BFDBFE"><rect x="6" y="11" width="9" height="7" rx="1"/><rect x="19" y="11" width="9" height="7" rx="1"/><rect x="32" y="11" width="9" height="7" rx="1"/><rect x="45" y="11" width="9" height="7" rx="1"/></g>` +
    `<rect x="2" y="21" width="74" height="3" fill="${stripe}"/>` +
    `<rect x="72" y="18" width="6" height="10" rx="1" fill="#E5E7EB"/>` +
    `<g fill="#111827" stroke="#9CA3AF" stroke-width="2"><circle cx="16" cy="30" r="6"/><circle cx="60" cy="30" r="6"/></g>` +
    `</g>`
  )
}

/** A dealer behind the table: the silhouette every live game shares. */
function dealer(cx: number, top: number, fill = '#FFFFFF', opacity = 0.22) {
  return (
    `<g fill="${fill}" opacity="${opacity}"><circle cx="${cx}" cy="${top + 16}" r="15"/>` +
    `<path d="M${cx - 42} ${top + 70}c2-22 16-34 42-34s40 12 42 34z"/></g>`
  )
}

/** Mayon's perfect cone: the mark of the Mayon Live studio behind each of its tables. */
function mayon(fill = '#000000', opacity = 0.22) {
  return `<path d="M40 150 110 64q10-8 20 0l70 86z" fill="${fill}" opacity="${opacity}"/>`
}

function roulette(cx: number, cy: number, r: number) {
  const ring = r * 0.78
  const dash = r1((2 * Math.PI * ring) / 36)
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#78350F" stroke="#FCD34D" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(ring)}" fill="none" stroke="#B91C1C" stroke-width="${r1(r * 0.36)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(ring)}" fill="none" stroke="#111827" stroke-width="${r1(r * 0.36)}" stroke-dasharray="${dash}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(ring)}" fill="none" stroke="#16A34A" stroke-width="${r1(r * 0.36)}" stroke-dasharray="${dash} ${r1(dash * 35)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.55)}" fill="#92400E" stroke="#FCD34D" stroke-width="2"/>` +
    `<path d="M${cx - r * 0.5} ${cy}h${r}M${cx} ${cy - r * 0.5}v${r}" stroke="#FCD34D" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.14)}" fill="#FDE68A"/>` +
    `<circle cx="${r1(cx + r * 0.5)}" cy="${r1(cy - r * 0.55)}" r="${r1(r * 0.09)}" fill="#FFF"/>`
  )
}

function chip(cx: number, cy: number, r: number, fill: string) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.78)}" fill="none" stroke="#FFF" stroke-width="${r1(r * 0.22)}" stroke-dasharray="${r1(r * 0.45)} ${r1(r * 0.45)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.5)}" fill="${mix(fill, '#FFFFFF', 0.25)}"/>`
  )
}

function fish(x: number, y: number, scale: number, fill: string, flip = false) {
  return (
    `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">` +
    `<path d="M-14 0c6-9 18-10 26 0-8 10-20 9-26 0zM-13 0l-9-7v14z" fill="${fill}"/>` +
    `<circle cx="6" cy="-1.5" r="2" fill="#0F172A"/></g>`
  )
}

function bubbles(list: [number, number, number][]) {
  return `<g fill="none" stroke="#FFF" stroke-opacity=".6" stroke-width="2">${list.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`
}

function waves(y: number, fill: string, opacity = 1) {
  return `<path d="M0 ${y}q20-10 40 0t40 0 40 0 40 0 40 0 40 0V${y + 40}H0z" fill="${fill}" opacity="${opacity}"/>`
}

const glow = (cx: number, cy: number, r: number, color = '#FFFFFF', opacity = 0.35) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}" filter="url(#b)"/>`

/** Plinko pegs in a triangle, with a ball on its way down. */
function plinko(cx: number, top: number, rows: number, gap: number, peg: string, ball: string) {
  const pegs: string[] = []
  for (let row = 0; row < rows; row++) {
    for (let index = 0; index <= row + 1; index++) {
      const x = cx + (index - (row + 1) / 2) * gap
      pegs.push(`<circle cx="${r1(x)}" cy="${top + row * gap * 0.86}" r="3"/>`)
    }
  }
  return `<g fill="${peg}">${pegs.join('')}</g><circle cx="${cx + gap / 2}" cy="${r1(top + gap * 1.3)}" r="7" fill="${ball}" stroke="#FFF" stroke-width="2"/>`
}

function crashCurve(color: string) {
  return (
    `<path d="M30 30v116h184M30 108h184M30 70h184" fill="none" stroke="#FFF" stroke-opacity=".25" stroke-width="2"/>` +
    `<path d="M36 142C90 140 140 120 186 56" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`
  )
}

// ---------------------------------------------------------------------------------------------------
// Motifs, one per game. The Originals are drawn by hand; the rest combine the helpers above.

const MOTIFS: Record<string, Motif> = {
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

  'sarimanok-riches': () => {
    const feathers = ['#FACC15', '#22C55E', '#3B82F6', '#A855F7', '#EF4444']
      .map(
        (fill, index) =>
          `<path d="M112 96C${90 + index * 4} ${40 + index * 6} ${50 + index * 10} ${30 + index * 14} ${40 + index * 6} ${70 + index * 12}C${70 + index * 6} ${80 + index * 6} 96 96 112 96z" fill="${fill}"/>`,
      )
      .join('')
    return (
      glow(130, 80, 56, '#FDE68A', 0.35) +
      feathers +
      `<path d="M110 96c4-26 18-42 36-44 10-1 16 6 16 14 0 16-20 40-52 30z" fill="#F8FAFC"/>` +
      `<path d="M146 40c2-10 10-14 16-10-6 2-4 8-2 10 6-4 12 0 10 6-8-2-16 0-24-6z" fill="#EF4444"/>` +
      `<path d="M162 58l14 4-14 6z" fill="#F59E0B"/><circle cx="152" cy="58" r="3" fill="#111827"/>` +
      `<path d="M120 112l-4 26M132 110l4 28" stroke="#F59E0B" stroke-width="4" stroke-linecap="round"/>` +
      fish(150, 128, 1, '#38BDF8')
    )
  },

  'lapu-lapu-legend': () =>
    glow(120, 84, 58, '#FDE68A', 0.25) +
    `<path d="M120 22c28 0 44 20 44 60s-18 58-44 62c-26-4-44-22-44-62s16-60 44-60z" fill="#7C2D12" stroke="#FCD34D" stroke-width="5"/>` +
    `<path d="M120 34v100M92 60h56M92 104h56" stroke="#FCD34D" stroke-width="3" opacity=".6"/>` +
    starPolygon(120, 82, 14, 6, '#FCD34D') +
    `<path d="M62 140 168 34l10 4-4 10L68 146z" fill="#E5E7EB" stroke="#475569" stroke-width="2"/>` +
    `<path d="M66 128l16 16M58 150l14-14" stroke="#FCD34D" stroke-width="6" stroke-linecap="round"/>`,

  'moon-festival-gold': () => {
    const lantern = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-30v8" stroke="#FCD34D" stroke-width="2"/>` +
      `<rect x="-10" y="-24" width="20" height="5" rx="2" fill="#FCD34D"/><ellipse cx="0" cy="0" rx="20" ry="22" fill="#DC2626"/>` +
      `<path d="M0-20v40M-10-18c-6 10-6 26 0 36M10-18c6 10 6 26 0 36" stroke="#FCA5A5" stroke-width="2" fill="none"/>` +
      `<rect x="-10" y="19" width="20" height="5" rx="2" fill="#FCD34D"/><path d="M-3 24v12M3 24v12" stroke="#FCD34D" stroke-width="2"/></g>`
    return (
      glow(128, 74, 62, '#FEF3C7', 0.45) +
      `<circle cx="128" cy="74" r="48" fill="url(#gold)"/>` +
      `<g fill="#D97706" opacity=".35"><circle cx="110" cy="60" r="9"/><circle cx="142" cy="92" r="12"/><circle cx="146" cy="58" r="5"/></g>` +
      lantern(62, 76, 1.1) +
      lantern(186, 112, 0.8)
    )
  },

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

  'royal-baccarat': () =>
    glow(120, 84, 60, '#FDE68A', 0.25) +
    card(98, 84, -12, '9', 'heart') +
    card(142, 84, 12, 'K', 'spade') +
    `<path d="M104 30l8 10 8-14 8 14 8-10-4 20h-24z" fill="#FCD34D" stroke="#92400E" stroke-width="2" stroke-linejoin="round"/>` +
    chip(62, 132, 16, '#1D4ED8') +
    chip(180, 134, 14, '#B91C1C'),

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

  'lipad-crash': () =>
    crashCurve('#FDE047') +
    `<g transform="translate(182 56) rotate(-50) scale(1.6)"><path d="M-22 0c0-5 4-7 10-7h22c8 0 12 4 12 7s-4 7-12 7h-22c-6 0-10-2-10-7z" fill="#F8FAFC"/>` +
    `<path d="M-2-6l-12-16h8l16 16zM-2 6l-12 16h8l16-16zM-20-4l-6-10h5l7 10z" fill="#38BDF8"/></g>` +
    `<text x="62" y="70" font-size="30" font-weight="900" fill="#FFF" font-family="Arial,sans-serif">2.47×</text>`,

  'jeepney-joyride': () =>
    rays(120, 92, 14, 10, 130, '#FFFFFF', 0.12) +
    jeepney(52, 70, 1.75, '#2563EB', '#F43F5E') +
    waves(140, '#0003'),

  'golden-carabao': () =>
    glow(120, 86, 60, '#FDE68A', 0.35) +
    `<path d="M88 62C60 62 40 48 34 28c14 14 32 18 54 18zM152 62c28 0 48-14 54-34-14 14-32 18-54 18z" fill="url(#gold)" stroke="#92400E" stroke-width="2"/>` +
    `<path d="M86 56c0-8 14-14 34-14s34 6 34 14l-4 40c-2 26-14 40-30 40s-28-14-30-40z" fill="#A16207" stroke="#FDE68A" stroke-width="3"/>` +
    `<ellipse cx="120" cy="118" rx="20" ry="14" fill="#78350F"/>` +
    `<g fill="#1C1917"><circle cx="112" cy="118" r="3"/><circle cx="128" cy="118" r="3"/><circle cx="104" cy="78" r="5"/><circle cx="136" cy="78" r="5"/></g>` +
    `<path d="M74 64l-14 10 18 4zM166 64l14 10-18 4z" fill="#A16207"/>`,

  'sampaguita-bloom': () => {
    const flower = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})">` +
      [0, 72, 144, 216, 288]
        .map((angle) => `<ellipse cx="0" cy="-13" rx="7" ry="13" transform="rotate(${angle})"/>`)
        .join('') +
      `<circle r="5" fill="#FDE68A"/></g>`
    return (
      `<g fill="#16A34A"><path d="M60 140c0-40 30-60 60-60-20 20-30 40-60 60z"/><path d="M180 140c0-40-30-60-60-60 20 20 30 40 60 60z"/></g>` +
      `<g fill="#FFF" stroke="#E2E8F0" stroke-width="1">${flower(120, 70, 1.8)}${flower(70, 108, 1.2)}${flower(172, 104, 1.3)}</g>`
    )
  },

  'dragon-pearl-reels': () =>
    glow(120, 80, 50, '#FEF9C3', 0.4) +
    `<path d="M40 130c20-40 60-20 70-50s-30-40-10-60" fill="none" stroke="#16A34A" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M40 130c20-40 60-20 70-50s-30-40-10-60" fill="none" stroke="#FACC15" stroke-width="4" stroke-dasharray="2 8" stroke-linecap="round"/>` +
    `<path d="M100 20c10-6 26-4 32 6l-8 2 10 6-14 2c-6 4-16 2-20-4z" fill="#16A34A"/><circle cx="114" cy="24" r="2.5" fill="#FACC15"/>` +
    `<circle cx="150" cy="92" r="30" fill="url(#pearl)" stroke="#FFF" stroke-width="3"/>` +
    `<path d="M132 128c16 6 30 2 40-10" fill="none" stroke="#16A34A" stroke-width="8" stroke-linecap="round"/>`,

  'mango-madness': () => {
    const mango = (x: number, y: number, rotate: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rotate})"><path d="M0-34c26 0 36 22 30 44-6 22-28 30-44 22-14-8-14-26-4-40 6-10 8-26 18-26z" fill="url(#mango)"/>` +
      `<path d="M2-34c4-10 14-14 24-10-6 8-14 12-24 10z" fill="#16A34A"/><ellipse cx="12" cy="-6" rx="5" ry="9" fill="#FFF" opacity=".35"/></g>`
    return (
      rays(120, 86, 12, 20, 110, '#FFFFFF', 0.1) +
      mango(88, 94, -18) +
      mango(150, 90, 16) +
      starPolygon(184, 40, 12, 4, '#FFF') +
      starPolygon(50, 48, 8, 3, '#FFF')
    )
  },

  'parol-lights': () =>
    glow(120, 78, 56, '#FDE68A', 0.45) +
    `<circle cx="120" cy="78" r="52" fill="none" stroke="#FCD34D" stroke-width="4"/>` +
    starPolygon(120, 80, 50, 22, '#EF4444', ' stroke="#FDE68A" stroke-width="3" stroke-linejoin="round"') +
    starPolygon(120, 80, 24, 10, '#FACC15') +
    `<circle cx="120" cy="80" r="6" fill="#FFF"/>` +
    `<path d="M104 118l-10 28M120 122v28M136 118l10 28" stroke="#FDE68A" stroke-width="3" stroke-linecap="round"/>` +
    `<g fill="#FFF"><circle cx="40" cy="34" r="3"/><circle cx="200" cy="40" r="2.5"/><circle cx="208" cy="128" r="3"/><circle cx="32" cy="120" r="2.5"/></g>`,

  'lucky-koi-ways': () =>
    `<circle cx="120" cy="84" r="58" fill="#0E7490" stroke="#A7F3D0" stroke-width="3"/>` +
    `<circle cx="120" cy="84" r="44" fill="none" stroke="#FFF" stroke-opacity=".2" stroke-width="2"/>` +
    `<g transform="rotate(-30 120 84)">${fish(100, 62, 2.1, '#F97316')}${fish(140, 106, 2.1, '#FFF', true)}</g>` +
    `<g fill="#FFF" opacity=".9"><circle cx="98" cy="58" r="3"/></g><g fill="#F97316"><circle cx="146" cy="104" r="4"/><circle cx="136" cy="112" r="3"/></g>`,

  'bahay-kubo-bonanza': () =>
    `<path d="M178 142c-2-40 4-70 16-96M194 46c-14-4-30 2-36 12 12-4 22-4 36-12zM194 46c10-10 26-12 34-4-12 0-22 0-34 4zM194 46c2 14-4 26-14 32 4-12 8-20 14-32z" fill="#15803D" stroke="#15803D" stroke-width="3"/>` +
    `<path d="M50 78 114 30l64 48z" fill="#CA8A04" stroke="#FDE68A" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M70 64h88M86 52h56M100 42h28" stroke="#A16207" stroke-width="3"/>` +
    `<rect x="62" y="78" width="104" height="44" fill="#D6A35C" stroke="#78350F" stroke-width="3"/>` +
    `<path d="M62 90h104M62 102h104M62 114h104" stroke="#92400E" stroke-width="1.5" opacity=".6"/>` +
    `<rect x="96" y="88" width="28" height="22" fill="#422006"/><path d="M110 88v22" stroke="#D6A35C" stroke-width="2"/>` +
    `<path d="M72 122v22M156 122v22M114 122v22" stroke="#78350F" stroke-width="5"/>` +
    chip(40, 132, 12, '#FACC15'),

  'tarsier-treasure': () =>
    `<path d="M62 40c-20-14-34 0-30 20 4 16 20 20 34 12zM178 40c20-14 34 0 30 20-4 16-20 20-34 12z" fill="#A16207" stroke="#78350F" stroke-width="2"/>` +
    `<ellipse cx="120" cy="84" rx="62" ry="56" fill="#B45309"/>` +
    `<ellipse cx="120" cy="96" rx="46" ry="40" fill="#D97706"/>` +
    `<g fill="#FEF3C7" stroke="#78350F" stroke-width="3"><circle cx="94" cy="78" r="24"/><circle cx="146" cy="78" r="24"/></g>` +
    `<g fill="#111827"><circle cx="94" cy="80" r="15"/><circle cx="146" cy="80" r="15"/></g>` +
    `<g fill="#FFF"><circle cx="99" cy="74" r="5"/><circle cx="151" cy="74" r="5"/></g>` +
    `<path d="M116 104l4 5 4-5z" fill="#451A03"/><path d="M110 116q10 6 20 0" fill="none" stroke="#451A03" stroke-width="2.5" stroke-linecap="round"/>` +
    chip(196, 128, 12, '#FACC15'),

  'boracay-sunset': () =>
    `<circle cx="120" cy="112" r="44" fill="url(#sunset)"/>` +
    `<rect x="0" y="112" width="240" height="40" fill="#1E3A8A" opacity=".85"/>` +
    `<path d="M84 122h72M96 132h48M106 142h28" stroke="#FDBA74" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M46 150c4-40 10-64 26-88" fill="none" stroke="#1F2937" stroke-width="6"/>` +
    `<path d="M72 62c-16-10-34-6-44 6 16-4 28-2 44-6zM72 62c4-16 18-24 34-22-14 6-22 12-34 22zM72 62c12-2 26 6 30 18-12-8-20-12-30-18zM72 62c-8 8-10 22-4 32 0-12 2-22 4-32z" fill="#1F2937"/>`,

  'pista-spins': () => {
    const colors = ['#EF4444', '#FACC15', '#22C55E', '#3B82F6', '#A855F7', '#F97316']
    const flags = colors
      .map((fill, index) => {
        const x = 10 + index * 38
        return `<path d="M${x} ${22 + (index % 2) * 4}l36 ${index % 2 ? -4 : 4}-16 26z" fill="${fill}"/>`
      })
      .join('')
    const segments = colors
      .map((fill, index) => {
        const a0 = (index / 6) * Math.PI * 2
        const a1 = ((index + 1) / 6) * Math.PI * 2
        const p = (a: number): [number, number] => [120 + Math.cos(a) * 46, 100 + Math.sin(a) * 46]
        const [[x0, y0], [x2, y2]] = [p(a0), p(a1)]
        return `<path d="M120 100L${r1(x0)} ${r1(y0)}A46 46 0 0 1 ${r1(x2)} ${r1(y2)}z" fill="${fill}"/>`
      })
      .join('')
    return (
      `<path d="M0 24q120 20 240 0" fill="none" stroke="#FFF" stroke-width="2"/>` +
      flags +
      `<circle cx="120" cy="100" r="50" fill="#FDE68A"/>${segments}<circle cx="120" cy="100" r="9" fill="#FFF" stroke="#92400E" stroke-width="3"/>` +
      `<path d="M112 46h16l-8 14z" fill="#FFF" stroke="#92400E" stroke-width="2"/>`
    )
  },

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

// ---------------------------------------------------------------------------------------------------
// The frame: background, badge and name.

const FONT = `Roboto,'Segoe UI',Arial,'Liberation Sans',sans-serif`

/** Splits a name into at most two lines, in one size wherever it fits 208 px of bold sans. */
function nameLines(name: string): { lines: string[]; size: number } {
  // Average advance of a bold sans glyph, as a share of the font size (Arial Bold and Roboto Bold).
  const advance = 0.6
  const width = 208
  const sizeFor = (longest: number, preferred: number) =>
    Math.min(preferred, Math.floor(width / (longest * advance)))
  if (name.length * 24 * advance <= width) return { lines: [name], size: 24 }
  const words = name.split(' ')
  let best = [name]
  let bestLongest = name.length
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
    const longest = Math.max(...lines.map((line) => line.length))
    if (longest < bestLongest) [best, bestLongest] = [lines, longest]
  }
  return { lines: best, size: sizeFor(bestLongest, 22) }
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

function badge(game: GameSeed, platform: string): string {
  if (platform === 'originals')
    return (
      `<rect x="10" y="10" width="78" height="20" rx="10" fill="#FACC15"/>` +
      `<text x="49" y="24.5" font-size="11" font-weight="800" fill="#1A1200" text-anchor="middle" font-family="${FONT}" letter-spacing=".5">ORIGINAL</text>`
    )
  if (game.type === 'live')
    return (
      `<rect x="10" y="10" width="52" height="20" rx="10" fill="#DC2626" stroke="#FFF" stroke-width="1.5"/>` +
      `<circle cx="22" cy="20" r="4" fill="#FFF"/>` +
      `<text x="41" y="24.5" font-size="11" font-weight="800" fill="#FFF" text-anchor="middle" font-family="${FONT}">LIVE</text>`
    )
  return ''
}

/** Gradients and the blur some motifs use, each written only into the files that use it. */
const SHARED_DEFS: Record<string, string> = {
  gold: `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FEF08A"/><stop offset=".5" stop-color="#FACC15"/><stop offset="1" stop-color="#B45309"/></linearGradient>`,
  pearl: `<radialGradient id="pearl" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#FFF"/><stop offset=".6" stop-color="#E0E7FF"/><stop offset="1" stop-color="#A5B4FC"/></radialGradient>`,
  mango: `<linearGradient id="mango" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FDE047"/><stop offset="1" stop-color="#F97316"/></linearGradient>`,
  sunset: `<linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FDE047"/><stop offset="1" stop-color="#F97316"/></linearGradient>`,
  b: `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>`,
}

function optionalDefs(art: string): string {
  return Object.entries(SHARED_DEFS)
    .filter(([id]) => art.includes(`url(#${id})`))
    .map(([, def]) => def)
    .join('')
}

function thumbnail(game: GameSeed, platform: string, motif: Motif): string {
  const art = motif()
  const override = PALETTE_OVERRIDE[game.code]
  const [typeFrom, typeTo] = override ?? TYPE_PALETTE[game.type]
  const tint = override ? typeFrom : (BRAND_TINT[game.brand] ?? typeFrom)
  const from = mix(typeFrom, tint, 0.3)
  const to = mix(typeTo, '#000000', 0.15)
  const { lines, size } = nameLines(game.name)
  const lineHeight = size * 1.08
  const lastBaseline = 226
  const text = lines
    .map((line, index) => {
      const y = r1(lastBaseline - (lines.length - 1 - index) * lineHeight)
      return `<text x="120" y="${y}">${escapeXml(line)}</text>`
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<title>${escapeXml(game.name)}</title>` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".45" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient>` +
    `<radialGradient id="light" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#FFF" stop-opacity=".28"/><stop offset="1" stop-color="#FFF" stop-opacity="0"/></radialGradient>` +
    optionalDefs(art) +
    `</defs>` +
    `<rect width="240" height="240" fill="url(#bg)"/><rect width="240" height="240" fill="url(#light)"/>` +
    art +
    `<rect y="140" width="240" height="100" fill="url(#shade)"/>` +
    badge(game, platform) +
    `<g font-family="${FONT}" font-weight="800" font-size="${size}" fill="#FFF" text-anchor="middle" stroke="#000" stroke-opacity=".35" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${text}</g>` +
    `</svg>\n`
  )
}

// ---------------------------------------------------------------------------------------------------

const previewIndex = process.argv.indexOf('--preview')
const previewFile = previewIndex === -1 ? undefined : process.argv[previewIndex + 1]

const all = PLATFORM_SEEDS.flatMap((platform) =>
  platform.games.map((game) => ({ game, platform: platform.code })),
)
const missing = all.filter(({ game }) => !MOTIFS[game.code]).map(({ game }) => game.code)
if (missing.length > 0) throw new Error(`No motif for: ${missing.join(', ')}`)

await mkdir(outDir, { recursive: true })
// Thumbnails of games no longer in the catalogue go.
for (const file of await readdir(outDir)) {
  if (file.endsWith('.svg') && !all.some(({ game }) => `${game.code}.svg` === file))
    await rm(path.join(outDir, file))
}
const rendered: Buffer[] = []
for (const { game, platform } of all) {
  const motif = MOTIFS[game.code]
  if (!motif) continue
  const svg = thumbnail(game, platform, motif)
  const bytes = Buffer.byteLength(svg)
  if (bytes > MAX_BYTES) throw new Error(`${game.code}.svg is ${bytes} bytes, over ${MAX_BYTES}`)
  await writeFile(path.join(outDir, `${game.code}.svg`), svg)
  console.log(`public/games/${game.code}.svg  ${bytes.toLocaleString('en-US')} bytes`)
  if (previewFile) rendered.push(await sharp(Buffer.from(svg)).resize(160, 160).png().toBuffer())
}

// A contact sheet of every thumbnail, for looking at them all at once.
if (previewFile) {
  const columns = 8
  const gap = 8
  const cell = 160 + gap
  const sheet = sharp({
    create: {
      width: columns * cell + gap,
      height: Math.ceil(rendered.length / columns) * cell + gap,
      channels: 4,
      background: '#0F0B1E',
    },
  })
  await sheet
    .composite(
      rendered.map((input, index) => ({
        input,
        left: gap + (index % columns) * cell,
        top: gap + Math.floor(index / columns) * cell,
      })),
    )
    .png()
    .toFile(previewFile)
  console.log(`Contact sheet: ${previewFile}`)
}
