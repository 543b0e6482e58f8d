import PDFDocument from 'pdfkit';

// Multipart bodies and small files for the documents tests and the rights matrix.

export interface FilePart {
  name?: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body, written out as a browser would send it. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pawrx-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PDF whose text layer holds these lines (pdfkit writes real text, as a lab's software does). */
export function pdfWithText(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', compress: false });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const pdfPart = (bytes: Uint8Array, filename = 'report.pdf'): FilePart => ({
  filename,
  contentType: 'application/pdf',
  bytes,
});
export const pngPart = (bytes: Uint8Array = PNG_PIXEL, filename = 'photo.png'): FilePart => ({
  filename,
  contentType: 'image/png',
  bytes,
});

export const DOCUMENT_FIELDS = { title: 'Blood work', category: 'lab-result', date: '2026-11-02' };
