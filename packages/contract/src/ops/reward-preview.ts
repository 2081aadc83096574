import { AWARD_ITEM } from '../award-items.ts'

/** One figure of a preview: a label and its value as shown. */
export interface PreviewFigure {
  key: string
  label: string
  value: string
}

/** A preview: headline figures, and per row of the setting (a sector, a cell, a day…) a note. */
export interface RewardPreview {
  figures: PreviewFigure[]
  rows: string[]
}

/** A fraction as a percentage, `12.50 %`. */
export const percent = (fraction: number, digits = 2) => `${(fraction * 100).toFixed(digits)} %`

/** Coins (hundredths) and points an award list pays. */
export function itemValue(items: readonly { id: number; count: number }[]): {
  coins: number
  points: number
} {
  let coins = 0
  let points = 0
  for (const item of items) {
    if (item.id === AWARD_ITEM.coin) coins += item.count
    if (item.id === AWARD_ITEM.points) points += item.count
  }
  return { coins, points }
}
