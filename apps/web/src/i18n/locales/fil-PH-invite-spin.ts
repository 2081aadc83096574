import type { EN_US_INVITE_SPIN } from './en-US-invite-spin.ts'

/** Filipino (Taglish) texts of the invite spin (decision 058). */
export const FIL_PH_INVITE_SPIN: typeof EN_US_INVITE_SPIN = {
  loading: 'Nilo-load ang invite spin…',
  target: 'Abutin ang {{amount}}',
  progress: '{{progress}} sa {{target}}',
  timeLeft: '{{hours}} h {{minutes}} min na lang',
  spin: 'SPIN',
  spinning: 'Umiikot…',
  spinsLeft_one: '{{count}} spin ang naghihintay',
  spinsLeft_other: '{{count}} spins ang naghihintay',
  startSpin: 'Sa unang spin mo magsisimula ang {{hours}} oras',
  added: '+{{amount}}',
  wheels: { start: 'Unang spin', invite: 'Spin ng valid invite', click: 'Spin ng click' },
  states: {
    none: 'Hindi pa nagsisimula',
    active: 'Tumatakbo',
    reached: 'Naabot ang target: i-exchange na',
    exchanged: 'Na-exchange na',
    lapsed: 'Lumipas na: tapos na ang oras',
  },
  exchange: 'I-exchange ang {{amount}}',
  exchanged: 'Na-exchange: {{amount}} naidagdag sa bonus coins mo.',
  needMore_one: 'Mag-imbita: hindi hihigit sa {{count}} pang valid na kaibigan, siguradong abot.',
  needMore_other: 'Mag-imbita: hindi hihigit sa {{count}} pang valid na kaibigan, siguradong abot.',
  invite: {
    title: 'Mag-imbita para sa dagdag na spin',
    code: 'Invite code mo: {{code}}',
    copy: 'Kopyahin ang invite link',
    copied: 'Nakopya ang link',
    share: 'I-share',
    shareText: 'Sali ka sa akin sa Panalo: {{link}}',
    counts: '{{valid}} valid na kaibigan · {{clicks}} click na bilang',
  },
  rules: {
    title: 'Ang rules, bago ka mag-spin',
    target:
      'Abutin ang {{amount}} sa loob ng {{hours}} oras mula sa unang spin, tapos i-exchange ito para sa {{amount}} na bonus coins.',
    first: 'Ang unang spin mo ay nagdadagdag ng {{min}} hanggang {{max}}.',
    invites:
      'Bawat kaibigang mag-register gamit ang link mo sa loob ng {{hours}} oras at maging valid ({{condition}}) ay nagbibigay ng {{count}} spin na hindi bababa sa {{min}}.',
    promise:
      'Kaya {{count}} valid na kaibigan ay siguradong aabot sa target, anuman ang lumabas sa spin. Walang spin na lalampas sa target.',
    clicks:
      'Bawat kaibigang magbukas ng link mo ay nagdadagdag ng maliit na spin ({{min}}–{{max}}): isang beses bawat phone o browser, hindi kasama ang sa iyo, hanggang {{perIp}} bawat network at {{max2}} lahat.',
    lapse:
      'Kung hindi mo na-exchange bago matapos ang {{hours}} oras, mawawala ang progress at walang bayad. Sa susunod mong spin, bagong try.',
    notCounted:
      'Hindi bilang ang kaibigang kapareho mo ng phone, device o receiving account (parehong rule ng agent programme).',
    wagering:
      'Bonus coins ang bayad ng exchange: itaya ito nang {{multiple}}× bago mag-withdraw; tulad ng ibang libreng bonus, hinihintay nito ang unang deposit mo.',
    odds: 'Ang odds ng bawat wheel',
    fair: 'Provably fair ang bawat spin: committed seed hash {{hash}}. I-check ang bawat spin sa /fair.',
  },
  record: {
    title: 'Ang mga spin mo',
    empty: 'Wala pang spin.',
    verify: 'I-verify',
  },
  popup: {
    none: 'Mag-spin papuntang {{target}}: malaki agad ang unang spin, {{invites}} valid na kaibigan ang tatapos nito.',
    active_one: '{{progress}} sa {{target}} · {{count}} spin ang naghihintay · {{hours}} h na lang',
    active_other: '{{progress}} sa {{target}} · {{count}} spins ang naghihintay · {{hours}} h na lang',
    reached: 'Naabot mo ang {{target}}: i-exchange bago maubos ang oras.',
  },
}
