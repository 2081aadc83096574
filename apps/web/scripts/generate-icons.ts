// Renders the PWA icons in public/icons/ from the brand SVGs.
// Run from the repository root: node apps/web/scripts/generate-icons.ts
import { mkdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { PngOptions, Sharp } from 'sharp'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(webDir, 'public', 'icons')

const background = '#0F0B1E'
// Share of an "any" icon the mark covers (it sits on a rounded tile and is not masked).
const tileMarkScale = 0.8
// Corner radius of the "any" tile, as a share of its side.
const tileRadius = 0.22

const png: PngOptions = { compressionLevel: 9 }
// Quantised output: libimagequant keeps these visually identical at a fraction of the size.
const palettePng: PngOptions = { ...png, palette: true, quality: 95, effort: 10, dither: 1 }

/** The tile behind the "any" icons: the same dark background and violet glow as icon-background.svg. */
const tileSvg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5">
      <stop offset="0" stop-color="#7C3AED" stop-opacity=".55"/>
      <stop offset=".6" stop-color="#7C3AED" stop-opacity=".16"/>
      <stop offset="1" stop-color="#7C3AED" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" rx="${512 * tileRadius}" fill="${background}"/>
  <rect width="512" height="512" rx="${512 * tileRadius}" fill="url(#glow)"/>
</svg>`)

/** Rasterises an SVG straight at the target size (no bitmap scaling), so edges stay crisp. */
function render(svg: Buffer, size: number): Sharp {
  const viewBox = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) [\d.]+"/.exec(svg.toString('utf8'))
  const width = Number(viewBox?.[1] ?? 512)
  return sharp(svg, { density: (72 * size) / width }).resize(size, size, { fit: 'fill' })
}

async function anyIcon(mark: Buffer, size: number): Promise<Sharp> {
  const markSize = Math.round(size * tileMarkScale)
  const offset = Math.round((size - markSize) / 2)
  const markPng = await render(mark, markSize).png().toBuffer()
  const tilePng = await render(tileSvg, size).png().toBuffer()
  return sharp(tilePng).composite([{ input: markPng, left: offset, top: offset }])
}

const mark = await readFile(path.join(webDir, 'brand', 'logo-mark.svg'))
const maskable = await readFile(path.join(webDir, 'brand', 'icon-background.svg'))
const favicon = await readFile(path.join(webDir, 'public', 'favicon.svg'))

const targets: { file: string; image: () => Sharp | Promise<Sharp>; options: PngOptions }[] = [
  { file: 'icon-192.png', image: () => anyIcon(mark, 192), options: palettePng },
  { file: 'icon-512.png', image: () => anyIcon(mark, 512), options: palettePng },
  { file: 'maskable-192.png', image: () => render(maskable, 192), options: palettePng },
  { file: 'maskable-512.png', image: () => render(maskable, 512), options: palettePng },
  {
    file: 'apple-touch-icon-180.png',
    image: () => render(maskable, 180).flatten({ background }).removeAlpha(),
    options: palettePng,
  },
  { file: 'favicon-32.png', image: () => render(favicon, 32), options: palettePng },
  { file: 'favicon-16.png', image: () => render(favicon, 16), options: palettePng },
  { file: 'splash-logo.png', image: () => render(mark, 256), options: palettePng },
]

await mkdir(outDir, { recursive: true })
for (const { file, image, options } of targets) {
  const target = path.join(outDir, file)
  // Flatten composites to a buffer first so the PNG encoder sees a single image.
  const pixels = await (await image()).png().toBuffer()
  await sharp(pixels).png(options).toFile(target)
  const { size } = await stat(target)
  console.log(`${path.relative(process.cwd(), target)}  ${size.toLocaleString('en-US')} bytes`)
}
