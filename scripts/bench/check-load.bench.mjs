// Load on POST /api/interactions/check against the built server on the embedded database:
// 50 concurrent connections on loopback for 10 s (budget: ≥ 1,000 requests/s, p99 ≤ 50 ms).
import autocannon from 'autocannon';
import { json, startServer } from './server-process.mjs';

const server = await startServer(3191, { RATE_LIMIT_CHECK_PER_MINUTE: '100000000' });
try {
  const { token } = await json(server.base, 'POST', '/api/auth/register', {
    name: 'Bench Owner',
    email: 'bench@example.com',
    password: 'bench-pass-1',
  });
  const pet = await json(
    server.base,
    'POST',
    '/api/pets',
    { name: 'Bench', species: 'dog', breed: 'Border Collie', weight: 22, age: 7 },
    token,
  );
  const petId = pet.data._id;
  await json(
    server.base,
    'PUT',
    `/api/pets/${petId}`,
    {
      medicalHistory: { allergies: ['penicillin'], chronicConditions: ['chronic kidney disease'] },
    },
    token,
  );
  const body = JSON.stringify({
    petId,
    medications: [
      { name: 'Rimadyl', dosage: '75 mg', frequency: 'Twice daily' },
      { name: 'Gabapentin', dosage: '300 mg', frequency: 'Twice daily' },
      { name: 'Heartgard Plus', dosage: '272 mcg', frequency: 'Monthly' },
      { name: 'Prednisone', dosage: '20 mg', frequency: 'Once daily' },
    ],
  });
  const run = (duration) =>
    autocannon({
      url: `${server.base}/api/interactions/check`,
      method: 'POST',
      connections: 50,
      duration,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
  await run(3); // warm-up
  const result = await run(10);
  const non2xx = result.non2xx + result.errors;
  console.log(
    `requests/s: mean ${result.requests.average.toFixed(0)}, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors/non-2xx ${non2xx}`,
  );
  console.log(
    JSON.stringify({
      bench: 'check-load',
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx,
      budget: { requestsPerSecond: 1000, p99Ms: 50 },
    }),
  );
} finally {
  await server.stop();
}
