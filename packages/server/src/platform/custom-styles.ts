import { type CssNode, generate, type List, type ListItem, parse, type WalkContext, walk } from 'css-tree';

/** At-rules that load another style sheet or declare namespaces by address: dropped whole. */
const LOADING_AT_RULES = new Set(['import', 'namespace']);
/** Properties that bind behaviour or scripts in old browsers. */
const SCRIPT_PROPERTIES = new Set(['behavior', '-moz-binding']);
/** Functions that run script (old IE) or take a plain string as an address. */
const ADDRESS_FUNCTIONS = new Set(['expression', 'image-set', '-webkit-image-set', 'src']);

/** The one kind of address custom styles may use: a file of this site under `/media/`. */
export function isOwnMediaAddress(address: string): boolean {
  const value = address.trim();
  return (
    value.startsWith('/media/') &&
    !value.includes('\\') &&
    !/(^|\/)\.\.?(\/|$)/.test(value.slice('/media/'.length)) &&
    !/[\s"'()]/.test(value)
  );
}

/** Whether a declaration (or any node below it) could make the browser fetch from elsewhere or run script. */
function isUnsafe(node: CssNode): boolean {
  let unsafe = false;
  walk(node, (inner) => {
    if (inner.type === 'Declaration' && SCRIPT_PROPERTIES.has(inner.property.toLowerCase())) unsafe = true;
    if (inner.type === 'Url' && !isOwnMediaAddress(inner.value)) unsafe = true;
    if (inner.type === 'Function' && ADDRESS_FUNCTIONS.has(inner.name.toLowerCase())) unsafe = true;
    // Text the parser could not read (custom properties, broken values) is judged by what it says.
    if (inner.type === 'Raw' && /url\s*\(|image-set|expression|@import|\\/i.test(inner.value)) unsafe = true;
  });
  // An escape can spell `url(` so that no node shows it.
  return unsafe || generate(node).includes('\\');
}

/**
 * The back office's custom styles, parsed with css-tree and written back without what could load
 * something from another site or run script: `@import` and `@namespace`, declarations with a
 * `url()` that is not this site's `/media/...` (so `@font-face` keeps only local or own sources),
 * `image-set()`, `expression()`, `behavior` and `-moz-binding`. Everything else is kept as written.
 */
export function cleanCustomStyles(css: string): string {
  if (css.trim() === '') return '';
  const ast = parse(css, { parseValue: true, parseAtrulePrelude: true, onParseError: () => undefined });
  const dropped: Array<[List<CssNode>, ListItem<CssNode>]> = [];
  walk(ast, {
    enter(this: WalkContext, node: CssNode, item: ListItem<CssNode>, list: List<CssNode>) {
      if (!list) return;
      const loads = node.type === 'Atrule' && LOADING_AT_RULES.has(node.name.toLowerCase());
      const unsafe = (node.type === 'Declaration' || node.type === 'Raw') && isUnsafe(node);
      const rawAtRule = node.type === 'Atrule' && node.prelude?.type === 'Raw' && isUnsafe(node.prelude);
      if (loads || unsafe || rawAtRule) {
        dropped.push([list, item]);
        return this.skip;
      }
      return undefined;
    },
  });
  for (const [list, item] of dropped) list.remove(item);
  return generate(ast);
}

const recentlyCleaned = new Map<string, string>();

/** `cleanCustomStyles` for every answer that renders a site's styles: the few sites' styles are kept cleaned. */
export function renderedCustomStyles(css: string): string {
  let cleaned = recentlyCleaned.get(css);
  if (cleaned === undefined) {
    cleaned = cleanCustomStyles(css);
    if (recentlyCleaned.size >= 50) recentlyCleaned.clear();
    recentlyCleaned.set(css, cleaned);
  }
  return cleaned;
}
