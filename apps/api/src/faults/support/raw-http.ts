import net from 'node:net';

// Raw HTTP/1.1 on one socket, so a test decides exactly when a request is sent, half-sent or left
// idle on a keep-alive connection (fetch's pool hides all three).

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  private buffer = '';
  private waiters: Array<() => void> = [];
  readonly closed: Promise<void>;

  private constructor(private readonly socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.wake();
    });
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    void this.closed.then(() => this.wake());
    socket.on('error', () => {}); // a reset shows up as 'close'
  }

  static async open(port: number): Promise<RawConnection> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawConnection(socket);
  }

  get isClosed(): boolean {
    return this.socket.destroyed || this.socket.readyState === 'closed';
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** Waits for the interim `100 Continue`: proof the server has read the headers. */
  async continued(): Promise<void> {
    await this.until(() => this.take(/^HTTP\/1\.1 100 Continue\r\n\r\n/) !== undefined);
  }

  /** Reads one whole response (Content-Length bodies only, which is all the API sends here). */
  async response(): Promise<RawResponse> {
    let parsed: RawResponse | undefined;
    await this.until(() => (parsed = this.parse()) !== undefined);
    return parsed!;
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): RawResponse | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.buffer.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    // Content-Length counts bytes; every body here is ASCII JSON.
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.slice(end + 4, end + 4 + length);
    this.buffer = this.buffer.slice(end + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }

  private take(pattern: RegExp): string | undefined {
    const match = pattern.exec(this.buffer);
    if (!match) return undefined;
    this.buffer = this.buffer.slice(match[0].length);
    return match[0];
  }

  private async until(done: () => boolean): Promise<void> {
    while (!done()) {
      if (this.isClosed)
        throw new Error(`connection closed; unread: ${JSON.stringify(this.buffer)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

export function requestHead(
  method: string,
  url: string,
  headers: Record<string, string | number> = {},
): string {
  const lines = Object.entries({ host: '127.0.0.1', connection: 'keep-alive', ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
