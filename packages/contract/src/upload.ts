import { z } from 'zod';

/**
 * POST /api/common/upload (multipart/form-data, one file field named `file`): JPEG, PNG or WebP recognised by
 * their bytes, at most UPLOAD_MAX_BYTES. The server re-encodes the picture to WebP under a random name.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The multipart field that carries the picture. */
export const UPLOAD_FIELD = 'file';

/** `data` of a successful upload: the picture's public path, e.g. "/uploads/u/<random>.webp". */
export const uploadDto = z.object({ url: z.string() });
export type UploadDto = z.infer<typeof uploadDto>;
