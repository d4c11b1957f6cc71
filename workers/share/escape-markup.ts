/** Token names and symbols are chosen by whoever launched the token: in SVG or HTML they are text, never markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
