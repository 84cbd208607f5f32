/** Validation texts may carry "<br>" (the shared name-pattern message, spec 2 and 3 section 5): shown as line breaks. */
import { Fragment } from 'react';

export function MultilineMessage({ text }: { text?: string }) {
  if (!text) return null;
  const lines = text.split(/\s*<br\s*\/?>\s*/i);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
