import { appCalls } from '@panalo/contract/calls/app'
import { DEFAULT_LOCALE } from '@panalo/contract/constants'
import type { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import { defineHandler, PreparedAnswer, type CallHandler } from '../../platform/call-handler.ts'
import type { MaintenanceSwitch } from '../settings/maintenance.service.ts'
import type { AppConfigService } from './app-config.service.ts'
import { storeClientEvents } from './client-events.service.ts'
import { findContentPage, listFaq } from './content.queries.ts'
import { recordDevice } from './devices.queries.ts'
import { findThemeById, findThemeForDomain } from './themes.queries.ts'

type AppConfigAnswer = z.input<(typeof appCalls)['anonymous/appConfig']['response']>

export interface AppCallsDeps {
  db: Db
  appConfig: AppConfigService
  maintenance: MaintenanceSwitch
}

/** Start-up, configuration, theming, content and tracking calls. */
export function appCallHandlers({ db, appConfig, maintenance }: AppCallsDeps): CallHandler[] {
  // Every start of the app asks for the config, a few kB that stay the same until it changes: its two
  // answers (the config, and "you have it") are serialised once per version.
  let answers:
    | { v: string; full: PreparedAnswer<AppConfigAnswer>; unchanged: PreparedAnswer<AppConfigAnswer> }
    | undefined

  return [
    defineHandler(appCalls['anonymous/appConfig'], async (_context, input) => {
      const { v, config } = await appConfig.current()
      if (answers?.v !== v)
        answers = {
          v,
          full: new PreparedAnswer({ v, config }),
          unchanged: new PreparedAnswer({ v, config: null }),
        }
      return input.v === v ? answers.unchanged : answers.full
    }),

    defineHandler(appCalls['anonymous/appTheme'], async (context) => {
      const theme = await findThemeForDomain(db, context.host)
      if (!theme) throw new AppError('NOT_FOUND', 'No theme is configured.')
      return theme
    }),

    defineHandler(appCalls['anonymous/appThemePreview'], async (_context, input) => {
      const theme = await findThemeById(db, input.themeViewId)
      if (!theme) throw new AppError('NOT_FOUND', `There is no theme ${input.themeViewId}.`)
      return theme
    }),

    defineHandler(appCalls.preLogin, async (context, input) => {
      const user = context.token ? await context.resolveOptionalUser() : null
      // A token the server no longer honours signs the client out at start-up (SPEC.md §4).
      if (context.token && !user) throw new AppError('SIGNED_OUT')
      await recordDevice(db, {
        deviceId: input.deviceId,
        os: input.os,
        deviceModel: input.deviceModel,
        messagingToken: input.messagingToken,
        phoneInfo: input.phoneinfoJsonModel,
        urlParams: input.urlParams,
        appVersion: context.client.appVersion,
        platform: context.client.platform,
        ip: context.ip,
        userId: user?.userId ?? null,
      })
      const { v, config } = await appConfig.current()
      return {
        serverTime: new Date().toISOString(),
        configVersion: v,
        gameListVersion: config.games.listVersion,
        signedIn: user !== null,
        maintenance: await maintenance.current(),
      }
    }),

    defineHandler(appCalls['anonymous/appEventLogClient'], async (context, input) => {
      const user = await context.resolveOptionalUser()
      const accepted = await storeClientEvents(db, input.eventList, {
        client: context.client,
        userId: user?.userId ?? null,
        ip: context.ip,
      })
      return { accepted }
    }),

    defineHandler(appCalls['anonymous/appContent'], async (_context, input) => {
      const document = await findContentPage(db, input.page, input.locale ?? DEFAULT_LOCALE)
      if (!document) throw new AppError('NOT_FOUND', `The page ${input.page} has no content yet.`)
      return document
    }),

    defineHandler(appCalls['anonymous/faqList'], async (_context, input) =>
      listFaq(db, input.locale ?? DEFAULT_LOCALE),
    ),
  ]
}
