/** Catalog Details rendered from Markdown and sanitized (utils/markdown), in the console's typography. */
import { useMemo } from 'react';
import { RichText } from '../../../../shared/ui/rich-text';
import { renderMarkdown } from '../../utils/markdown';

export function MarkdownView({ markdown, testId = 'catalog-details' }: { markdown: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <RichText html={html} testId={testId} />;
}
