const KEPT = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h2', 'h3', 'h4', 'a']);
/** Dropped with everything inside them; any other unknown tag is unwrapped and its text kept. */
const DROPPED = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'svg', 'math', 'img', 'picture', 'video', 'audio', 'source', 'track', 'canvas', 'form', 'input', 'button',
  'textarea', 'select', 'option', 'link', 'meta', 'base', 'title', 'head',
]);

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).localName;
    if (DROPPED.has(tag)) continue;
    if (!KEPT.has(tag)) {
      copyChildren(child, to, doc);
      continue;
    }
    // A fresh element: no attribute of the source survives except a vetted https href.
    const clean = doc.createElement(tag);
    if (tag === 'a') {
      const href = (child as Element).getAttribute('href')?.trim() ?? '';
      if (/^https:\/\//i.test(href)) {
        clean.setAttribute('href', href);
        clean.setAttribute('target', '_blank');
        clean.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copyChildren(child, clean, doc);
    to.appendChild(clean);
  }
}

/**
 * The server already sanitizes CMS HTML; this second pass in the browser keeps only text structure
 * (paragraphs, lists, emphasis, headings h2-h4) and https links, so a server mistake cannot inject script.
 */
export function sanitizeHtml(html: string): string {
  // DOMParser documents are inert: scripts do not run and images do not load while parsing.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createElement('div');
  copyChildren(doc.body, out, doc);
  return out.innerHTML;
}
