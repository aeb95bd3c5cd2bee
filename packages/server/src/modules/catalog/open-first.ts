/** The first batch of a page: its end and a few more, for the odd full hotel among them. */
const firstBatch = (needed: number) => needed + Math.max(2, Math.ceil(needed / 5));

type Priced<Row> = (batch: Row[]) => Promise<Map<string, number>>;
/** The hotels of `rows` with rooms free for the stay: a cheap check that leaves out the full ones. */
type WithRooms<Row> = (rows: Row[]) => Promise<Set<string>>;

/**
 * The lowest prices of the open hotels a page of `rows` needs. Open hotels are listed first in their
 * order, so a page ending at `needed` needs only the first `needed` open ones: a first batch is priced,
 * then the next hotels in growing slices until that many are open, or all of them when fewer are (then
 * the full ones follow, in order). With `withRooms`, each slice's hotels without rooms free are left out
 * unpriced (they are full), and its others are priced no more than the page still needs at a time.
 * A hotel not priced is never on the page before a full one.
 */
export async function openHotelsUpTo<Row extends { hotel: { hotelCode: string } }>(
  rows: Row[],
  needed: number,
  lowest: Priced<Row>,
  withRooms?: WithRooms<Row>,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  const price = async (batch: Row[]) => {
    const found = await lowest(batch);
    for (const row of batch) {
      const amount = found.get(row.hotel.hotelCode);
      if (amount !== undefined) prices.set(row.hotel.hotelCode, amount);
    }
  };
  const first = firstBatch(needed);
  await price(rows.slice(0, first));
  for (let from = first, size = first * 4; from < rows.length && prices.size < needed; from += size, size *= 4) {
    const slice = rows.slice(from, from + size);
    if (!withRooms) {
      await price(slice);
      continue;
    }
    const free = await withRooms(slice);
    const candidates = slice.filter((row) => free.has(row.hotel.hotelCode));
    for (let at = 0; at < candidates.length && prices.size < needed; ) {
      const take = firstBatch(needed - prices.size);
      await price(candidates.slice(at, at + take));
      at += take;
    }
  }
  return prices;
}
