import {
  FONT,
  shadowedText,
  clip,
  decorations,
  escapeXml,
  fitFontSize,
  hash,
  linearGradient,
  paletteFor,
  svgDocument,
  textBlock,
  wrapText,
} from './svg-kit.js';

export const BANNER_SIZES = { 0: [600, 500], 1: [1040, 600], 2: [1920, 600] } as const;
export const POPUP_SIZES = { sm: [480, 640], md: [800, 500], lg: [1200, 500] } as const;
export type BannerVariant = keyof typeof BANNER_SIZES;
export type PopupSize = keyof typeof POPUP_SIZES;

export interface GameTileInput { slug: string; name: string; provider: string }

export function gameTile({ slug, name, provider }: GameTileInput): string {
  const [w, h] = [400, 300];
  const seed = hash(slug);
  const p = paletteFor(seed);
  const lines = wrapText(name || slug, 14, 3);
  const size = fitFontSize(lines, w - 72, 52);
  const body =
    `<defs>${linearGradient('bg', p.from, p.to)}` +
    `<radialGradient id="glow" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="18" fill="url(#bg)"/>` +
    `<rect width="${w}" height="${h}" rx="18" fill="url(#glow)"/>` +
    decorations(seed, w, h, p.accent, 7) +
    `<rect x="10" y="10" width="${w - 20}" height="${h - 20}" rx="12" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>` +
    shadowedText(lines, { x: w / 2, centerY: h * 0.44, size, fill: '#ffffff' }) +
    `<rect x="${w / 2 - 60}" y="${h - 62}" width="120" height="3" rx="1.5" fill="${p.accent}" opacity="0.8"/>` +
    `<text x="${w / 2}" y="${h - 30}" font-family="${FONT}" font-size="16" font-weight="600" letter-spacing="2" ` +
    `text-anchor="middle" fill="#ffe9a8">${escapeXml(clip(provider.toUpperCase(), 28))}</text>`;
  return svgDocument(w, h, name || slug, body);
}

export interface HeroInput { slug: string; title: string; subtitle?: string; cta?: string }

function hero(w: number, h: number, seedKey: string, { title, subtitle, cta }: HeroInput, label: string): string {
  const seed = hash(seedKey);
  const p = paletteFor(seed);
  const wide = w / h >= 1.4;
  const textWidth = wide ? w * 0.52 : w * 0.84;
  const x = wide ? Math.round(w * 0.07) : w / 2;
  const anchor = wide ? 'start' : 'middle';
  const titleLines = wrapText(title, wide ? 18 : 14, 3);
  const titleSize = fitFontSize(titleLines, textWidth, Math.round(h * 0.14));
  const subLines = subtitle ? wrapText(subtitle, wide ? 42 : 30, 2) : [];
  const subSize = Math.max(14, Math.round(titleSize * 0.4));
  const titleHeight = titleLines.length * titleSize * 1.12;
  const subHeight = subLines.length * subSize * 1.25;
  const ctaHeight = cta ? subSize * 2.4 : 0;
  const top = h / 2 - (titleHeight + subHeight + ctaHeight + subSize) / 2;
  const emblemX = wide ? w * 0.78 : w / 2;
  const emblemY = wide ? h / 2 : h * 0.2;
  const emblemR = wide ? h * 0.32 : Math.min(w, h) * 0.12;
  let out =
    `<defs>${linearGradient('bg', p.from, p.to)}` +
    `<radialGradient id="coin" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff3b0"/>` +
    `<stop offset="0.55" stop-color="#f5b82e"/><stop offset="1" stop-color="#a86a06"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    decorations(seed, w, h, p.accent, wide ? 12 : 8) +
    `<circle cx="${emblemX}" cy="${emblemY}" r="${Math.round(emblemR * 1.35)}" fill="${p.glow}" opacity="0.18"/>` +
    `<circle cx="${emblemX}" cy="${emblemY}" r="${Math.round(emblemR)}" fill="url(#coin)"/>` +
    `<circle cx="${emblemX}" cy="${emblemY}" r="${Math.round(emblemR * 0.78)}" fill="none" stroke="#8a5504" stroke-opacity="0.45" stroke-width="${Math.max(2, Math.round(emblemR * 0.05))}"/>` +
    star(emblemX, emblemY, emblemR * 0.5);
  const titleCenter = (wide ? top : Math.max(top, h * 0.36)) + titleHeight / 2;
  out += shadowedText(titleLines, { x, centerY: titleCenter, size: titleSize, anchor, fill: '#ffffff' });
  let cursor = titleCenter + titleHeight / 2 + subSize * 0.9;
  if (subLines.length) {
    out += textBlock(subLines, {
      x, centerY: cursor + subHeight / 2 - subSize * 0.3, size: subSize, anchor, fill: '#ffe9a8', weight: 500,
    });
    cursor += subHeight + subSize * 0.6;
  }
  if (cta) {
    const label = clip(cta, 24);
    const bw = Math.round(Array.from(label).length * subSize * 0.62 + subSize * 2.4);
    const bh = Math.round(subSize * 2.2);
    const bx = wide ? x : Math.round(x - bw / 2);
    out +=
      `<rect x="${bx}" y="${Math.round(cursor)}" width="${bw}" height="${bh}" rx="${Math.round(bh / 2)}" fill="${p.accent}"/>` +
      `<text x="${bx + bw / 2}" y="${Math.round(cursor + bh / 2 + subSize * 0.35)}" font-family="${FONT}" font-size="${subSize}" ` +
      `font-weight="700" text-anchor="middle" fill="#101018">${escapeXml(label)}</text>`;
  }
  return svgDocument(w, h, label, out);
}

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#fffaf0" opacity="0.92"/>`;
}

