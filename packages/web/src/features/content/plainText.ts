/** The text of server-sanitised rich text (entities decoded, tags dropped, blocks apart), for one-line uses such as a hero. */
export function plainText(html: string): string {
  // Paragraphs, headings, list items and line breaks stay apart as words.
  const spaced = html.replace(/<\/(p|div|h[1-6]|li|blockquote)\s*>|<br\s*\/?>/gi, '$& ');
  const text =
    typeof DOMParser === 'undefined'
      ? spaced.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}
