// Where a download (the report, its PDF, the photos, a spreadsheet) stands, for its button.

export type DownloadProgress =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  /** Waiting its turn: the server runs a few heavy downloads at a time (busy-download.ts). */
  | { phase: 'waiting'; seconds: number }
  /** Bytes so far, and all of them when the server said (the photo archive does). */
  | { phase: 'downloading'; bytes: number; total: number | null };
