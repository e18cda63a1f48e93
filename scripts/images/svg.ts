import { FONT } from './config';
import { escapeXml, n } from './utils';

interface TextOptions {
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
}

/** Collects <defs> and hands out unique ids while one SVG is being drawn. */
export class Canvas {
  private readonly defs: string[] = [];
  private count = 0;

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
    const id = this.id('lg');
    const body = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
      )
      .join('');
    this.def(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft glow: the colour fading to transparent. */
  glow(color: string, opacity: number): string {
    const id = this.id('rg');
    this.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(x: number, y: number, w: number, h: number, rx = 0): string {
    const id = this.id('cp');
    this.def(
      `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** The whole document: drawn in a viewBox of vw×vh, rendered at width×height pixels. */
  svg(width: number, height: number, vw: number, vh: number, body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" rx="${n(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function pathEl(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function stroke(color: string, width: number, opacity = 1): string {
  return `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${n(opacity)}"` : ''}`;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  options: TextOptions = {},
): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${n(size)}"`,
    `font-weight="${options.weight ?? 700}"`,
    `fill="${fill}"`,
    options.anchor && options.anchor !== 'start' ? `text-anchor="${options.anchor}"` : '',
    options.opacity !== undefined ? `fill-opacity="${n(options.opacity)}"` : '',
    options.spacing ? `letter-spacing="${n(options.spacing)}"` : '',
  ];
  return `<text ${attributes.filter(Boolean).join(' ')}>${escapeXml(content)}</text>`;
}

export function textBlock(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  fill: string,
  options: TextOptions = {},
): string {
  return lines.map((line, i) => text(x, y + i * size * lineHeight, line, size, fill, options)).join('');
}

/** A rounded bar standing in for a line of interface text. */
export function bar(x: number, y: number, w: number, h: number, fill: string, opacity = 1): string {
  return rect(x, y, w, h, h / 2, fill, opacity < 1 ? `fill-opacity="${n(opacity)}"` : '');
}

export function group(body: string, transform: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;
}
