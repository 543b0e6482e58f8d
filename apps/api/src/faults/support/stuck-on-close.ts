import Fastify from 'fastify';
import { enableGracefulShutdown } from '../../lib/graceful-shutdown';

// A server whose shutdown gets stuck in synchronous work on the main thread (as a database engine
// spinning on a deleted data folder would): neither its own deadline timer nor anything else on
// that thread can run. Started by shutdown-stuck.test.ts; prints 'listening <port>' when ready.

const app = Fastify();
app.get('/', async () => ({ ok: true }));
app.addHook('onClose', async () => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // spin: the main thread never yields
  }
});
enableGracefulShutdown(app, { graceMs: 1_000, killMs: 2_000 });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
