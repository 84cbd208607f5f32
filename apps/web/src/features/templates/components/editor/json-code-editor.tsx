/**
 * One locale's content as JSON in a real code editor (CodeMirror 6 with the JSON language). Loaded lazily: only the
 * Content tab needs it. The editable area is labelled for screen readers and marked invalid with the form's error.
 */
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { json } from '@codemirror/lang-json';
import { useMemo } from 'react';

export interface JsonCodeEditorProps {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  label: string;
  invalid: boolean;
  describedBy?: string;
  readOnly?: boolean;
}

export function JsonCodeEditor({
  value,
  onChange,
  onBlur,
  label,
  invalid,
  describedBy,
  readOnly,
}: JsonCodeEditorProps) {
  const extensions = useMemo(
    () => [
      json(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        'aria-label': label,
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      }),
    ],
    [label, invalid, describedBy],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      extensions={extensions}
      editable={!readOnly}
      readOnly={readOnly}
      minHeight="280px"
      maxHeight="480px"
      basicSetup={{ foldGutter: false, highlightActiveLine: !readOnly }}
      data-testid="locale-json-editor"
    />
  );
}
