import type { BetReportRow } from '@panalo/contract/calls/play'
import { formatExactPesos } from '@panalo/contract/money'
import { useMemo, useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { useBetReportQuery } from './api/use-bet-report-query.ts'
import { DAY_RANGES, rangeDays, type DayRange } from './days.ts'
import styles from './play.module.css'

/** /member/report: daily totals of bets, wins and net per game type (betRecordReport). */
export function ReportPage() {
  const { t, locale } = useTranslation()
  const [range, setRange] = useState<DayRange>('last7')
  const days = useMemo(() => rangeDays(range), [range])
  const report = useBetReportQuery(days)

  const byDay = useMemo(() => {
    const groups = new Map<string, BetReportRow[]>()
    for (const row of report.data?.rows ?? []) groups.set(row.day, [...(groups.get(row.day) ?? []), row])
    return [...groups.entries()]
  }, [report.data])
  const money = (value: number) => formatExactPesos(value, locale)
  const dayLabel = (day: string) =>
    new Date(`${day}T12:00:00+08:00`).toLocaleDateString(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'Asia/Manila',
    })

  return (
    <div className={styles.page} data-testid="report-page">
      <Tabs<DayRange>
        items={DAY_RANGES.map((key) => ({ key, label: t(`play.${key}`) }))}
        selected={range}
        onSelect={setRange}
        label={t('play.range')}
      />
      {report.isLoading && <SkeletonLines lines={6} />}
      {report.isError && <p className={styles.empty}>{errorMessage(t, report.error)}</p>}
      {report.data && byDay.length === 0 && <p className={styles.empty}>{t('play.reportEmpty')}</p>}
      {byDay.map(([day, rows]) => {
        const total = rows.reduce(
          (sum, row) => ({ bet: sum.bet + row.bet, win: sum.win + row.win, net: sum.net + row.net }),
          { bet: 0, win: 0, net: 0 },
        )
        return (
          <section key={day} className={styles.day} data-testid="report-day">
            <h2 className={styles.dayTitle}>{dayLabel(day)}</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('games.typeFilter')}</th>
                  <th scope="col">{t('play.stake')}</th>
                  <th scope="col">{t('play.win')}</th>
                  <th scope="col">{t('play.net')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.gameType}>
                    <td>
                      {t(`games.types.${row.gameType}`)}
                      <div className={styles.recordMeta}>{t('play.rounds', { count: row.rounds })}</div>
                    </td>
                    <td>{money(row.bet)}</td>
                    <td>{money(row.win)}</td>
                    <td className={row.net >= 0 ? styles.positive : styles.negative}>{money(row.net)}</td>
                  </tr>
                ))}
                {rows.length > 1 && (
                  <tr className={styles.totalRow}>
                    <td>{t('play.total')}</td>
                    <td>{money(total.bet)}</td>
                    <td>{money(total.win)}</td>
                    <td className={total.net >= 0 ? styles.positive : styles.negative}>{money(total.net)}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </section>
        )
      })}
      <p className={styles.note}>{t('play.daysNote')}</p>
    </div>
  )
}
