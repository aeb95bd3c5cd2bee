/** The first batch of a page: its end and a few more, for the odd full hotel among them. */
const firstBatch = (needed: number) => needed + Math.max(2, Math.ceil(needed / 5));

type Priced<Row> = (batch: Row[]) => Promise<Map<string, number>>;
/** The hotels of `rows` with rooms free for the stay: a cheap check that leaves out the full ones. */
type WithRooms<Row> = (rows: Row[]) => Promise<Set<string>>;

/**
 * The lowest prices of the open hotels a page of `rows` needs. Open hotels are listed first in their
 * order, so a page ending at `needed` needs only the first `needed` open ones. A first batch is priced;
 * when it holds fewer, the other hotels without rooms free (`withRooms`) are left out unpriced, and the
 * rest are priced in growing batches until that many are open, or all of them when fewer are (then the
 * full ones follow, in order). A hotel not priced is never on the page before a full one.
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
  const first = rows.slice(0, firstBatch(needed));
  await price(first);
  let rest = rows.slice(first.length);
  if (prices.size >= needed || rest.length === 0) return prices;
  if (withRooms) {
    const free = await withRooms(rest);
    rest = rest.filter((row) => free.has(row.hotel.hotelCode));
  }
  let size = withRooms ? firstBatch(needed - prices.size) : first.length * 4;
  for (let from = 0; from < rest.length && prices.size < needed; from += size, size *= 4) {
    await price(rest.slice(from, from + size));
  }
  return prices;
}
