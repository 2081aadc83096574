import type { EN_US_FEEDBACK } from './en-US-feedback.ts'

/** Filipino texts of the feedback pages (as en-US-feedback.ts). */
export const FIL_PH_FEEDBACK: typeof EN_US_FEEDBACK = {
  menuLabel: 'Feedback',
  intro:
    'Sabihin sa amin ang nangyari o kung ano pa ang puwede naming pagbutihin. Dito kami sasagot, kadalasan sa loob ng isang araw.',
  category: 'Tungkol saan ito?',
  categories: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    game: 'Laro',
    bonus: 'Bonus',
    account: 'Account',
    suggestion: 'Mungkahi',
    other: 'Iba pa',
  },
  text: 'Ano ang nangyari?',
  placeholder: 'Ikuwento sa ilang pangungusap: kailan, anong laro o bayad, at ano ang nakita mo.',
  chooseCategory: 'Piliin kung tungkol saan ito.',
  tooShort: 'Sumulat ng hindi bababa sa {{min}} character.',
  addImage: 'Magdagdag',
  uploading: 'Ipinapadala…',
  removeImage: 'Alisin ang larawan',
  imageAlt: 'Nakalakip na larawan',
  imageType: 'JPEG, PNG o WebP na larawan lang ang puwedeng ipadala.',
  imagesHint_one:
    'Hanggang {{count}} screenshot (JPEG, PNG o WebP). Tinatanggal namin ang location at camera data.',
  imagesHint_other:
    'Hanggang {{count}} screenshot (JPEG, PNG o WebP). Tinatanggal namin ang location at camera data.',
  submit: 'Ipadala ang feedback',
  sent: 'Salamat! Dito kami sasagot.',
  noTickets: 'Wala ka pang naipapadalang feedback.',
  newTicket: 'Magpadala ng bagong feedback',
  newAnswer: 'Bagong sagot',
  backToTickets: 'Bumalik sa feedback ko',
  ticketTitle: '#{{id}} · {{category}}',
  states: { open: 'Naghihintay', answered: 'Nasagot na', closed: 'Sarado' },
  stateNotes: {
    open: 'Natanggap namin ang mensahe mo at dito kami sasagot.',
    answered: 'Sumagot na kami. Mag-reply sa ibaba kung kailangan mo pa ng tulong.',
    closed: 'Sarado na ang ticket na ito. Magpadala ng bagong feedback kung kailangan mo pa ng tulong.',
  },
  you: 'Ikaw',
  panalo: 'Panalo support',
  reply: 'Ang reply mo',
  send: 'Ipadala',
}
