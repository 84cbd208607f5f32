/**
 * documents POST /upload (spec 2 section 7 "Documents"): the introduction file with id, name introduction and
 * type api|event. Not JSON or YAML: 400 API1017; a non-editor: 403 AZ1003.
 */
import { useMutation } from '@tanstack/react-query';
import { INTRODUCTION, type DocumentType } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export interface IntroductionUpload {
  teamId: string;
  type: DocumentType;
  documentId: string;
  file: File;
}

export function uploadIntroduction({ teamId, type, documentId, file }: IntroductionUpload) {
  const form = new FormData();
  form.append('id', documentId);
  form.append('name', INTRODUCTION);
  form.append('type', type);
  form.append('file', file, file.name);
  return api.call('documents.upload', { team: teamId, body: form });
}

export const useUploadIntroduction = () => useMutation({ mutationFn: uploadIntroduction });
