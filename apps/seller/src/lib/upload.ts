import { UPLOAD_FIELD, uploadDto } from '@shop/contract/upload';
import { publicRequest, request } from './request.ts';

/** Uploads have a minute: a 5 MB picture on a slow line takes longer than the 10 s of other calls. */
export const UPLOAD_TIMEOUT_MS = 60_000;

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return form;
}

/** A picture of the shop or a product (POST /api/seller/upload); resolves with the url to save. */
export function uploadPicture(file: File): Promise<{ url: string }> {
  return request('/api/seller/upload', {
    method: 'POST',
    body: fileForm(file),
    schema: uploadDto,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** A document of an application (POST /api/seller/apply/upload), sent before anyone is signed in, without a token. */
export function uploadApplicationDocument(file: File): Promise<{ url: string }> {
  return publicRequest('/api/seller/apply/upload', {
    method: 'POST',
    body: fileForm(file),
    schema: uploadDto,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
