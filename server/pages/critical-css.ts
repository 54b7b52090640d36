/**
 * The part of the site's stylesheet a first view needs (issue 27: the whole 80 KB inline cost a slow phone about
 * a third of a second of parsing and style matching before the first banner showed). A rule stays when one of its
 * selectors names only classes the view's HTML uses (classes inside :not(), :is(), :has()… are not counted, so no
 * rule that might apply is dropped); rules without classes, at-rules other than grouping ones, and grouping rules
 * with something left stay as they are. The whole stylesheet follows once the view is painted (src/main.tsx).
 */

/** Every class named in a class attribute of `html`. */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) used.add(name);
  return used;
}

const GROUPING = /^@(media|supports|layer|container|scope|document)\b/i;

/** The classes a selector requires of an element tree: those outside any parenthesised argument. */
function requiredClasses(selector: string): string[] {
  let outer = selector;
  for (let previous = ''; previous !== outer; ) {
    previous = outer;
    outer = outer.replace(/\([^()]*\)/g, '');
  }
  // Attribute values and escaped characters are not classes.
  outer = outer.replace(/\[[^\]]*\]/g, '');
  return [...outer.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

function applies(prelude: string, used: Set<string>): boolean {
  return splitTopLevel(prelude).some((selector) => requiredClasses(selector).every((name) => used.has(name)));
}

/** Splits a selector list at its top-level commas (not those inside :is(…) or [attr="a,b"]). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The index just past the `}` that closes the block opened at `open`, skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2);
      if (i < 0) return css.length;
      i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The rules of `css` that a page whose HTML uses `used` may need, in their order. */
export function criticalCss(css: string, used: Set<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement at-rule (@charset, @import, @layer a, b;) before the next block stays.
    if (semicolon >= 0 && (open < 0 || semicolon < open) && css.slice(i, semicolon).trim().startsWith('@')) {
      out += css.slice(i, semicolon + 1);
      i = semicolon + 1;
      continue;
    }
    if (open < 0) break;
    const end = blockEnd(css, open);
    const prelude = css.slice(i, open).replace(/\/\*[\s\S]*?\*\//g, '').trim();
    const body = css.slice(open + 1, end - 1);
    if (GROUPING.test(prelude)) {
      const inner = criticalCss(body, used);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || applies(prelude, used)) {
      out += `${prelude}{${body}}`;
    }
    i = end;
  }
  return out;
}
