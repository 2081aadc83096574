import { jackpotTierOf } from '@panalo/contract/award-items'
import type { JackpotInfo, JackpotRankRow, JackpotRow } from '@panalo/contract/calls/jackpot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'

import { apiCall } from '../../api/client.ts'
import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { drawProofPath } from '../../lib/paths.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { PagedList } from '../../ui/paged-list.tsx'
import { jackpotKeys } from './api/use-jackpot-info-query.ts'
import { useJackpotRankQuery } from './api/use-jackpot-rank-query.ts'
import { useJackpotRecordQuery } from './api/use-jackpot-record-query.ts'
import styles from './jackpot.module.css'
import { jackpotWageringText } from './jackpot-wagering.ts'

export type SheetName = 'record' | 'rank' | 'rule'

/** What a row won: a jackpot's tier and amount, or the prize. */
function rowReward(t: TFunction, locale: string, row: JackpotRow): string {
  const tier = jackpotTierOf(row.propId)
  if (row.type === 2 && tier) return `${t(`jackpot.tiers.${tier}`)} ${pesos(row.amountSection, locale)}`
  return awardItemText(t, locale, { id: row.propId, count: row.count })
}

/** The record, rank and rule sheets of the jackpot (SPEC.md §2), each a bottom sheet. */
export function JackpotSheets({
  open,
  info,
  onClose,
}: {
  open: SheetName | null
  info: JackpotInfo
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <Dialog
        open={open === 'record'}
        onClose={onClose}
        placement="bottom"
        title={t('jackpot.recordSheet.title')}
        data-testid="jackpot-record-sheet"
      >
        {open === 'record' && <RecordList />}
      </Dialog>
      <Dialog
        open={open === 'rank'}
        onClose={onClose}
        placement="bottom"
        title={t('jackpot.rankSheet.title')}
        data-testid="jackpot-rank-sheet"
      >
        {open === 'rank' && <RankList />}
      </Dialog>
      <Dialog
        open={open === 'rule'}
        onClose={onClose}
        placement="bottom"
        title={t('jackpot.rules.title')}
        data-testid="jackpot-rule-sheet"
      >
        {open === 'rule' && <Rules info={info} />}
      </Dialog>
    </>
  )
}

function RecordList() {
  const { t, locale } = useTranslation()
  const record = useJackpotRecordQuery()
  const rows = record.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <>
      <div className={`${styles.tableHead} ${styles.threeColumns}`}>
        <span>{t('jackpot.recordSheet.rewards')}</span>
        <span>{t('jackpot.recordSheet.time')}</span>
        <span />
      </div>
      <PagedList
        items={rows}
        itemKey={(row) => row.id}
        renderItem={(row) => (
          <div className={`${styles.tableRow} ${styles.threeColumns}`} data-testid="jackpot-record-row">
            <span className={row.type === 2 ? styles.win : undefined}>{rowReward(t, locale, row)}</span>
            <span className={styles.muted}>{manilaTime(row.createTime, locale)}</span>
            <Link className={styles.verifyLink} to={drawProofPath('jackpot', row.id)}>
              {t('drawProof.verify')}
            </Link>
          </div>
        )}
        hasNextPage={record.hasNextPage}
        isLoading={record.isLoading}
        isFetchingNextPage={record.isFetchingNextPage}
        isError={record.isError}
        fetchNextPage={() => void record.fetchNextPage()}
        empty={<p className={styles.muted}>{t('jackpot.recordSheet.empty')}</p>}
      />
    </>
  )
}

function RankRowView({ row, mine }: { row: JackpotRankRow; mine?: boolean }) {
  const { t, locale } = useTranslation()
  return (
    <div
      className={`${styles.tableRow} ${styles.fourColumns} ${mine ? styles.mine : ''}`}
      data-testid={mine ? 'jackpot-rank-mine' : 'jackpot-rank-row'}
    >
      <span>{row.rank}</span>
      <span>{mine ? t('jackpot.rankSheet.mine') : row.nickname}</span>
      <span className={styles.win}>{rowReward(t, locale, row)}</span>
      <span className={styles.muted}>{manilaTime(row.createTime, locale)}</span>
    </div>
  )
}

