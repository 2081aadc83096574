// Draws the square thumbnail of every seeded game into public/games/<code>.svg: a gradient from the
// game's type and studio, a motif of its own, and its name in the lower third. All art is original.
// Run from the repository root: node apps/web/scripts/generate-game-art.ts [--preview <file.png>]
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { PLATFORM_SEEDS } from '@panalo/catalogue/games'
import { ARCADE_MOTIFS } from './game-art/arcade-motifs.ts'
import { FISHING_MOTIFS } from './game-art/fishing-motifs.ts'
import { thumbnail, type Motif } from './game-art/frame.ts'
import { LIVE_MOTIFS } from './game-art/live-motifs.ts'
import { ORIGINALS_MOTIFS } from './game-art/originals-motifs.ts'
import { SLOTS_MOTIFS } from './game-art/slots-motifs.ts'
import { TABLE_MOTIFS } from './game-art/table-motifs.ts'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(webDir, 'public', 'games')
/** Thumbnails are fetched one per tile on a phone; anything bigger than this is a mistake. */
const MAX_BYTES = 4_096

/** A motif of its own for every game, by code: the Originals drawn by hand, the rest from the helpers. */
const MOTIFS: Record<string, Motif> = {
  ...ORIGINALS_MOTIFS,
  ...SLOTS_MOTIFS,
  ...FISHING_MOTIFS,
  ...TABLE_MOTIFS,
  ...LIVE_MOTIFS,
  ...ARCADE_MOTIFS,
}

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
