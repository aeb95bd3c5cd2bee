/**
 * A tiny deterministic vector illustrator for the demo pictures: every scene is drawn from a seeded
 * random generator and a palette, on a 1200 x 800 canvas, without text or external references.
 */

export const BRAND = '#5f3913';

/** mulberry32: small, fast and good enough to vary drawings. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  wall: string;
  wallShade: string;
  trim: string;
  glass: string;
  lit: string;
  ground: string;
  leaf: string;
  leafDark: string;
  water: string;
  waterDeep: string;
  accent: string;
  floor: string;
  floorShade: string;
  fabric: string;
  fabricShade: string;
  linen: string;
}

export const PALETTES: Palette[] = [
  {
    skyTop: '#9ccbe8',
    skyBottom: '#f4e6d4',
    sun: '#fff4d6',
    far: '#b9c9d6',
    mid: '#8fa5b8',
    near: '#5d7389',
    wall: '#efe6d8',
    wallShade: '#d6c7b0',
    trim: '#a88a63',
    glass: '#a9c4d6',
    lit: '#ffe3a3',
    ground: '#cfc2ad',
    leaf: '#6e9a5b',
    leafDark: '#4b7442',
    water: '#6fb7cf',
    waterDeep: '#3c8fb0',
    accent: '#c0583f',
    floor: '#c9a47c',
    floorShade: '#a98660',
    fabric: '#3f5e73',
    fabricShade: '#2f4858',
    linen: '#fbf8f2',
  },
  {
    skyTop: '#2f3a6b',
    skyBottom: '#f29e6d',
    sun: '#ffd7a0',
    far: '#6b5f86',
    mid: '#4a4470',
    near: '#2c2a4a',
    wall: '#e9d6bd',
    wallShade: '#c4a98a',
    trim: '#7d5a3c',
    glass: '#56618a',
    lit: '#ffc766',
    ground: '#8b7b74',
    leaf: '#4f7455',
    leafDark: '#355640',
    water: '#5a6f9c',
    waterDeep: '#34446e',
    accent: '#e07a4f',
    floor: '#8e6a4f',
    floorShade: '#70523c',
    fabric: '#7a2e3a',
    fabricShade: '#5c222c',
    linen: '#f7efe6',
  },
  {
    skyTop: '#a8dcd1',
    skyBottom: '#f2faf5',
    sun: '#ffffff',
    far: '#c5ddd4',
    mid: '#9cc2b5',
    near: '#6f9a8c',
    wall: '#f4f1ea',
    wallShade: '#d9d3c4',
    trim: BRAND,
    glass: '#b7d9d4',
    lit: '#fff0b8',
    ground: '#d8d0bd',
    leaf: '#5e9b6a',
    leafDark: '#3f7a50',
    water: '#57c1c7',
    waterDeep: '#2b99a6',
    accent: '#e3a43b',
    floor: '#d8bf99',
    floorShade: '#bca07a',
    fabric: '#2f6f6a',
    fabricShade: '#22524f',
    linen: '#fcfbf7',
  },
  {
    skyTop: '#0d1a33',
    skyBottom: '#29466e',
    sun: '#f3efd8',
    far: '#22375a',
    mid: '#1a2b48',
    near: '#101d33',
    wall: '#ded3c3',
    wallShade: '#b9aa95',
    trim: '#c9a36b',
    glass: '#33476b',
    lit: '#ffd36e',
    ground: '#3a3f4b',
    leaf: '#2f5244',
    leafDark: '#213b31',
    water: '#1f3a5f',
    waterDeep: '#122643',
    accent: '#d4a24c',
    floor: '#6b4e3a',
    floorShade: '#553d2d',
    fabric: '#2c3e66',
    fabricShade: '#1f2d4d',
    linen: '#eef0f4',
  },
  {
    skyTop: '#f5c98b',
    skyBottom: '#fdf0d9',
    sun: '#fff6e0',
    far: '#e3c9a6',
    mid: '#c9a880',
    near: '#a0805c',
    wall: '#f7ecd9',
    wallShade: '#e0ccab',
    trim: BRAND,
    glass: '#c9d6d8',
    lit: '#ffdf9e',
    ground: '#e6d3b3',
    leaf: '#7d9a4e',
    leafDark: '#5a7638',
    water: '#4fb3c9',
    waterDeep: '#2e8aa6',
    accent: '#b5452f',
    floor: '#b98b5e',
    floorShade: '#9a6f47',
    fabric: '#b5452f',
    fabricShade: '#8e3524',
    linen: '#fffaf1',
  },
  {
    skyTop: '#f0b9c0',
    skyBottom: '#fbeee6',
    sun: '#fff7ef',
    far: '#e6c3c7',
    mid: '#c99aa3',
    near: '#9b6b78',
    wall: '#f6ede6',
    wallShade: '#e2cfc3',
    trim: '#8b5e4a',
    glass: '#c6cfe0',
    lit: '#ffe1a8',
    ground: '#dccbbd',
    leaf: '#7b9c6b',
    leafDark: '#587a4d',
    water: '#7fc1d4',
    waterDeep: '#4b98b2',
    accent: BRAND,
    floor: '#c7a184',
    floorShade: '#a7826a',
    fabric: '#6d4b6e',
    fabricShade: '#523852',
    linen: '#fffaf6',
  },
];

const attrs = (extra?: string) => (extra ? ` ${extra}` : '');
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra?: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attrs(extra)}/>`;
export const path = (d: string, fill: string, extra?: string) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const line = (d: string, stroke: string, width: number, extra?: string) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${attrs(extra)}/>`;

export const linear = (id: string, stops: [number, string, number?][], horizontal = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')}</linearGradient>`;
export const glow = (id: string, color: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
export const pattern = (id: string, w: number, h: number, body: string, x = 0, y = 0) =>
  `<pattern id="${id}" width="${w}" height="${h}" x="${x}" y="${y}" patternUnits="userSpaceOnUse">${body}</pattern>`;

export function svg(defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="1200" height="800" viewBox="0 0 1200 800"><defs>${defs.join('')}</defs>${body.join('')}</svg>\n`;
}

export function tree(r: Rng, x: number, ground: number, size: number, p: Palette): string {
  const h = Math.round(size * 1.1);
  return [
    rect(x - 5, ground - h, 10, h, p.trim),
    circle(x, ground - h, Math.round(size * 0.55), p.leafDark),
    circle(x - Math.round(size * 0.3), ground - h + 10, Math.round(size * 0.42), p.leaf),
    circle(x + Math.round(size * 0.32), ground - h + r.int(0, 14), Math.round(size * 0.4), p.leaf),
  ].join('');
}

export function clouds(r: Rng, count: number, top: number, color = '#ffffff'): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = r.int(80, 1100);
    const y = r.int(top, top + 120);
    const w = r.int(60, 110);
    parts.push(
      `<g fill="${color}" opacity=".75">${ellipse(x, y, w, 22, color)}${circle(x - Math.round(w / 3), y - 10, 26, color)}${circle(x + 10, y - 20, 34, color)}</g>`,
    );
  }
  return parts.join('');
}

/** A row of towers on a baseline; returns the SVG and the tops for windows. */
export function towers(
  r: Rng,
  base: number,
  minH: number,
  maxH: number,
  fill: string,
  minW = 60,
  maxW = 140,
): { svg: string; boxes: [number, number, number, number][] } {
  const boxes: [number, number, number, number][] = [];
  let x = -r.int(0, 40);
  while (x < 1200) {
    const w = r.int(minW, maxW);
    const h = r.int(minH, maxH);
    boxes.push([x, base - h, w, h]);
    x += w + r.int(0, 24);
  }
  return { svg: boxes.map(([bx, by, bw, bh]) => rect(bx, by, bw, bh, fill)).join(''), boxes };
}

