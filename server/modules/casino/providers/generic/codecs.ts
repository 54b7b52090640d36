import type { BodyCodec, Fields } from './mapping.js';

const isRecord = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

export const jsonCodec: BodyCodec = {
  contentType: 'application/json',
  decode(raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  encode: (fields) => JSON.stringify(fields),
};

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const unescapes: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => unescapes[name]);

const NAME = /^[A-Za-z_][\w.-]*$/;
const DOCUMENT = /^\s*(?:<\?xml[^>]*\?>)?\s*<([A-Za-z_][\w.-]*)>([\s\S]*)<\/\1>\s*$/;
const CHILD = /\s*<([A-Za-z_][\w.-]*)>([^<]*)<\/\1>|\s*<([A-Za-z_][\w.-]*)\/>/y;

/**
 * Flat XML, one element per field under a root (`<WithdrawRequest><Amount>100</Amount>...`), as the EGT family
 * of protocols speaks it. Nothing nested, no attributes: a body that is anything else is refused, not guessed at.
 */
export const flatXmlCodec: BodyCodec = {
  contentType: 'application/xml',
  decode(raw) {
    const document = DOCUMENT.exec(raw);
    if (!document) return null;
    const fields: Fields = {};
    const body = document[2];
    CHILD.lastIndex = 0;
    while (CHILD.lastIndex < body.length) {
      if (body.slice(CHILD.lastIndex).trim() === '') break;
      const child = CHILD.exec(body);
      if (!child) return null;
      if (child[1]) fields[child[1]] = unescapeXml(child[2]);
      else fields[child[3]] = '';
    }
    return fields;
  },
  encode(fields, root = 'Message') {
    const children = Object.entries(fields)
      .filter(([name, value]) => NAME.test(name) && value !== undefined && value !== null)
      .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`);
    return `<?xml version="1.0" encoding="utf-8"?><${root}>${children.join('')}</${root}>`;
  },
};
