import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';

// Loaded on the first use (an operator saving content), not at start: it is a large share of the server's start time.
let sanitizer: { sanitizeHtml: typeof sanitizeHtmlType; options: sanitizeHtmlType.IOptions } | undefined;

function load() {
  if (sanitizer) return sanitizer;
  const sanitizeHtml = createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType;
  sanitizer = { sanitizeHtml, options: optionsOf(sanitizeHtml) };
  return sanitizer;
}

const optionsOf = (sanitizeHtml: typeof sanitizeHtmlType): sanitizeHtmlType.IOptions => ({
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }, true),
  },
});

/** CMS HTML is operator input: only text structure and https links leave the server. */
export function sanitizeCmsHtml(html: string): string {
  const { sanitizeHtml, options } = load();
  return sanitizeHtml(html, options);
}
