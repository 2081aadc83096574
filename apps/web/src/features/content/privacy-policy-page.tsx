import { ContentDocument } from './content-document.tsx'

export function PrivacyPolicyPage() {
  return <ContentDocument page="privacy-policy" />
}
