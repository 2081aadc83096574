import type { MarketingReport } from '@panalo/contract/ops/calls/reports'

import type { Db } from '../../db/client.ts'
import { manilaDay } from '../../platform/manila-time.ts'
import { readDays } from './figures.service.ts'

/**
 * The marketing report (docs/decisions/096-marketing-reports.md): bonus cost and claims by source and
 * Manila day, and cost per first-time depositor by promotion, read from the figures rollups
 * (figures_days, figures_bonus_days, figures_ftd_days) with today computed live, never a scan of the
 * big tables. Cost per first-time depositor of a source over the range = the bonus coins the source
 * credited in the range ÷ the first-time depositors of the range attributed to it.
 */
export async function readMarketingReport(
  db: Db,
  input: { from: string; to: string },
  now: Date = new Date(),
): Promise<MarketingReport> {
  const { days } = await readDays(db, input.from, input.to, manilaDay(now))
  const totals = new Map<string, { source: string; claims: number; cost: number; firstDepositors: number }>()
  const total = (source: string) => {
    const found = totals.get(source)
    if (found) return found
    const fresh = { source, claims: 0, cost: 0, firstDepositors: 0 }
    totals.set(source, fresh)
    return fresh
  }
  const reportDays = days.map((day) => {
    const sources = new Map<
      string,
      { source: string; claims: number; cost: number; firstDepositors: number }
    >()
    const of = (source: string) => {
      const found = sources.get(source)
      if (found) return found
      const fresh = { source, claims: 0, cost: 0, firstDepositors: 0 }
      sources.set(source, fresh)
      return fresh
    }
    for (const bonus of day.bonuses) {
      of(bonus.source).claims += bonus.grants
      of(bonus.source).cost += bonus.amount
    }
    for (const ftd of day.firstDepositSources) of(ftd.source).firstDepositors += ftd.firstDepositors
    for (const row of sources.values()) {
      const sum = total(row.source)
      sum.claims += row.claims
      sum.cost += row.cost
      sum.firstDepositors += row.firstDepositors
    }
    return {
      day: day.day,
      rolledUp: day.rolledUp,
      firstDepositors: day.firstDepositors,
      sources: [...sources.values()].sort((a, b) => b.cost - a.cost || a.source.localeCompare(b.source)),
    }
  })
  return {
    from: input.from,
    to: input.to,
    days: reportDays,
    totals: [...totals.values()]
      .sort((a, b) => b.cost - a.cost || a.source.localeCompare(b.source))
      .map((row) => ({
        ...row,
        costPerFirstDepositor: row.firstDepositors > 0 ? Math.round(row.cost / row.firstDepositors) : null,
      })),
    firstDepositors: days.reduce((sum, day) => sum + day.firstDepositors, 0),
    cost: days.reduce((sum, day) => sum + day.bonusCost, 0),
  }
}
