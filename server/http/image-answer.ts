import { contentDisposition } from './content-disposition';

// Images and stored files are data, never a page: even a file that also parses as HTML (a
// JPEG/HTML polyglot) opened directly runs nothing and reaches nothing (nosniff comes from helmet).
export const IMAGE_CSP = "default-src 'none'; sandbox";

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Content-Disposition for downloading a stored file under its uploaded name, with the extension
 * of the type it was stored as (x.html stored as a JPEG downloads as x.jpg), per RFC 6266: an
 * ASCII fallback for old clients and the exact name in UTF-8.
 */
export function attachmentDisposition(originalName: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? 'bin';
  const base = originalName.replace(/\.[^.]*$/, '').trim() || 'photo';
  return contentDisposition(`${base}.${extension}`);
}
