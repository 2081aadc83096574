import { chip, fish, glow, jeepney, r1, rays, starPolygon, waves } from './draw.ts'
import type { Motif } from './frame.ts'

/** The motifs of HubPlay's slots, combined from the drawing helpers. */
export const SLOTS_MOTIFS: Record<string, Motif> = {
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
}
