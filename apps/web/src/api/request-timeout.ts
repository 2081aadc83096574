import { REQUEST_TIMEOUT_MS } from '@panalo/contract/constants'

interface NetworkInformation {
  effectiveType?: string
}

/** 10 s by default, 30 s on 3g, 20 s on 2g and slow-2g (SPEC.md §9). */
export function requestTimeoutMs(connection: NetworkInformation | undefined = readConnection()): number {
  switch (connection?.effectiveType) {
    case '3g':
      return REQUEST_TIMEOUT_MS['3g']
    case '2g':
      return REQUEST_TIMEOUT_MS['2g']
    case 'slow-2g':
      return REQUEST_TIMEOUT_MS['slow-2g']
    default:
      return REQUEST_TIMEOUT_MS.default
  }
}

function readConnection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}
