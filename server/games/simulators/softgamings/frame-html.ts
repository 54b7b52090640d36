const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * What the simulated `User/AuthHTML` answers after `1,`: a document the site puts in a sandboxed frame (srcdoc)
 * under its own CSP, which forbids inline script. So it carries none: one iframe of the game server's frame page
 * (a same-origin path, resolved against the site's URL), filling the frame. Inline styles are allowed by the CSP.
 */
export function launchHtml({ frameUrl, title, locale }: { frameUrl: string; title: string; locale: 'tr' | 'en' }): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;height:100vh;overflow:hidden;background:#000">',
    `<iframe src="${escapeHtml(frameUrl)}" title="${escapeHtml(title)}" allow="fullscreen; autoplay" allowfullscreen`,
    ' style="display:block;border:0;width:100%;height:100%"></iframe>',
    '</body></html>',
  ].join('');
}
