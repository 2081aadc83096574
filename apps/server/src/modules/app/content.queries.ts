import { contentBlockSchema, type ContentBlock, type ContentPage } from '@panalo/contract/calls/app'
import { DEFAULT_LOCALE, type Locale } from '@panalo/contract/constants'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { contentPages, faqItems } from '../../db/schema/app.ts'

export interface ContentDocument {
  page: ContentPage
  locale: Locale
  title: string
  updatedAt: string
  blocks: ContentBlock[]
}

/** A content page in the wanted locale, or in the default locale when it has no translation. */
export async function findContentPage(
  db: Executor,
  page: ContentPage,
  locale: Locale,
): Promise<ContentDocument | undefined> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.page, page), inArray(contentPages.locale, [locale, DEFAULT_LOCALE])))
  const row = rows.find((candidate) => candidate.locale === locale) ?? rows[0]
  if (!row) return undefined
  return {
    page,
    locale: row.locale as Locale,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
    blocks: z.array(contentBlockSchema).parse(row.blocks),
  }
}

export interface FaqCategory {
  id: string
  title: string
  items: { id: number; question: string; answer: string }[]
}

/** FAQ items by category in the wanted locale, falling back to the default locale. */
export async function listFaq(
  db: Executor,
  locale: Locale,
): Promise<{ locale: Locale; categories: FaqCategory[] }> {
  let rows = await db.select().from(faqItems).where(eq(faqItems.locale, locale)).orderBy(asc(faqItems.sort))
  let answeredLocale = locale
  if (rows.length === 0 && locale !== DEFAULT_LOCALE) {
    rows = await db
      .select()
      .from(faqItems)
      .where(eq(faqItems.locale, DEFAULT_LOCALE))
      .orderBy(asc(faqItems.sort))
    answeredLocale = DEFAULT_LOCALE
  }
  const categories = new Map<string, FaqCategory>()
  for (const row of rows) {
    let category = categories.get(row.categoryId)
    if (!category) {
      category = { id: row.categoryId, title: row.categoryTitle, items: [] }
      categories.set(row.categoryId, category)
    }
    category.items.push({ id: row.id, question: row.question, answer: row.answer })
  }
  return { locale: answeredLocale, categories: [...categories.values()] }
}
