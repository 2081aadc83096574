// The frame of every game thumbnail: background from the game's type and studio, badge and name.
import type { GameTypeCode } from '@panalo/contract/enums'

import type { GameSeed } from '@panalo/catalogue/games'
import { mix, r1 } from './draw.ts'

const SIZE = 240

/** A game's own drawing, placed between the background and the name. */
export type Motif = () => string

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

export function thumbnail(game: GameSeed, platform: string, motif: Motif): string {
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
