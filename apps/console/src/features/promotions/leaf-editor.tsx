import { AwardItemInput, AwardListInput, PesoInput } from './award-input.tsx'
import { isAwardItem, isAwardList, type EditorLabels, type Json } from './settings-value-shape.ts'

/** A number typed: empty is null (an optional amount left out, or the schema names it). */
function numberValue(text: string): number | null {
  return text.trim() === '' ? null : Number(text)
}

/** One leaf: an award item or list, an amount in pesos, a choice, a number, a text or a switch. */
export function LeafEditor({
  value,
  label,
  path,
  labels,
  money,
  onChange,
}: {
  value: Json
  label: string
  /** Its path with list positions left out, for the area's money and choices. */
  path: string
  labels: EditorLabels
  /** A table's row decides whether this cell is an amount (a task's target). */
  money?: boolean
  onChange(next: Json): void
}) {
  if (isAwardItem(value)) return <AwardItemInput item={value} label={label} onChange={onChange} />
  if (isAwardList(value)) return <AwardListInput items={value} label={label} onChange={onChange} />
  const choices = labels.choices?.[path]
  if (choices)
    return (
      <select
        aria-label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) =>
          onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)
        }
      >
        <option value="">—</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    )
  if ((money ?? labels.money?.includes(path)) && (typeof value === 'number' || value === null))
    return <PesoInput hundredths={value} label={label} onChange={onChange} />
  if (typeof value === 'boolean')
    return (
      <input
        type="checkbox"
        aria-label={label}
        checked={value}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    )
  if (typeof value === 'number' || value === null)
    return (
      <input
        type="number"
        aria-label={label}
        className="promo-number"
        placeholder={value === null ? 'none' : undefined}
        value={value === null || Number.isNaN(value) ? '' : value}
        onChange={(event) => onChange(numberValue(event.currentTarget.value))}
      />
    )
  return (
    <input
      aria-label={label}
      value={String(value ?? '')}
      onChange={(event) =>
        onChange(
          value === undefined && event.currentTarget.value === '' ? undefined : event.currentTarget.value,
        )
      }
    />
  )
}
