import { ContentDocument } from './content-document.tsx'

export function AboutUsPage() {
  return <ContentDocument page="about-us" />
}
