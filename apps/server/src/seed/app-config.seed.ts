import { MIN_AGE } from '@panalo/contract/constants'
import { CUSTOMER_SERVICE_ITEM_TYPE, H5_CLIENT_MODE, LOGIN_TYPE } from '@panalo/contract/enums'

import type { StoredAppConfig } from '../modules/app/app-config.service.ts'
import { RECHARGE_SEED } from './recharge.seed.ts'

/** The app config a new installation starts with; operators change it afterwards. */
export const APP_CONFIG_SEED: StoredAppConfig = {
  region: 'ph',
  currency: 'PHP',
  minAge: MIN_AGE,
  lengths: {
    account: { min: 6, max: 16 },
    username: { min: 2, max: 20 },
    password: { min: 8, max: 32 },
    withdrawAccount: { min: 10, max: 20 },
    smsCode: { min: 6, max: 6 },
    safeboxPassword: { min: 6, max: 6 },
  },
  smsCodeSendLimit: 10,
  otpStatus: 1,
  registerType: LOGIN_TYPE.phone,
  defaultLoginType: LOGIN_TYPE.phone,
  minRechargeStatus: 1,
  h5ClientMode: H5_CLIENT_MODE.ageNotice,
  feedbackConfig: { imagesLimit: 3 },
  clientConfig: { lobbyBonusAmount: 0, tutorialVersion: 1, buildPollMs: 5 * 60_000 },
  gameShowNum: 6,
  // Panalo's own chat (online chat with no outside licence) for everyone and, from VIP 4, the VIP
  // host line (decision 057); e-mail as the fallback.
  customerServices: [
    {
      id: 1,
      itemType: CUSTOMER_SERVICE_ITEM_TYPE.onlineChat,
      name: 'Live chat',
      param1: '',
      param2: '',
      sort: 1,
      vipLevel: 0,
    },
    {
      id: 2,
      itemType: CUSTOMER_SERVICE_ITEM_TYPE.link,
      name: 'Email support',
      param1: 'mailto:support@panalo.ph',
      param2: '',
      sort: 2,
      vipLevel: 0,
    },
    {
      id: 3,
      itemType: CUSTOMER_SERVICE_ITEM_TYPE.onlineChat,
      name: 'VIP host',
      param1: '',
      param2: '',
      sort: 1,
      vipLevel: 4,
    },
  ],
  faq: { enabled: true, supportEmail: 'support@panalo.ph' },
  notice: {
    enabled: true,
    version: 1,
    title: 'Welcome to Panalo',
    body: 'Play only with money you can afford to lose. Set deposit, loss and bet limits any time under Me → Self-limits.',
  },
  responsibleGaming: {
    tagline: 'Gambling is addictive. Know when to stop.',
    helpline: 'keepitfun@pagcor.ph',
  },
  recharge: RECHARGE_SEED,
}
