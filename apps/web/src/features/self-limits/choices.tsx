import styles from './self-limits.module.css'

/** The duration picker of the break and the exclusion sections: one radio per option. */
export function Choices<Key extends string>({
  name,
  options,
  selected,
  onSelect,
  label,
}: {
  name: string
  options: readonly Key[]
  selected: Key
  onSelect: (key: Key) => void
  label: (key: Key) => string
}) {
  return (
    <div className={styles.choices} role="radiogroup">
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={selected === option}
            onChange={() => onSelect(option)}
          />
          <span>{label(option)}</span>
        </label>
      ))}
    </div>
  )
}
