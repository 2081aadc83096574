import { formatNetPesos } from '@panalo/contract/money'
import { COIN_DETAIL_TYPES, type CoinDetailEntry, type CoinDetailType } from '@panalo/contract/calls/wallet'
import { useState } from 'react'

import { type TFunction, useTranslation } from '../../i18n/i18n.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { RecordMeta, RecordRow } from '../../ui/record-row.tsx'
import { useCoinDetailQuery } from './api/use-coin-detail-query.ts'
import styles from './wallet.module.css'

/** /member/coin-detail: every movement of the player's coins with the balance after, filterable. */
export function CoinDetailPage() {
  const { t } = useTranslation()
  const [type, setType] = useState<CoinDetailType | ''>('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const detail = useCoinDetailQuery({ type: type || undefined, from: from || undefined, to: to || undefined })
  const items = detail.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.page} data-testid="coin-detail-page">
      <div className={styles.filters}>
        <label className={`${styles.filterLabel} ${styles.filterWide}`}>
          {t('coinDetail.type')}
          <select
            className={styles.select}
            name="type"
            value={type}
            onChange={(event) => setType(event.target.value as CoinDetailType | '')}
          >
            <option value="">{t('coinDetail.allTypes')}</option>
            {COIN_DETAIL_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`coinDetail.types.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filterLabel}>
          {t('coinDetail.from')}
          <input
            className={styles.select}
            type="date"
            name="from"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className={styles.filterLabel}>
          {t('coinDetail.to')}
          <input
            className={styles.select}
            type="date"
            name="to"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
      </div>
      <PagedList
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => <CoinDetailRow item={item} />}
        hasNextPage={detail.hasNextPage}
        isLoading={detail.isLoading}
        isFetchingNextPage={detail.isFetchingNextPage}
        isError={detail.isError}
        fetchNextPage={() => void detail.fetchNextPage()}
        empty={<p className={styles.muted}>{t('coinDetail.empty')}</p>}
      />
    </div>
  )
}

function CoinDetailRow({ item }: { item: CoinDetailEntry }) {
  const { t, locale } = useTranslation()
  return (
    <RecordRow
      title={rowTitle(t, item)}
      amount={formatNetPesos(item.amount, locale)}
      tone={item.amount >= 0 ? 'plus' : 'minus'}
      data-testid="coin-detail-entry"
      data-type={item.type}
    >
      <RecordMeta>{manilaTime(item.createdAt, locale)}</RecordMeta>
      <RecordMeta>{t('coinDetail.balanceAfter', { amount: pesos(item.balanceAfter, locale) })}</RecordMeta>
    </RecordRow>
  )
}

const KIND_KEYS = {
  'withdrawal.hold': 'withdrawalHold',
  'withdrawal.returned': 'withdrawalReturned',
  'safebox.in': 'safeboxIn',
  'safebox.out': 'safeboxOut',
} as const

/** The named kinds (a withdrawal returned, a safebox move) or else the entry's type. */
function rowTitle(t: TFunction, item: CoinDetailEntry): string {
  const key = kindKey(item.kind)
  return key === 'other' ? t(`coinDetail.types.${item.type}`) : t(`coinDetail.kinds.${key}`)
}

function kindKey(kind: string): (typeof KIND_KEYS)[keyof typeof KIND_KEYS] | 'other' {
  return kind in KIND_KEYS ? KIND_KEYS[kind as keyof typeof KIND_KEYS] : 'other'
}
