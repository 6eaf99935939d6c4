// A file the API makes (an export, a report, a voucher sheet) is answered the same way wherever it is made: as a
// download, never shown in our origin; kept by no cache, since it holds the organisation's data; its type not guessed.
import type { Response } from 'express';

/** Starts a 200 download of `fileName`; the body is written after. */
export function startDownload(res: Response, contentType: string, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
