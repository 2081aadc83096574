import { describe, expect, it } from 'vitest'

import { kycDraftProblems, type KycDraft } from './kyc-draft-problems.ts'

const ID = 'a'.repeat(32)
const complete: KycDraft = {
  idType: 'umid',
  idNumber: '0111-2345678-9',
  fullName: 'José Rizal Mercado',
  birthDate: '2004-11-26',
  front: ID,
  back: 'b'.repeat(32),
  selfie: 'c'.repeat(32),
}

describe('kycDraftProblems', () => {
  it('lets a complete draft of a 21-year-old go, on their birthday', () => {
    expect(kycDraftProblems(complete, '2025-11-26')).toEqual({})
  })

  it('refuses a date of birth a day short of 21, and one that is not a date', () => {
    expect(kycDraftProblems(complete, '2025-11-25')).toEqual({ birthDate: 'underAge' })
    expect(kycDraftProblems({ ...complete, birthDate: '2004-02-30' }, '2030-01-01')).toEqual({
      birthDate: 'invalid',
    })
  })

  it('asks for each photo, but no back for a passport', () => {
    const bare = { ...complete, front: undefined, back: undefined, selfie: undefined }
    expect(kycDraftProblems(bare, '2026-01-01')).toEqual({
      front: 'missing',
      back: 'missing',
      selfie: 'missing',
    })
    expect(kycDraftProblems({ ...complete, idType: 'passport', back: undefined }, '2026-01-01')).toEqual({})
  })

  it('names the ID type, the number and the name that the server would refuse', () => {
    expect(
      kycDraftProblems({ ...complete, idType: '', idNumber: '1<2>3', fullName: '42' }, '2026-01-01'),
    ).toMatchObject({ idType: 'missing', idNumber: 'invalid', fullName: 'invalid' })
  })
})
