import type { CartLine } from '@hotel/contract/schemas/mall';

/** The amount of the chosen lines (each line's amount is the server's). */
export function selectedTotal(all: readonly CartLine[], selected: readonly CartLine[]): number {
  const chosen = new Set(selected.map((line) => line.lineId));
  return all.reduce((sum, line) => (chosen.has(line.lineId) ? sum + line.amount : sum), 0);
}

/** The points of the chosen lines (goods for points; each line's points are the server's). */
export function selectedPoints(all: readonly CartLine[], selected: readonly CartLine[]): number {
  const chosen = new Set(selected.map((line) => line.lineId));
  return all.reduce((sum, line) => (chosen.has(line.lineId) ? sum + line.points : sum), 0);
}
