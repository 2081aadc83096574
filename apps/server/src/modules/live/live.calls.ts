import { liveCalls } from '@panalo/contract/calls/live'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { LiveService } from './live.service.ts'

/** getLiveUrl (SPEC.md §7; docs/decisions/052-live.md). */
export function liveCallHandlers({ live }: { live: LiveService }): CallHandler[] {
  return [defineHandler(liveCalls.getLiveUrl, () => live.url())]
}
