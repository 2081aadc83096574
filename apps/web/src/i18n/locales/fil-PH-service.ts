import type { EN_US_SERVICE } from './en-US-service.ts'

/** Filipino texts of customer service and its chat (decision 057). */
export const FIL_PH_SERVICE: typeof EN_US_SERVICE = {
  intro:
    'May tanong tungkol sa deposit, withdrawal, laro o bonus? Sumasagot ang team namin sa English, Filipino o Taglish.',
  chat: 'Mag-chat sa amin',
  chatNote: 'Mag-iwan ng mensahe anumang oras: lalabas ang sagot sa chat.',
  outsideChat: 'Bubukas ang chat window namin',
  open: 'Buksan',
  loginToChat: 'Mag-log in para makipag-chat',
  moreHelp: 'Iba pang tulong',
  faq: 'Mga tanong at sagot',
  feedback: 'Magpadala ng feedback na may screenshot',
  vip: {
    title: 'VIP host',
    locked: 'May sariling host ka mula VIP {{level}}.',
    lockedGuest: 'May sariling host ang VIP {{level}} pataas.',
    progress: 'Ikaw ay VIP {{vip}}.',
    levels: 'Tingnan ang mga VIP level',
    open: 'Ang sarili mong VIP line: inuuna ang sagot ng host mo.',
    none: 'Walang VIP line sa ngayon.',
  },
  window: {
    title: 'Customer service',
    vipTitle: 'VIP host',
    welcome: 'Hi! Sabihin mo kung ano ang kailangan mo at sasagot dito ang isang agent.',
    placeholder: 'Sumulat ng mensahe',
    send: 'Ipadala',
    failed: 'Hindi naipadala.',
    retry: 'Subukan ulit',
    earlier: 'Ipakita ang mga naunang mensahe',
    close: 'Isara ang chat',
    you: 'Ikaw',
    reconnecting: 'Kumokonekta ulit…',
    loadFailed: 'Hindi ma-load ang chat.',
  },
  launcher: 'Customer service',
}
