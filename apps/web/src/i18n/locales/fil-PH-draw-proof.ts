import type { EN_US_DRAW_PROOF } from './en-US-draw-proof.ts'

/** Filipino texts of the jackpot and spin proofs (as en-US-draw-proof.ts). */
export const FIL_PH_DRAW_PROOF: typeof EN_US_DRAW_PROOF = {
  titleJackpot: 'Jackpot draw #{{id}}',
  titleSpin: 'Spin #{{id}}',
  titleInviteSpin: 'Invite spin #{{id}}',
  inviteSpinResult: 'Sector {{sector}}: {{amount}} ang naidagdag sa target',
  intro:
    'Bawat draw ay galing sa HMAC-SHA256 ng server seed na naka-commit bago ka naglaro, ng client seed mo at ng draw number. Dito, muling dina-draw ito ng browser mo.',
  loading: 'Nilo-load ang proof…',
  notFound: 'Hindi sa iyo ang draw na ito, o wala ito.',
  when: 'Na-draw',
  result: 'Resulta',
  serverSeedHash: 'Server seed hash (ipinakita bago ang draw)',
  serverSeed: 'Server seed',
  notRevealed: 'Hindi pa ipinapakita: ginagamit pa',
  clientSeed: 'Client seed',
  nonce: 'Draw number (nonce)',
  unrevealedBody:
    'Ginagamit pa ang seed na ito sa mga susunod mong draw at spin, kaya lihim pa. I-reveal ito para ma-check ang draw na ito; bagong naka-commit na seed ang gagamitin sa mga susunod.',
  reveal: 'I-reveal ang seed at i-check',
  matches: 'Tugma: bagay ang seed sa hash nito at pareho ang resulta sa muling pag-draw.',
  matchesJackpot: 'Tugma: bagay ang seed sa hash nito at pareho ang cell at halaga ({{amount}}).',
  mismatch: 'Hindi tugma. Pakisabi sa amin sa Feedback kasama ang address ng page na ito.',
  noWeights:
    'Bagay ang seed sa hash nito ({{hash}}), pero ginawa ang draw na ito bago itinabi ang odds sa bawat draw, kaya hindi ito mauulit dito.',
  hashOk: 'oo',
  hashBad: 'hindi',
  verify: 'I-verify',
  recordTitle: 'Mga spin ko',
  recordEmpty: 'Wala pang spin.',
}
