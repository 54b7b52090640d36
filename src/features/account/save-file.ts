import type { ExportFile } from '../../../machines/financial-activities.machine';

/**
 * Saves a fetched file: an object URL behind a temporary <a download> (a plain link could not carry the
 * bearer token). The URL is let go once the browser has started the download.
 */
export function saveFile(_: unknown, { blob, filename }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL?.(url), 1000);
}
