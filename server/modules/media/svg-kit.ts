/** Small pure helpers shared by every generated artwork. */

// XML 1.0 forbids most control characters; a stray one would make the whole image unreadable.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a: a stable 32-bit hash, so one slug always gets the same artwork. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A tiny deterministic sequence of numbers in [0, 1) seeded by a hash. */
export function sequence(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
  glow: string;
}

export function paletteFor(seed: number): Palette {
  const hue = seed % 360;
  const shift = 25 + (seed >>> 9) % 50;
  return {
    from: `hsl(${hue}, 72%, 38%)`,
    to: `hsl(${(hue + shift) % 360}, 78%, 14%)`,
    accent: `hsl(${(hue + 180) % 360}, 90%, 62%)`,
    glow: `hsl(${(hue + 10) % 360}, 95%, 70%)`,
  };
}

/** Greedy word wrap into at most `maxLines` lines; an overlong rest ends with an ellipsis. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((l) => clip(l, maxChars));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = clip(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, maxChars);
  return kept;
}

export function clip(text: string, maxChars: number): string {
  const chars = Array.from(text);
  return chars.length <= maxChars ? text : `${chars.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
}

/** The largest font size (capped) at which the longest line fits the width, for a bold sans-serif. */
export function fitFontSize(lines: string[], width: number, max: number): number {
  const longest = Math.max(1, ...lines.map((l) => Array.from(l).length));
  return Math.max(10, Math.min(max, Math.floor(width / (longest * 0.66))));
}

export const FONT = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** `<text>` with one `<tspan>` per line, vertically centred on `centerY`. */
export function textBlock(
  lines: string[],
  opts: { x: number; centerY: number; size: number; anchor?: 'start' | 'middle'; fill?: string; weight?: number },
): string {
  const lineHeight = Math.round(opts.size * 1.12);
  const firstY = opts.centerY - ((lines.length - 1) * lineHeight) / 2 + opts.size * 0.35;
  const spans = lines
    .map((line, i) => `<tspan x="${opts.x}" y="${Math.round(firstY + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<text font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? 800}" ` +
    `text-anchor="${opts.anchor ?? 'middle'}" fill="${opts.fill ?? '#ffffff'}">${spans}</text>`
  );
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

/**
 * Text with a shadow that keeps it readable on bright gradients: a dark copy 2 px lower. (An SVG blur filter looked
 * softer but cost a phone about 50 ms of main thread to paint each banner: the first view's largest paint.)
 */
export function shadowedText(lines: string[], opts: Parameters<typeof textBlock>[1]): string {
  return `<g transform="translate(0 2)" opacity="0.5">${textBlock(lines, { ...opts, fill: '#000000' })}</g>${textBlock(lines, opts)}`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

/** Soft scattered circles and sparkles that make each artwork look distinct. */
export function decorations(seed: number, width: number, height: number, color: string, count: number): string {
  const next = sequence(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const r = Math.round(6 + next() * Math.min(width, height) * 0.22);
    const opacity = (0.05 + next() * 0.12).toFixed(2);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${opacity}"/>`;
  }
  for (let i = 0; i < Math.ceil(count / 2); i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const s = Math.round(3 + next() * 7);
    out += `<path d="M${x} ${y - s * 2}L${x + s / 2} ${y - s / 2}L${x + s * 2} ${y}L${x + s / 2} ${y + s / 2}L${x} ${y + s * 2}L${x - s / 2} ${y + s / 2}L${x - s * 2} ${y}L${x - s / 2} ${y - s / 2}Z" fill="#fff6d5" opacity="0.55"/>`;
  }
  return out;
}
