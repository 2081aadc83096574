import type { TFunction } from '../i18n/i18n.ts'
import { pesos } from './format.ts'

/**
 * What makes an invited friend valid (decision 051), as a phrase: only the minimums the operator set
 * above zero are named ("bets ₱300", not "deposits ₱0 and bets ₱300"). `present` for "when a
 * friend …", `done` for "once they have …".
 */
export function validCondition(
  t: TFunction,
  locale: string,
  valid: { minDeposit: number; minTurnover: number },
  tense: 'present' | 'done',
): string {
  const amounts = { deposit: pesos(valid.minDeposit, locale), turnover: pesos(valid.minTurnover, locale) }
  if (valid.minDeposit > 0 && valid.minTurnover > 0) return t(`agent.condition.${tense}.both`, amounts)
  if (valid.minDeposit > 0) return t(`agent.condition.${tense}.deposit`, amounts)
  if (valid.minTurnover > 0) return t(`agent.condition.${tense}.turnover`, amounts)
  return t(`agent.condition.${tense}.none`)
}
