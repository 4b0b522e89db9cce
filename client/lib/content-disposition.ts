// How a download is named: the server's Content-Disposition, read safely (every download of the app).

/** The server's name for the file: `filename*` (UTF-8) first, then `filename`; null when neither is usable. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      const name = safeFileName(decodeURIComponent(extended[1].trim()));
      if (name) return name;
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  return safeFileName((plain?.[1] ?? plain?.[2] ?? '').trim()) || null;
}

// A header names a file, never a path: anything that could leave the downloads folder goes.
function safeFileName(name: string): string {
  return name.replace(/[/\\]/g, '').replace(/^\.+/, '').trim();
}
