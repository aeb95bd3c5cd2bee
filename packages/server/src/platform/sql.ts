/** A LIKE pattern matching `text` anywhere, with the pattern characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
