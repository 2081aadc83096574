import { CUSTOMER_SERVICE_ITEM_TYPE } from '@panalo/contract/enums'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

import { PATHS } from '../../lib/paths.ts'
import { useCustomerServicesQuery } from './api/use-customer-services-query.ts'
import { ChatWindow } from './chat-window.tsx'

/**
 * The chat the launcher opens: the player's VIP host when their VIP line is open, else the first
 * Panalo chat line; with no Panalo chat configured, the /service page and its other lines.
 */
export function LaunchedChat({ onClosed }: { onClosed: () => void }) {
  const navigate = useNavigate()
  const lines = useCustomerServicesQuery().data
  const isPanaloChat = (line: { itemType: number; param1: string }) =>
    line.itemType === CUSTOMER_SERVICE_ITEM_TYPE.onlineChat && line.param1 === ''
  const vipLine = lines?.vipLine?.lines.find(isPanaloChat)
  const general = lines?.appCustomerServiceQueue.find(isPanaloChat)
  const line = vipLine ? { id: vipLine.id, vip: true } : general ? { id: general.id, vip: false } : undefined
  const missing = lines !== undefined && line === undefined

  useEffect(() => {
    if (!missing) return
    onClosed()
    void navigate(PATHS.service)
  }, [missing, navigate, onClosed])

  return line ? <ChatWindow line={line} onClosed={onClosed} /> : null
}
