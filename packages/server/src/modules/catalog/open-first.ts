/** The first batch of a page: its end and a few more, for the odd full hotel among them. */
const firstBatch = (needed: number) => needed + Math.max(2, Math.ceil(needed / 5));

/**
 * The lowest prices of the open hotels a page of `rows` needs. Open hotels are listed first in their
 * order, so a page ending at `needed` needs only the first `needed` open ones: hotels are priced in
 * growing batches until that many are open, or every hotel is priced when fewer are (then the full
 * ones follow, in order). A hotel not priced is never on the page.
 */
export async function openHotelsUpTo<Row extends { hotel: { hotelCode: string } }>(
  rows: Row[],
  needed: number,
  lowest: (batch: Row[]) => Promise<Map<string, number>>,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  let size = firstBatch(needed);
  for (let from = 0; from < rows.length && prices.size < needed; from += size, size *= 4) {
    const batch = rows.slice(from, from + size);
    const found = await lowest(batch);
    for (const row of batch) {
      const amount = found.get(row.hotel.hotelCode);
      if (amount !== undefined) prices.set(row.hotel.hotelCode, amount);
    }
  }
  return prices;
}
