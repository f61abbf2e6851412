/** "6222021234567890" → "6222 0212 3456 7890", easier to read out and compare while paying. */
export function groupCardNo(card: string): string {
  return card.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}
