import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'

import styles from './tabs.module.css'

export interface TabItem<Key extends string> {
  key: Key
  label: ReactNode
}

export interface TabsProps<Key extends string> {
  items: readonly TabItem<Key>[]
  selected: Key
  onSelect(key: Key): void
  label: string
  /** The id of the panel the tabs control, for assistive technology. */
  panelId?: string
}

/** A row of tabs; arrow keys move between them as the ARIA tabs pattern says. */
export function Tabs<Key extends string>({ items, selected, onSelect, label, panelId }: TabsProps<Key>) {
  const refs = useRef(new Map<Key, HTMLButtonElement>())

  // A row wider than the screen scrolls sideways: keep the selected tab in sight (a link may open
  // any tab). Only the row scrolls, never the page.
  useEffect(() => {
    const tab = refs.current.get(selected)
    const list = tab?.parentElement
    if (!tab || !list) return
    const left = tab.offsetLeft - list.offsetLeft
    const right = left + tab.offsetWidth
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, left - (list.clientWidth - tab.offsetWidth) / 2) })
  }, [selected])

  function handleKeyDown(event: KeyboardEvent) {
    const index = items.findIndex((item) => item.key === selected)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step || index === -1) return
    event.preventDefault()
    const next = items[(index + step + items.length) % items.length]
    if (!next) return
    onSelect(next.key)
    refs.current.get(next.key)?.focus()
  }

  return (
    <div className={styles.list} role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
      {items.map((item) => {
        const isSelected = item.key === selected
        return (
          <button
            key={item.key}
            ref={(element) => {
              if (element) refs.current.set(item.key, element)
              else refs.current.delete(item.key)
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={`${styles.tab} ${isSelected ? styles.selected : ''}`}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}
