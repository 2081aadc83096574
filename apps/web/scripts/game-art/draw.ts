// Drawing helpers of the game thumbnails. Coordinates are rounded to keep files small.
export const r1 = (value: number) => Math.round(value * 10) / 10

function points(list: [number, number][]): string {
  return list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')
}

export function mix(a: string, b: string, share: number): string {
  const parse = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const [ca, cb] = [parse(a), parse(b)]
  return `#${ca
    .map((channel, index) => Math.round(channel + ((cb[index] ?? 0) - channel) * share))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`
}

/** A burst of n rays from a centre, behind a motif. */
export function rays(
  cx: number,
  cy: number,
  n: number,
  inner: number,
  outer: number,
  fill: string,
  opacity = 1,
) {
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

export const starPolygon = (cx: number, cy: number, outer: number, inner: number, fill: string, extra = '') =>
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
export function card(cx: number, cy: number, rotate: number, rank: string, kind: Suit, w = 58, h = 80) {
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
export function die(
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
export function cube(cx: number, cy: number, s: number, [top, left, right]: [string, string, string]) {
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
export function jeepney(x: number, y: number, scale: number, body = '#DC2626', stripe = '#FACC15') {
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
export function dealer(cx: number, top: number, fill = '#FFFFFF', opacity = 0.22) {
  return (
    `<g fill="${fill}" opacity="${opacity}"><circle cx="${cx}" cy="${top + 16}" r="15"/>` +
    `<path d="M${cx - 42} ${top + 70}c2-22 16-34 42-34s40 12 42 34z"/></g>`
  )
}

/** Mayon's perfect cone: the mark of the Mayon Live studio behind each of its tables. */
export function mayon(fill = '#000000', opacity = 0.22) {
  return `<path d="M40 150 110 64q10-8 20 0l70 86z" fill="${fill}" opacity="${opacity}"/>`
}

export function roulette(cx: number, cy: number, r: number) {
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

export function chip(cx: number, cy: number, r: number, fill: string) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.78)}" fill="none" stroke="#FFF" stroke-width="${r1(r * 0.22)}" stroke-dasharray="${r1(r * 0.45)} ${r1(r * 0.45)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.5)}" fill="${mix(fill, '#FFFFFF', 0.25)}"/>`
  )
}

export function fish(x: number, y: number, scale: number, fill: string, flip = false) {
  return (
    `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">` +
    `<path d="M-14 0c6-9 18-10 26 0-8 10-20 9-26 0zM-13 0l-9-7v14z" fill="${fill}"/>` +
    `<circle cx="6" cy="-1.5" r="2" fill="#0F172A"/></g>`
  )
}

export function bubbles(list: [number, number, number][]) {
  return `<g fill="none" stroke="#FFF" stroke-opacity=".6" stroke-width="2">${list.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`
}

export function waves(y: number, fill: string, opacity = 1) {
  return `<path d="M0 ${y}q20-10 40 0t40 0 40 0 40 0 40 0 40 0V${y + 40}H0z" fill="${fill}" opacity="${opacity}"/>`
}

export const glow = (cx: number, cy: number, r: number, color = '#FFFFFF', opacity = 0.35) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}" filter="url(#b)"/>`

/** Plinko pegs in a triangle, with a ball on its way down. */
export function plinko(cx: number, top: number, rows: number, gap: number, peg: string, ball: string) {
  const pegs: string[] = []
  for (let row = 0; row < rows; row++) {
    for (let index = 0; index <= row + 1; index++) {
      const x = cx + (index - (row + 1) / 2) * gap
      pegs.push(`<circle cx="${r1(x)}" cy="${top + row * gap * 0.86}" r="3"/>`)
    }
  }
  return `<g fill="${peg}">${pegs.join('')}</g><circle cx="${cx + gap / 2}" cy="${r1(top + gap * 1.3)}" r="7" fill="${ball}" stroke="#FFF" stroke-width="2"/>`
}

export function crashCurve(color: string) {
  return (
    `<path d="M30 30v116h184M30 108h184M30 70h184" fill="none" stroke="#FFF" stroke-opacity=".25" stroke-width="2"/>` +
    `<path d="M36 142C90 140 140 120 186 56" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`
  )
}
