/**
 * Pictures of every player route, to be looked at (issue 40: "looked at in screenshots at 320, 360 and
 * 430 px, guest and signed in, in en-US and fil-PH"). Not a test and not part of `npm test`: it shoots
 * only when run, against a server already running:
 *
 *   npm run shoot:web -- --url http://127.0.0.1:3941 --out /tmp/shots [--widths 320,360,430]
 *     [--as player,guest] [--locales en-US,fil-PH] [--routes /,/member] [--full]
 *
 * Writes `<out>/<locale>-<as>-<width><route>.png` (the first screen, or the whole page with --full) and
 * `<out>/report-<locales>-<as>-<widths>.md`: per picture, what a look can miss: a page wider than the phone, tappable things
 * under 44 px, text cut off by its box, text under 12 px, tappable things under the jackpot bubble or the
 * chat launcher (as floating-clearance.test.ts checks), and the guest pages that sent to login.
 * The player is the seeded demo player (demoplayer / Panalo2026).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { chromium, type Browser, type Page } from 'playwright-core'

import { coveredOnFirstScreen, moveInApp, PARAMETERLESS_ROUTES, quietNetwork } from './helpers/route-walk.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3941' },
    out: { type: 'string', default: '/tmp/panalo-shots' },
    widths: { type: 'string', default: '320,360,430' },
    as: { type: 'string', default: 'player,guest' },
    locales: { type: 'string', default: 'en-US' },
    routes: { type: 'string' },
    full: { type: 'boolean', default: false },
    height: { type: 'string', default: '740' },
  },
})

const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'
const list = (value: string | undefined) => (value ?? '').split(',').filter(Boolean)

/** Every route without a path parameter, and one example of those with one a player reaches. */
const ALL_ROUTES = [...PARAMETERLESS_ROUTES, '/withdrawal/gcash', '/originals/mines']

const routes = values.routes ? list(values.routes) : ALL_ROUTES
const widths = list(values.widths).map(Number)
const viewers = list(values.as) as ('player' | 'guest')[]
const locales = list(values.locales)
const height = Number(values.height)

/** The keys of app/use-start-up-chain.ts and the age notice: a look at pages, not at a first visit. */
function quietVisit(): void {
  const all = ['download', 'firstDepositTips', 'notice', 'firstDeposit', 'inviteSpin', 'signIn']
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  localStorage.setItem('panalo.ageNoticeAccepted', '2026-01-01T00:00:00.000Z')
  sessionStorage.setItem('panalo.startUp.session', JSON.stringify(all))
  localStorage.setItem('panalo.startUp.day', JSON.stringify(Object.fromEntries(all.map((n) => [n, today]))))
}

interface Findings {
  width: number
  small: string[]
  clipped: string[]
  tinyText: string[]
}

/** What a look at the picture can miss, read from the page as laid out. */
function findings(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const label = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    const onScreen = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight * 3
    const small: string[] = []
    for (const element of document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"]',
    )) {
      const rect = element.getBoundingClientRect()
      if (!onScreen(rect)) continue
      // A link inside a sentence is exempt (WCAG 2.5.8); a checkbox with its label counts as the label.
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') continue
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const labelled =
          element.closest('label') ?? (element.id && document.querySelector(`label[for="${element.id}"]`))
        if (labelled && labelled.getBoundingClientRect().height >= 44) continue
      }
      // A ::before laid over the element widens where a tap lands (ui/button.module.css .small).
      const before = getComputedStyle(element, '::before')
      const grows = before.content !== 'none' && before.position === 'absolute'
      const tall =
        rect.height -
        (grows ? Math.min(0, parseFloat(before.top) || 0) + Math.min(0, parseFloat(before.bottom) || 0) : 0)
      const wide =
        rect.width -
        (grows ? Math.min(0, parseFloat(before.left) || 0) + Math.min(0, parseFloat(before.right) || 0) : 0)
      if (tall < 44 || wide < 44) small.push(`${label(element)} ${Math.round(wide)}×${Math.round(tall)}`)
    }
    const clipped: string[] = []
    const tinyText: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      if (!(element instanceof HTMLElement)) continue
      const rect = element.getBoundingClientRect()
      if (!onScreen(rect)) continue
      const style = getComputedStyle(element)
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim())
      if (ownText && parseFloat(style.fontSize) < 12 && style.visibility !== 'hidden')
        tinyText.push(`${label(element)} ${style.fontSize}`)
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
      // Visually hidden text (1 px, clipped: for screen readers) is meant to be cut.
      if (ownText && hides && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
        clipped.push(`${label(element)} ${element.scrollWidth}>${element.clientWidth}`)
    }
    return { width: document.documentElement.scrollWidth, small, clipped, tinyText }
  })
}

async function shoot(browser: Browser, locale: string, viewer: 'player' | 'guest', width: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale,
    serviceWorkers: 'block',
  })
  await context.addInitScript(quietVisit)
  const page = await context.newPage()
  if (viewer === 'player') {
    await page.goto(`${values.url}/auth/login?type=account`)
    // The labels read the same in en-US and fil-PH ("Account name o mobile number").
    await page.getByLabel(/^Account name/).fill('demoplayer')
    await page.getByLabel('Password', { exact: true }).fill('Panalo2026')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.getByTestId('home-balance').waitFor()
  } else {
    await page.goto(`${values.url}/`)
  }
  const settled = quietNetwork(page, 300)
  const lines: string[] = []
  for (const route of routes) {
    await moveInApp(page, route)
    await settled()
    // Fonts, the bubble's resting place (250 ms quiet) and entrance animations.
    await page.waitForTimeout(600)
    const name = `${locale}-${viewer}-${width}${route === '/' ? '-home' : route.replaceAll('/', '-')}`
    const landed = new URL(page.url()).pathname
    if (landed !== route.split('?')[0]) {
      lines.push(`- ${name}: went to ${landed}`)
      continue
    }
    await page.screenshot({ path: path.join(values.out, `${name}.png`), fullPage: values.full })
    const found = await findings(page)
    const covered = await coveredOnFirstScreen(page)
    const notes = [
      found.width > width ? `WIDER ${found.width}px` : '',
      found.small.length ? `small targets: ${found.small.join('; ')}` : '',
      found.clipped.length ? `clipped: ${found.clipped.join('; ')}` : '',
      found.tinyText.length ? `text < 12px: ${found.tinyText.slice(0, 8).join('; ')}` : '',
      covered.length ? `under the bubble or the launcher: ${covered.join('; ')}` : '',
    ].filter(Boolean)
    lines.push(`- ${name}${notes.length ? `\n  - ${notes.join('\n  - ')}` : ': nothing found'}`)
  }
  await context.close()
  return lines
}

await mkdir(values.out, { recursive: true })
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const report: string[] = [`# Screenshots of ${values.url} (${new Date().toISOString()})`, '']
try {
  for (const locale of locales)
    for (const viewer of viewers)
      for (const width of widths) {
        report.push(
          `## ${locale}, ${viewer}, ${width} px`,
          '',
          ...(await shoot(browser, locale, viewer, width)),
          '',
        )
        console.log(`shot ${locale} ${viewer} ${width}px`)
      }
} finally {
  await browser.close()
}
// One report a run, named by what it shot, so runs into one folder keep each other's.
const reportFile = path.join(
  values.out,
  `report-${[locales, viewers, widths].map((part) => part.join('+')).join('-')}.md`,
)
await writeFile(reportFile, `${report.join('\n')}\n`)
console.log(`report: ${reportFile}`)
