import { AWARD_ITEM, AWARD_ITEM_NAMES, awardItemName } from '@panalo/contract/award-items'
import { useState } from 'react'

/**
 * The reward editor's money and award inputs (decision 103): amounts are typed in pesos with up to
 * two decimals and kept as hundredths; award items are chosen by name, bonus coins counted in pesos.
 */

export interface AwardItemValue {
  id: number
  count: number
}

/** `12.5` / `₱1,000.05` → hundredths; NaN for anything else, so the area's schema names the field. */
export function hundredthsOf(text: string): number {
  const trimmed = text.replace(/[\s₱,]/g, '')
  if (!/^\d{1,10}(\.\d{0,2})?$/.test(trimmed)) return Number.NaN
  const [pesos = '0', cents = ''] = trimmed.split('.')
  return Number(pesos) * 100 + Number(cents.padEnd(2, '0'))
}

/** Hundredths as a peso amount to edit: `1250` → `12.50`, whole pesos without decimals (`500` → `5`). */
export function pesosText(hundredths: number | null): string {
  if (hundredths === null || !Number.isFinite(hundredths)) return ''
  return hundredths % 100 === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2)
}

/** What a peso field holds: hundredths, null when left empty (an optional amount), NaN when unreadable. */
function amountOf(text: string): number | null {
  return text.trim() === '' ? null : hundredthsOf(text)
}

/** A peso amount kept as typed until it reads (so `12.` does not jump to `12`). */
export function PesoInput({
  hundredths,
  label,
  onChange,
}: {
  hundredths: number | null
  label: string
  onChange(next: number | null): void
}) {
  const [text, setText] = useState(() => pesosText(hundredths))
  // What was typed while it still reads as the value; the value's own text when it changed elsewhere.
  const typed = amountOf(text)
  const same = Object.is(typed, hundredths)
  const shown = same ? text : pesosText(hundredths)
  return (
    <span className="promo-peso">
      <span aria-hidden="true">₱</span>
      <input
        aria-label={`${label} (pesos)`}
        type="text"
        inputMode="decimal"
        className="promo-number"
        value={shown}
        onChange={(event) => {
          setText(event.currentTarget.value)
          onChange(amountOf(event.currentTarget.value))
        }}
      />
    </span>
  )
}

const isCoin = (id: number) => id === AWARD_ITEM.coin

/** The items to choose from: every named item, and the ids already used that have no name. */
function itemChoices(used: readonly number[]): number[] {
  const named = Object.keys(AWARD_ITEM_NAMES).map(Number)
  return [...named, ...used.filter((id) => !named.includes(id))]
}

/** One award item: its name to choose, and its count (pesos for bonus coins). */
export function AwardItemInput({
  item,
  label,
  onChange,
}: {
  item: AwardItemValue
  label: string
  onChange(next: AwardItemValue): void
}) {
  return (
    <span className="promo-award">
      <select
        aria-label={`${label}: item`}
        value={item.id}
        onChange={(event) => {
          const id = Number(event.currentTarget.value)
          // A switch between coins and counted items keeps what the operator sees, not the raw number.
          const count = isCoin(id) === isCoin(item.id) ? item.count : isCoin(id) ? item.count * 100 : 1
          onChange({ id, count })
        }}
      >
        {itemChoices([item.id]).map((id) => (
          <option key={id} value={id}>
            {awardItemName(id)}
          </option>
        ))}
      </select>
      {isCoin(item.id) ? (
        <PesoInput
          key="coins"
          hundredths={item.count}
          label={label}
          onChange={(count) => onChange({ ...item, count: count ?? Number.NaN })}
        />
      ) : (
        <input
          key="count"
          type="number"
          aria-label={`${label}: count`}
          className="promo-number"
          value={Number.isNaN(item.count) ? '' : item.count}
          onChange={(event) =>
            onChange({
              ...item,
              count: event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value),
            })
          }
        />
      )}
    </span>
  )
}

/** A list of award items: one line each, removable, and one to add (bonus coins first). */
export function AwardListInput({
  items,
  label,
  onChange,
}: {
  items: AwardItemValue[]
  label: string
  onChange(next: AwardItemValue[]): void
}) {
  return (
    <span className="promo-awards" data-testid="award-list">
      {items.map((item, index) => (
        <span key={index} className="promo-award-line">
          <AwardItemInput
            item={item}
            label={`${label}, item ${index + 1}`}
            onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
          />
          <button
            type="button"
            className="btn promo-small"
            aria-label={`Remove item ${index + 1} of ${label}`}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            ×
          </button>
        </span>
      ))}
      <button
        type="button"
        className="btn promo-small"
        aria-label={`Add an item to ${label}`}
        onClick={() => {
          const unused =
            itemChoices([]).find((id) => !items.some((item) => item.id === id)) ?? AWARD_ITEM.coin
          onChange([...items, { id: unused, count: isCoin(unused) ? 100 : 1 }])
        }}
      >
        + item
      </button>
    </span>
  )
}
