// The framework's ceiling on this machine: a bare Fastify app whose routes only parse the same
// JSON body and answer, with no auth, database or schema. The throughput bench divides each real
// route's figure by this one, measured in the same run, so a busy machine skews both alike.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async (request) => ({
  success: true,
  received: Array.isArray(request.body?.medications),
}));
app.get('/bare', async () => ({ success: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
