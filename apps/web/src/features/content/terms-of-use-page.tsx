import { ContentDocument } from './content-document.tsx'

export function TermsOfUsePage() {
  return <ContentDocument page="terms-of-use" />
}
