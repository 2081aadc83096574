import type { EN_US_AGENT } from './en-US-agent.ts'

/** Filipino texts of /agent, /agent/rule and /share (as en-US-agent.ts). */
export const FIL_PH_AGENT: typeof EN_US_AGENT = {
  loading: 'Naglo-load…',
  tabs: { overview: 'Buod', team: 'Team', commissions: 'Na-claim', rules: 'Patakaran' },
  yourCode: 'Ang invite code mo',
  invite: 'Mag-imbita ng kaibigan',
  commissionToday: 'Komisyon ngayon (maki-claim bukas)',
  commissionClaimable: 'Komisyong maki-claim',
  claim: 'I-claim',
  invitesHeading: 'Mga valid na kaibigan',
  invitesClaimable_one: '{{count}} kaibigan ang naging valid: {{award}} ang maki-claim.',
  invitesClaimable_other: '{{count}} kaibigan ang naging valid: {{award}} bawat isa ang maki-claim.',
  invitesNone: 'Kapag nag-deposit ang kaibigan ng {{deposit}} at tumaya ng {{turnover}}, may {{award}} ka.',
  level1: 'Mga kaibigan',
  level2: 'Kaibigan nila',
  validCount: 'Valid',
  claimedTotal: 'Komisyong na-claim na: {{amount}}',
  fillHeading: 'May nag-imbita ba sa iyo?',
  fillBody: 'Ilagay ang invite code ng kaibigan mo sa loob ng {{days}} araw pagka-register.',
  fillLabel: 'Invite code',
  fillSubmit: 'I-save',
  fillDone: 'Na-save: inimbita ka ni {{pid}}.',
  invitedBy: 'Inimbita ni {{pid}}',
  teamEmpty: 'Wala pang kaibigan. I-share ang link mo para mabuo ang team mo.',
  teamRow: 'Sumali {{time}} · nag-deposit {{deposit}} · taya {{turnover}}',
  states: { pending: 'Hindi pa valid', valid: 'Valid', claimed: 'Na-claim na', excluded: 'Hindi bilang' },
  logEmpty: 'Wala pang na-claim.',
  logCommission: 'Komisyon ng {{day}}',
  logInvite: 'Valid na kaibigan {{name}}',
  rules: {
    commission: 'Level {{level}}: {{percent}}% ng valid na taya nila',
    commissionIntro:
      'May bahagi ka sa valid na taya ng mga kaibigang inimbita mo (level 1) at ng mga inimbita nila (level 2). Hindi kasama ang demo at kinanselang taya.',
    days: 'Maki-claim ang komisyon ng isang araw simula kinabukasan (oras sa Manila), sa loob ng {{days}} araw.',
    valid:
      'Valid ang kaibigan kapag nakapag-deposit na ng {{deposit}} at nakataya ng {{turnover}} sa kabuuan: may {{award}} ka, isang beses bawat kaibigan.',
    farming:
      'Ang mga account na kapareho mo ng device, receiving account o mobile number ay ikaw rin, hindi kaibigan: walang kikitain. Isinasara ang account kapag inabuso.',
    fill: 'Nag-register nang walang link? Idagdag ang code ng nag-imbita sa loob ng {{days}} araw.',
  },
  share: {
    title: 'Imbitahin ang mga kaibigan mo',
    body: 'Magre-register ang mga kaibigan mo gamit ang link o code na ito; kikita ka sa laro nila habang naglalaro sila.',
    link: 'Ang link mo',
    copy: 'Kopyahin ang link',
    copied: 'Nakopya',
    shareButton: 'I-share',
    shareText: 'Maglaro tayo sa Panalo: {{link}}',
    qr: 'QR code ng invite link mo',
  },
}
