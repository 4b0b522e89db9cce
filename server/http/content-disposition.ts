// Content-Disposition as every download answers it (RFC 6266): a plain `filename` for old
// clients, ASCII only, and the exact name in UTF-8 as `filename*` (RFC 8187).

// RFC 8187 attr-char is narrower than what encodeURIComponent leaves alone.
const encodeExtValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A name's ASCII stand-in: accents dropped (not the letters), anything else unsafe in a quoted header value as `_`. */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%/]/g, '_');
}

/** `attachment; filename="…"; filename*=UTF-8''…`; the ASCII name may be given when it is made another way. */
export function contentDisposition(fileName: string, ascii: string = asciiFileName(fileName)): string {
  // Lone surrogates cannot be encoded: a replacement character stands in for them.
  const wellFormed = fileName.replace(/\p{Cs}/gu, '\uFFFD');
  return `attachment; filename="${asciiFileName(ascii)}"; filename*=UTF-8''${encodeExtValue(wellFormed)}`;
}