export function banner(input: HeroInput & { variant: BannerVariant }): string {
  const [w, h] = BANNER_SIZES[input.variant];
  return hero(w, h, input.slug, input, input.title);
}

export function promotionImage(input: HeroInput): string {
  return hero(800, 450, `promo:${input.slug}`, input, input.title);
}

export function popupImage(input: HeroInput & { size: PopupSize }): string {
  const [w, h] = POPUP_SIZES[input.size];
  return hero(w, h, `popup:${input.slug}`, input, input.title);
}

/** The one type size of every provider logo's name: a long name wraps to two lines, it never shrinks. */
export const PROVIDER_LOGO_FONT_SIZE = 18;

/** A provider's mark: its initial on a coloured tile, and its name beside it, the same size on every logo. */
export function providerLogo({ slug, name }: { slug: string; name: string }): string {
  const [w, h] = [200, 80];
  const p = paletteFor(hash(slug));
  const label = name || slug;
  const lines = wrapText(label, 11, 2).map((line) => clip(line, 12));
  const initial = Array.from(label.trim())[0]?.toUpperCase() ?? '?';
  const body =
    `<defs>${linearGradient('mark', p.from, p.to)}</defs>` +
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="14" fill="#15151f" stroke="#ffffff" stroke-opacity="0.12"/>` +
    `<rect x="14" y="${h / 2 - 20}" width="40" height="40" rx="10" fill="url(#mark)"/>` +
    `<text x="34" y="${h / 2 + 8}" font-family="${FONT}" font-size="22" font-weight="800" text-anchor="middle" fill="#ffffff">${escapeXml(initial)}</text>` +
    textBlock(lines, { x: 64, centerY: h / 2, size: PROVIDER_LOGO_FONT_SIZE, anchor: 'start', fill: '#f2f2f7', weight: 700 });
  return svgDocument(w, h, label, body);
}

const CATEGORY_GLYPHS: Record<string, string> = {
  slot:
    '<rect x="18" y="26" width="60" height="44" rx="8" fill="none" stroke="#fff" stroke-width="5"/>' +
    '<path d="M38 26v44M58 26v44" stroke="#fff" stroke-width="4"/>' +
    '<text x="48" y="56" font-family="Arial, sans-serif" font-size="18" font-weight="900" text-anchor="middle" fill="#ffd54a">7</text>' +
    '<path d="M78 38h8v-10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="86" cy="24" r="5" fill="#ffd54a"/>',
  live:
    '<circle cx="48" cy="48" r="28" fill="none" stroke="#fff" stroke-width="5"/>' +
    '<circle cx="48" cy="48" r="12" fill="#ff4d5e"/><circle cx="48" cy="48" r="38" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>',
  'popular-games':
    '<path d="M48 14c4 14 22 22 22 42a22 22 0 0 1-44 0c0-10 6-16 10-20 0 8 4 12 8 12-2-14 0-24 4-34z" fill="#ffb02e"/>' +
    '<path d="M48 50c2 6 10 10 10 18a10 10 0 0 1-20 0c0-6 6-10 10-18z" fill="#fff3b0"/>',
  games:
    '<path d="M14 52l64-26-18 22 14 20-20-12-14 14 2-16z" fill="#fff"/><path d="M60 48l-14 8" stroke="#ff4d5e" stroke-width="4"/>',
  tvbets:
    '<rect x="16" y="26" width="64" height="44" rx="6" fill="none" stroke="#fff" stroke-width="5"/>' +
    '<path d="M38 16l10 10 10-10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M42 38v20l16-10z" fill="#ffd54a"/><path d="M34 78h28" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
};

const DEFAULT_GLYPH =
  '<rect x="22" y="20" width="34" height="48" rx="5" fill="#fff" transform="rotate(-12 39 44)"/>' +
  '<rect x="40" y="26" width="34" height="48" rx="5" fill="#ffd54a" transform="rotate(10 57 50)"/>';

export function categoryIcon({ slug }: { slug: string }): string {
  const p = paletteFor(hash(`category:${slug}`));
  const body =
    `<defs>${linearGradient('bg', p.from, p.to)}</defs>` +
    `<rect width="96" height="96" rx="22" fill="url(#bg)"/>` +
    (CATEGORY_GLYPHS[slug] ?? DEFAULT_GLYPH);
  return svgDocument(96, 96, slug, body);
}

const METHOD_GLYPHS: Record<string, string> = {
  bank:
    '<path d="M48 18l30 16H18z" fill="#fff"/><rect x="22" y="38" width="8" height="26" rx="2" fill="#fff"/>' +
    '<rect x="44" y="38" width="8" height="26" rx="2" fill="#fff"/><rect x="66" y="38" width="8" height="26" rx="2" fill="#fff"/>' +
    '<rect x="16" y="68" width="64" height="8" rx="3" fill="#fff"/>',
  papara:
    '<text x="48" y="66" font-family="Arial, sans-serif" font-size="52" font-weight="900" text-anchor="middle" fill="#fff">P</text>',
  card:
    '<rect x="14" y="26" width="68" height="44" rx="7" fill="#fff"/><rect x="14" y="36" width="68" height="9" fill="#1d1d29"/>' +
    '<rect x="22" y="54" width="22" height="6" rx="3" fill="#ffb02e"/>',
  crypto:
    '<circle cx="48" cy="48" r="30" fill="none" stroke="#fff" stroke-width="5"/>' +
    '<path d="M34 34h28M48 34v30M37 44c0 4 22 4 22 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
};

/** A payment method's mark by its kind (bank, papara, card, crypto): a glyph on a tile coloured by the kind. */
export function methodLogo({ kind }: { kind: string }): string {
  const p = paletteFor(hash(`method:${kind}`));
  const body =
    `<defs>${linearGradient('bg', p.from, p.to)}</defs>` +
    `<rect width="96" height="96" rx="22" fill="url(#bg)"/>` +
    (METHOD_GLYPHS[kind] ?? DEFAULT_GLYPH);
  return svgDocument(96, 96, kind, body);
}
