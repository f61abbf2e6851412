import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Test fixtures for the upload call: pictures drawn with sharp and multipart bodies built by hand. */

export interface Part {
  /** Form field name; `file` is the one the server reads. */
  field: string;
  /** Present for a file part (any name the client likes — the server never uses it). */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and the Content-Type header that goes with it. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----shopTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small picture with some colour in it, in the given format. */
export async function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const TEXT = Buffer.from('just some words, not a picture\n');
