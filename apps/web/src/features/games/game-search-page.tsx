import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useGameFavourites } from '../../api/queries/use-game-like-mutation.ts'
import { useGameListQuery } from '../../api/queries/use-game-list-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { useDebouncedValue } from '../../lib/debounce.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { searchGames } from '../../lib/game-catalogue.ts'
import { Button } from '../../ui/button.tsx'
import { GameGrid } from '../../ui/game-grid.tsx'
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx'
import { showToast } from '../../ui/toast.tsx'
import styles from './games.module.css'
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches.ts'

/** Search parameters, so Back from a game returns to the same results. */
const PARAM = { query: 'q', type: 'type', brand: 'brand' } as const

/** /game/search: find a game by name, studio or theme, narrowed by type and studio. */
export function GameSearchPage() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const list = useGameListQuery()
  const [searchParams, setSearchParams] = useSearchParams()
  const [text, setText] = useState(() => searchParams.get(PARAM.query) ?? '')
  const query = useDebouncedValue(text)
  const [recent, setRecent] = useState(readRecentSearches)
  const handleError = useCallback((error: unknown) => showToast(errorMessage(t, error)), [t])
  const favourites = useGameFavourites(handleError)

  const catalogue = config?.games
  const type = catalogue?.types.find((entry) => entry.code === searchParams.get(PARAM.type))
  const brand = catalogue?.brands.find((entry) => entry.code === searchParams.get(PARAM.brand))

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (params) => {
          if (value) params.set(name, value)
          else params.delete(name)
          return params
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  useEffect(() => {
    setParam(PARAM.query, query.trim() || null)
  }, [query, setParam])

  const results = useMemo(
    () =>
      list.data && catalogue
        ? searchGames(list.data.games, { query, typeId: type?.id, brandId: brand?.id }, catalogue)
        : [],
    [list.data, catalogue, query, type, brand],
  )

  function remember(term: string) {
    setRecent(rememberSearch(term))
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    remember(text)
    // The keyboard has done its job once the search is made.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  }

  function handleRecent(term: string) {
    setText(term)
    setParam(PARAM.query, term)
    remember(term)
  }

  function handleClearFilters() {
    setText('')
    setSearchParams({}, { replace: true })
  }

  const filtered = Boolean(query.trim() || type || brand)
  return (
    <div className={styles.page} data-testid="game-search-page">
      <form role="search" className={styles.searchForm} onSubmit={handleSubmit}>
        <SearchIcon className={styles.searchIcon} width={20} height={20} />
        <input
          className={styles.searchInput}
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('games.searchPlaceholder')}
          aria-label={t('games.searchLabel')}
          maxLength={64}
          autoComplete="off"
        />
        {text && (
          <button
            type="button"
            className={styles.clearSearch}
            onClick={() => setText('')}
            aria-label={t('games.clearSearch')}
          >
            <CloseIcon width={18} height={18} />
          </button>
        )}
      </form>

      {catalogue && (
        <>
          <ChipRow label={t('games.typeFilter')}>
            <Chip selected={!type} onClick={() => setParam(PARAM.type, null)}>
              {t('games.allTypes')}
            </Chip>
            {catalogue.types.map((entry) => (
              <Chip
                key={entry.id}
                selected={type?.id === entry.id}
                onClick={() => setParam(PARAM.type, type?.id === entry.id ? null : entry.code)}
              >
                {t(`games.types.${entry.code}`)}
              </Chip>
            ))}
          </ChipRow>
          <ChipRow label={t('games.brandFilter')}>
            <Chip selected={!brand} onClick={() => setParam(PARAM.brand, null)}>
              {t('games.allBrands')}
            </Chip>
            {catalogue.brands.map((entry) => (
              <Chip
                key={entry.id}
                selected={brand?.id === entry.id}
                onClick={() => setParam(PARAM.brand, brand?.id === entry.id ? null : entry.code)}
              >
                {entry.name}
              </Chip>
            ))}
          </ChipRow>
        </>
      )}

      {!text && recent.length > 0 && (
        <section className={styles.recent} aria-labelledby="recent-searches-title">
          <div className={styles.recentHeader}>
            <h2 id="recent-searches-title" className={styles.sectionTitle}>
              {t('games.recentSearches')}
            </h2>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                clearRecentSearches()
                setRecent([])
              }}
            >
              {t('games.clearRecent')}
            </button>
          </div>
          <ul className={styles.recentList}>
            {recent.map((term) => (
              <li key={term}>
                <button type="button" className={styles.recentTerm} onClick={() => handleRecent(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-live="polite" className={styles.results}>
        {list.data && (results.length > 0 || !filtered) && (
          <p className={styles.count} data-testid="search-count">
            {filtered ? t('games.results', { count: results.length }) : t('games.allGames')}
          </p>
        )}
        <GameGrid
          key={`${query}|${type?.code ?? ''}|${brand?.code ?? ''}`}
          games={results}
          pageSize={config?.gameShowNum ?? 6}
          likedIds={favourites.likedIds}
          onToggleLike={favourites.toggle}
          onOpen={() => remember(query)}
          loading={!list.data || !catalogue}
          label={t('games.searchResults')}
          empty={
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('games.noResults')}</p>
              <p>{t('games.noResultsHint')}</p>
              <Button variant="secondary" size="sm" onClick={handleClearFilters}>
                {t('games.clearFilters')}
              </Button>
            </div>
          }
        />
      </section>
    </div>
  )
}

function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {children}
    </div>
  )
}

function Chip({ selected, onClick, children }: { selected: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`${styles.chip} ${selected ? styles.chipSelected : ''}`}
      aria-pressed={selected}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
