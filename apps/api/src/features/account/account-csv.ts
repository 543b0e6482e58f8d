// One CSV per table for spreadsheets (RFC 4180: comma-separated, CRLF, quotes doubled). Text a
// spreadsheet would run as a formula (starting with = + - @ or a tab) gets a leading apostrophe,
// the OWASP advice against CSV injection; the JSON keeps the text as it is.

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row of `columns`, then one line per row. */
export function toCsv(
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
