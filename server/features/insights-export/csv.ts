import type { Cell } from './compute';

/** Characters that make a spreadsheet read a cell as a formula (or a command, after a tab or a return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula gets a leading apostrophe,
 * so `=HYPERLINK(…)` in a symptom name stays text; a cell holding a comma, a quote or a line break is
 * quoted, its quotes doubled. Numbers are written as they are; null is an empty cell.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined as RFC 4180 asks: commas between cells, CRLF after every line. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
