// A small iCalendar (RFC 5545) writer: properties as data, text escaped (§3.3.11), lines folded
// at 75 octets (§3.1) and ended with CRLF. Nothing here knows about pets.

export type IcsProperty = [name: string, value: string];
export interface IcsComponent {
  type: string;
  properties: IcsProperty[];
  components?: IcsComponent[];
}

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Splits a content line into 75-octet pieces joined by CRLF + space, never inside a character. */
function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function writeComponent(component: IcsComponent): string[] {
  return [
    `BEGIN:${component.type}`,
    ...component.properties.map(([name, value]) => foldLine(`${name}:${value}`)),
    ...(component.components ?? []).flatMap(writeComponent),
    `END:${component.type}`,
  ];
}

export const writeCalendar = (calendar: IcsComponent): string =>
  `${writeComponent(calendar).join('\r\n')}\r\n`;

const pad = (n: number) => String(n).padStart(2, '0');

/** 20260105T080000Z */
export const utcStamp = (d: Date): string =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** '2026-01-05' → '20260105' */
export const dateValue = (date: string): string => date.replaceAll('-', '');

/** '2026-01-05', '08:00' → '20260105T080000' (a local time, paired with TZID). */
export const localDateTimeValue = (date: string, time: string): string =>
  `${dateValue(date)}T${time.replace(':', '')}00`;
