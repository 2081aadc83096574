import { THEME_PREVIEW_PARAMETER } from '@panalo/contract/ops/calls/themes'
import { useState } from 'react'

import { ErrorNotice, Page, Panel } from '../../ui/page.tsx'
import { useSetLiveThemeMutation, useThemesQuery } from './api/themes.ts'
import './themes.css'

/** The phone the preview is drawn at: the player app's smallest common screen. */
const PHONE = { width: 360, height: 740 }

/**
 * The player app's themes (decision 085): each previewed in the real app, framed at a phone's size with
 * the app's own preview parameter (the app applies the theme and does not keep it), its colour tokens
 * as swatches, and the live one switched (audited).
 */
export function ThemesPage() {
  const themes = useThemesQuery()
  const setLive = useSetLiveThemeMutation()
  const [chosenId, setChosenId] = useState<number | null>(null)
  const list = themes.data?.list ?? []
  const chosen = list.find((theme) => theme.id === chosenId) ?? list.find((theme) => theme.live) ?? list[0]

  return (
    <Page title="Themes">
      <ErrorNotice error={themes.error ?? setLive.error} />
      <div className="themes-layout">
        <Panel title="Themes" testId="theme-list">
          <ul className="themes-list">
            {list.map((theme) => (
              <li key={theme.id}>
                <button
                  type="button"
                  className={`btn themes-item ${theme.id === chosen?.id ? 'primary' : ''}`}
                  aria-pressed={theme.id === chosen?.id}
                  onClick={() => setChosenId(theme.id)}
                >
                  <span>{theme.name}</span>
                  {theme.domain && <span className="themes-domain">{theme.domain}</span>}
                  {theme.live && <span className="tag">live</span>}
                </button>
              </li>
            ))}
          </ul>
          {setLive.data && (
            <p className="notice" data-testid="theme-switched">
              The live theme is now {setLive.data.after.name} (was {setLive.data.before?.name ?? 'none'}).
            </p>
          )}
        </Panel>
        {chosen && (
          <Panel title={`Preview: ${chosen.name}`} testId="theme-preview">
            <div className="themes-preview">
              <iframe
                key={chosen.id}
                title={`The player app in ${chosen.name}`}
                src={`/?${THEME_PREVIEW_PARAMETER}=${chosen.id}`}
                width={PHONE.width}
                height={PHONE.height}
                // Scripts run (it is the real app) on its own origin; it may not navigate the console,
                // open windows or submit forms out of the frame.
                sandbox="allow-scripts allow-same-origin"
                referrerPolicy="no-referrer"
                className="themes-phone"
              />
              <div>
                <h3>Colours</h3>
                <ul className="themes-swatches" data-testid="theme-swatches">
                  {Object.entries(chosen.tokens.colors).map(([name, value]) => (
                    <li key={name}>
                      <span className="themes-swatch" style={{ background: value }} />
                      <span>{name}</span>
                      <code>{value}</code>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className="btn primary"
                  disabled={chosen.live || setLive.isPending}
                  onClick={() => {
                    if (window.confirm(`Make ${chosen.name} the live theme for every player?`))
                      setLive.mutate(chosen.id)
                  }}
                >
                  {chosen.live ? 'This theme is live' : `Make ${chosen.name} live`}
                </button>
              </div>
            </div>
          </Panel>
        )}
      </div>
    </Page>
  )
}
