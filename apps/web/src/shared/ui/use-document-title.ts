/** document.title: page titles joined by a dash, ending with the console name (spec 1 section 1). */
import { useEffect } from 'react';
import { CONSOLE_NAME } from '@dc/contracts';

export const documentTitle = (...titles: (string | undefined)[]): string =>
  [...titles.filter((t): t is string => !!t), CONSOLE_NAME].join(' - ');

export function useDocumentTitle(...titles: (string | undefined)[]): void {
  const title = documentTitle(...titles);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
