import type { CSSProperties } from 'react';

interface IconProps {
  name: string;
  size?: number;
  /** Without a title the icon is decorative (aria-hidden). */
  title?: string;
  className?: string;
  style?: CSSProperties;
}

/** An icon from the sprite public/icons.svg. */
export function Icon({ name, size = 20, title, className, style }: IconProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} className={className} style={style} focusable="false" {...a11y}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}

/** A CMS style string such as "color: #e50539" as a style object; only colours are taken. */
export function iconStyle(css: string | undefined): CSSProperties | undefined {
  if (!css) return undefined;
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const [property, ...rest] = declaration.split(':');
    const value = rest.join(':').trim();
    const name = property?.trim().toLowerCase();
    if ((name === 'color' || name === 'fill') && /^[#\w(),.\s%-]+$/.test(value)) style[name] = value;
  }
  return Object.keys(style).length > 0 ? style : undefined;
}
