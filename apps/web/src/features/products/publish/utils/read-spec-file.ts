/**
 * The console's checks of a chosen file before publishing: at most 20 MB, a .json, .yaml or .yml file of UTF-8 text
 * that is JSON or YAML by content (as the server decides: API1017), parsable, and an OpenAPI document for an API
 * product or an AsyncAPI document for an event product.
 */
import {
  PRODUCT_SPEC_MAX_BYTES,
  SNIFF_BYTES,
  hasSpecExtension,
  sniffSpecSyntax,
  type ProductType,
} from '@dc/contracts';
import { parseDocument, type DocumentProblem } from './parse-document';
import { specInfoOf, type SpecInfo } from './spec-info';

export type SpecFileCheck =
  | { ok: true; info: SpecInfo }
  | { ok: false; reason: 'fileTooLarge' | 'invalidFormat' | 'unsupported' | 'wrongKind' }
  | { ok: false; reason: 'parse'; problem: DocumentProblem };

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export async function readSpecFile(file: File, expected: ProductType): Promise<SpecFileCheck> {
  if (file.size > PRODUCT_SPEC_MAX_BYTES) return { ok: false, reason: 'fileTooLarge' };
  if (!hasSpecExtension(file.name)) return { ok: false, reason: 'invalidFormat' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readBytes(file)).replace(/^\uFEFF/, '');
  } catch {
    return { ok: false, reason: 'invalidFormat' };
  }
  const syntax = sniffSpecSyntax(text.slice(0, SNIFF_BYTES));
  if (!syntax) return { ok: false, reason: 'invalidFormat' };
  const parsed = parseDocument(text, syntax);
  if (!parsed.ok) return { ok: false, reason: 'parse', problem: parsed.problem };
  const info = specInfoOf(parsed.data);
  if (!info) return { ok: false, reason: 'unsupported' };
  return info.kind === expected ? { ok: true, info } : { ok: false, reason: 'wrongKind' };
}
