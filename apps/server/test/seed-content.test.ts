import { CONTENT_PAGES, contentBlockSchema, type ContentBlock } from '@panalo/contract/calls/app'
import { LOCALES } from '@panalo/contract/constants'
import { describe, expect, it } from 'vitest'

import { CONTENT_PAGE_SEED } from '../src/seed/content/content-pages.ts'
import { FAQ_SEED } from '../src/seed/content/faq.ts'

const blockTexts = (block: ContentBlock): string[] => (block.type === 'list' ? block.items : [block.text])

describe('seeded content pages', () => {
  it('has every page in every locale, with a title and blocks', () => {
    expect(Object.keys(CONTENT_PAGE_SEED).sort()).toEqual([...CONTENT_PAGES].sort())
    for (const page of CONTENT_PAGES) {
      expect(Object.keys(CONTENT_PAGE_SEED[page]).sort()).toEqual([...LOCALES].sort())
      for (const locale of LOCALES) {
        const { title, blocks } = CONTENT_PAGE_SEED[page][locale]
        expect(title.trim(), `${page} ${locale} title`).not.toBe('')
        expect(blocks.length, `${page} ${locale} blocks`).toBeGreaterThan(0)
      }
    }
  })

  it('has only valid blocks with no empty text', () => {
    for (const page of CONTENT_PAGES) {
      for (const locale of LOCALES) {
        for (const block of CONTENT_PAGE_SEED[page][locale].blocks) {
          expect(contentBlockSchema.safeParse(block).success, `${page} ${locale}`).toBe(true)
          const texts = blockTexts(block)
          expect(texts.length, `${page} ${locale} list`).toBeGreaterThan(0)
          for (const text of texts) expect(text.trim(), `${page} ${locale}`).not.toBe('')
        }
      }
    }
  })

  it('states the age rule and the barred groups in the en-US terms', () => {
    const terms = CONTENT_PAGE_SEED['terms-of-use']['en-US'].blocks.flatMap(blockTexts).join('\n')
    expect(terms).toMatch(/\b21\b/)
    for (const barred of [
      'Government officials and employees',
      'Armed Forces of the Philippines (AFP)',
      'Philippine National Police (PNP)',
      'National Database of Restricted Persons (NDRP)',
      'Gaming licensees and their employees',
      'Students',
    ]) {
      expect(terms).toContain(barred)
    }
    expect(terms).toContain('public places is strictly prohibited')
  })
})

describe('seeded FAQ', () => {
  it('has the same category ids, in the same order, in every locale', () => {
    const ids = (locale: (typeof LOCALES)[number]) => FAQ_SEED[locale].map((category) => category.id)
    expect(ids('en-US')).toEqual([
      'account',
      'deposits-withdrawals',
      'games',
      'rewards',
      'responsible-gaming',
    ])
    for (const locale of LOCALES) expect(ids(locale)).toEqual(ids('en-US'))
  })

  it('has non-empty titles, questions and answers', () => {
    for (const locale of LOCALES) {
      for (const category of FAQ_SEED[locale]) {
        expect(category.title.trim(), `${locale} ${category.id}`).not.toBe('')
        expect(category.items.length, `${locale} ${category.id}`).toBeGreaterThanOrEqual(4)
        for (const { question, answer } of category.items) {
          expect(question.trim(), `${locale} ${category.id}`).not.toBe('')
          expect(answer.trim(), `${locale} ${category.id}: ${question}`).not.toBe('')
        }
      }
    }
  })
})
