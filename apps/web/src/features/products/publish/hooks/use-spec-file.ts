/**
 * The chosen document: the drop zone's state, the file, what it says about itself (to prefill the form), and the
 * problems of a broken one, from the console's own checks or from the server's answer to a publish.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { ProductType, SpecProblem } from '@dc/contracts';
import type { DropZoneState } from '../../../../shared/ui/file-drop-zone/file-drop-zone';
import type { DocumentProblem } from '../utils/parse-document';
import { readSpecFile } from '../utils/read-spec-file';
import type { SpecInfo } from '../utils/spec-info';

export interface DocumentProblems {
  /** What went wrong, e.g. 'PRODUCT_SPEC_PARSE_ERROR: The file cannot be parsed.' */
  title: string;
  items: Array<DocumentProblem & { path?: SpecProblem['path'] }>;
}

export interface SpecFileState {
  drop: DropZoneState;
  file?: File;
  info?: SpecInfo;
  problems?: DocumentProblems;
  /** Reading and checking the chosen file. */
  reading: boolean;
}

export function useSpecFile(productType: ProductType, onAccepted: (info: SpecInfo) => void) {
  const { t } = useTranslation('product-publishing');
  const [state, setState] = useState<SpecFileState>({ drop: { kind: 'idle' }, reading: false });
  // A newer choice wins over a slower check of an older one.
  const latest = useRef(0);
  const reject = (message: string, problems?: DocumentProblems) =>
    setState({ drop: { kind: 'rejected', message }, problems, reading: false });

  const select = async (files: File[]) => {
    const run = ++latest.current;
    if (files.length !== 1) return reject(t('checks.oneFile'));
    const file = files[0];
    setState((s) => ({ ...s, reading: true }));
    const check = await readSpecFile(file, productType);
    if (run !== latest.current) return;
    if (check.ok) {
      const detail = [check.info.format, check.info.version && t('document.version', { version: check.info.version })];
      setState({
        drop: { kind: 'accepted', fileName: file.name, detail: detail.filter(Boolean).join(' · ') },
        file,
        info: check.info,
        reading: false,
      });
      onAccepted(check.info);
    } else if (check.reason === 'parse') {
      reject(t('checks.parse'), { title: t('checks.parse'), items: [check.problem] });
    } else if (check.reason === 'wrongKind') {
      reject(t(`checks.wrongKind.${productType}`));
    } else {
      reject(t(`checks.${check.reason}`));
    }
  };

  /** The server refused the document (parse or schema problems): it must be fixed and chosen again. */
  const refuse = (title: string, items: DocumentProblems['items']) =>
    setState((s) => ({
      ...s,
      drop: { kind: 'rejected', message: title },
      file: undefined,
      problems: { title, items },
    }));

  return { ...state, select: (files: File[]) => void select(files), refuse };
}
