import type { Db } from './db/client.ts'
import type { AppConfigService } from './modules/app/app-config.service.ts'
import { appCallHandlers } from './modules/app/app.calls.ts'
import type { MaintenanceSwitch } from './modules/settings/maintenance.service.ts'
import type { CallHandler } from './platform/call-handler.ts'

export interface CallDeps {
  db: Db
  appConfig: AppConfigService
  maintenance: MaintenanceSwitch
}

/**
 * Every handler of every call, area by area. With packages/contract/src/call-map.ts this is the list
 * of the product's calls; the platform refuses to start if a contract call has no handler here.
 */
export function allCallHandlers(deps: CallDeps): CallHandler[] {
  return [...appCallHandlers(deps)]
}
