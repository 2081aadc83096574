import { MAIL_LANGUAGES, type MailLanguage } from '@panalo/contract/calls/mail'
import { SYSTEM_MAIL_TEXTS } from '@panalo/contract/mail-texts'
import type { ColumnDef } from '@tanstack/react-table'

import { DataTable } from '../../ui/data-table.tsx'
import { Panel } from '../../ui/page.tsx'

interface TemplateRow {
  kind: string
  language: MailLanguage
  title: string
  body: string
}

const TEMPLATE_COLUMNS: ColumnDef<TemplateRow, unknown>[] = [
  { accessorKey: 'kind', header: 'Mail' },
  { accessorKey: 'language', header: 'Language' },
  { accessorKey: 'title', header: 'Title' },
  { accessorKey: 'body', header: 'Text' },
]

const TEMPLATES: TemplateRow[] = Object.keys(SYSTEM_MAIL_TEXTS['en-US']).flatMap((kind) =>
  MAIL_LANGUAGES.flatMap((language) => {
    const texts = SYSTEM_MAIL_TEXTS[language][kind as keyof (typeof SYSTEM_MAIL_TEXTS)['en-US']]
    return Object.entries(texts)
      .filter(([field]) => field !== 'title')
      .map(([field, body]) => ({
        kind: field === 'body' ? kind : `${kind} (${field})`,
        language,
        title: texts.title,
        body,
      }))
  }),
)

/** The system mails the server sends, as the app writes them: read-only; {{…}} are the mail's figures. */
export function SystemMails() {
  return (
    <Panel title="System mails (read-only)" testId="system-mails">
      <p className="compose-hint">
        Sent by the server on events (a deposit, a withdrawal, a VIP level…); {'{{amount}}'} and the like are
        filled in with the player’s figures. The texts change with a release, not here.
      </p>
      <DataTable
        columns={TEMPLATE_COLUMNS}
        data={TEMPLATES}
        csvName="system-mails"
        testId="system-mail-list"
      />
    </Panel>
  )
}