function RankList() {
  const { t } = useTranslation()
  const rank = useJackpotRankQuery()
  const pages = rank.data?.pages ?? []
  const rows = pages.flatMap((page) => page.allRank.list)
  const mine = pages[0]?.personRank
  return (
    <>
      <div className={`${styles.tableHead} ${styles.fourColumns}`}>
        <span>{t('jackpot.rankSheet.ranking')}</span>
        <span>{t('jackpot.rankSheet.nickname')}</span>
        <span>{t('jackpot.rankSheet.reward')}</span>
        <span>{t('jackpot.rankSheet.time')}</span>
      </div>
      {rank.data &&
        (mine ? (
          <RankRowView row={mine} mine />
        ) : (
          <p className={styles.muted}>{t('jackpot.rankSheet.none')}</p>
        ))}
      <PagedList
        items={rows}
        itemKey={(row) => row.id}
        renderItem={(row) => <RankRowView row={row} />}
        hasNextPage={rank.hasNextPage}
        isLoading={rank.isLoading}
        isFetchingNextPage={rank.isFetchingNextPage}
        isError={rank.isError}
        fetchNextPage={() => void rank.fetchNextPage()}
        empty={<p className={styles.muted}>{t('jackpot.rankSheet.empty')}</p>}
      />
    </>
  )
}

function Rules({ info }: { info: JackpotInfo }) {
  const { t, locale } = useTranslation()
  const queryClient = useQueryClient()
  const rotate = useMutation({
    mutationFn: () => apiCall('jackpotRotateSeed', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jackpotKeys.info() }),
  })
  const previous = rotate.data?.previous ?? info.fair.previous
  const percent = (chance: number) =>
    `${(chance * 100).toLocaleString(locale, { maximumFractionDigits: 3 })}%`
  return (
    <div className={styles.rules} data-testid="jackpot-rules">
      <h3>{t('jackpot.rules.earn')}</h3>
      <ul>
        {info.rules.depositPerChance > 0 && (
          <li>{t('jackpot.rules.perDeposit', { amount: pesos(info.rules.depositPerChance, locale) })}</li>
        )}
        {info.rules.turnoverPerChance > 0 && (
          <li>{t('jackpot.rules.perTurnover', { amount: pesos(info.rules.turnoverPerChance, locale) })}</li>
        )}
        <li>{t('jackpot.rules.maxPerDay', { count: info.rules.maxPerDay })}</li>
        <li>{t('jackpot.rules.collect')}</li>
      </ul>
      <h3>{t('jackpot.rules.odds')}</h3>
      <ul className={styles.odds}>
        {info.cells.map((cell, index) => {
          const tier = jackpotTierOf(cell.propId)
          return (
            <li key={index} data-testid="jackpot-odds">
              <span>
                {tier
                  ? t('jackpot.cell.odds', { tier: t(`jackpot.tiers.${tier}`) })
                  : awardItemText(t, locale, { id: cell.propId, count: cell.count })}
              </span>
              <span>{percent(cell.chance)}</span>
            </li>
          )
        })}
      </ul>
      <h3>{t('jackpot.rules.jackpots')}</h3>
      <p data-testid="jackpot-wagering">
        {t('jackpot.rules.jackpotsBody', { wagering: jackpotWageringText(t, info.rules.jackpotWagering) })}
      </p>
      <h3>{t('jackpot.rules.fair')}</h3>
      <p className={styles.hash}>
        {t('jackpot.rules.fairBody', { hash: rotate.data?.serverSeedHash ?? info.fair.serverSeedHash })}
      </p>
      {previous && (
        <p className={styles.hash}>
          {t('jackpot.rules.previousSeed', { seed: previous.serverSeed, count: previous.draws })}
        </p>
      )}
      <Button variant="secondary" size="sm" loading={rotate.isPending} onClick={() => rotate.mutate()}>
        {t('jackpot.rules.newSeed')}
      </Button>
    </div>
  )
}