/** A window view: sky and a small skyline or hills inside a box (no clip needed: drawn first). */
export function view(r: Rng, p: Palette, x: number, y: number, w: number, h: number, gradientId: string): string {
  const parts = [rect(x, y, w, h, `url(#${gradientId})`)];
  const base = y + h;
  if (r.chance(0.5)) {
    let bx = x + r.int(0, 20);
    while (bx < x + w - 20) {
      const bw = r.int(24, 60);
      const bh = r.int(Math.round(h * 0.2), Math.round(h * 0.6));
      parts.push(rect(bx, base - bh, Math.min(bw, x + w - bx), bh, p.far));
      bx += bw + r.int(4, 16);
    }
  } else {
    parts.push(
      path(
        `M${x} ${base - Math.round(h * 0.3)}Q${x + Math.round(w * 0.3)} ${base - Math.round(h * 0.55)} ${x + Math.round(w * 0.6)} ${base - Math.round(h * 0.32)}T${x + w} ${base - Math.round(h * 0.4)}V${base}H${x}Z`,
        p.mid,
      ),
      path(
        `M${x} ${base - Math.round(h * 0.12)}Q${x + Math.round(w * 0.5)} ${base - Math.round(h * 0.3)} ${x + w} ${base - Math.round(h * 0.15)}V${base}H${x}Z`,
        p.leafDark,
      ),
    );
  }
  return parts.join('');
}
