/**
 * The console's own checks before an upload (spec 3 section 5): at most 100 MB, a .json, .yaml or .yml file
 * whose first bytes are JSON or YAML (the same rule the server applies).
 */
import { LINTER_MAX_FILE_BYTES, SNIFF_BYTES, hasSpecExtension, sniffSpecSyntax, type LintSyntax } from '@dc/contracts';

export type SpecFileCheck = { ok: true; syntax: LintSyntax } | { ok: false; reason: 'fileTooLarge' | 'invalidFormat' };

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Only the first bytes are read: a 100 MB file is never loaded for this check. */
const headText = async (file: Blob) => new TextDecoder('utf-8').decode(await readBytes(file.slice(0, SNIFF_BYTES)));

export async function checkSpecFile(file: File): Promise<SpecFileCheck> {
  if (file.size > LINTER_MAX_FILE_BYTES) return { ok: false, reason: 'fileTooLarge' };
  if (!hasSpecExtension(file.name)) return { ok: false, reason: 'invalidFormat' };
  const syntax = sniffSpecSyntax(await headText(file));
  return syntax ? { ok: true, syntax } : { ok: false, reason: 'invalidFormat' };
}
