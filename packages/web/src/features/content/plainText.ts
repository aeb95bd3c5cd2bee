/** The text of server-sanitised rich text (entities decoded, tags dropped), for one-line uses such as a hero. */
export function plainText(html: string): string {
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}
