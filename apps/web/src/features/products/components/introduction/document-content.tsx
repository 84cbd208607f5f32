/** Documentation HTML, sanitized by the server and again by documentBody (DOMPurify); its headings start at h3. */
import { RichText } from '../../../../shared/ui/rich-text';

export function DocumentContent({ html }: { html: string }) {
  return <RichText html={html} testId="document-content" topHeading={3} />;
}
