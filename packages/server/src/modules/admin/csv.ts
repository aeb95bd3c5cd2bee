import type { FastifyReply } from 'fastify';
import { minorUnitDigits } from '../../platform/money.ts';

/** Minor units as a decimal in major units (12345 CNY -> "123.45", 500 JPY -> "500"). */
export function csvMoney(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-like text defused. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet; numbers stay numbers.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header row, then one row per record, CRLF line ends. */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => unknown }[],
  rows: readonly T[],
): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV download. */
export function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .send(body);
}
