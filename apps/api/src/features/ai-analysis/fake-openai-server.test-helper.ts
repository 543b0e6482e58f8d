import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// An OpenAI-compatible chat endpoint on loopback for the tests: records every request and answers
// with whatever the test scripts (a JSON answer, raw text, an HTTP status, or silence).

type FakeReply =
  | { kind: 'answer'; content: unknown }
  | { kind: 'raw-content'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface RecordedChat {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: unknown;
  };
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: RecordedChat[];
  /** Replies in order; the last one repeats. */
  script(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedChat[] = [];
  let replies: FakeReply[] = [{ kind: 'status', status: 500 }];
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) as RecordedChat['body'] });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (reply.kind === 'hang') {
        hanging.add(req);
        return;
      }
      if (reply.kind === 'status') {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"boom"}}');
        return;
      }
      const content = reply.kind === 'answer' ? JSON.stringify(reply.content) : reply.content;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => {
      replies = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The JSON data block of the user message a model received. */
export function dataBlock(chat: RecordedChat): { text: string; data: unknown } {
  const user = chat.body.messages.find((m) => m.role === 'user')!.content;
  const match = /```json\n([\s\S]*)\n```$/u.exec(user);
  if (!match) throw new Error('no JSON data block in the user message');
  return { text: match[1]!, data: JSON.parse(match[1]!) };
}
