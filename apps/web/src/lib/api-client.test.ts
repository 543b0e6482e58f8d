import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { storeToken } from '../test/fixtures';
import { api, ApiError, NetworkError, onUnauthorized } from './api-client';
import { errorMessage } from './api-errors';

describe('api client', () => {
  it('sends JSON and attaches the stored bearer token', async () => {
    storeToken('abc');
    const net = fakeApi({ 'POST /api/things': { status: 201, body: { success: true, id: 1 } } });
    const result = await api.post<{ id: number }>('/api/things', { name: 'Milo' });
    expect(result.id).toBe(1);
    const [request] = net.requests;
    expect(request?.headers.authorization).toBe('Bearer abc');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ name: 'Milo' });
  });

  it('omits the token when the caller opts out or none is stored', async () => {
    const net = fakeApi({ 'GET /api/open': { body: {} } });
    await api.get('/api/open');
    storeToken('abc');
    await api.get('/api/open', { auth: false });
    expect(net.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('throws an ApiError carrying status, server message, code and issues', async () => {
    fakeApi({
      'PUT /api/things/1': {
        status: 400,
        body: {
          success: false,
          message: 'Some fields are invalid',
          code: 'VALIDATION',
          issues: [{ path: 'name', message: 'Name is required' }],
        },
      },
    });
    const error = await api.put('/api/things/1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Some fields are invalid',
      code: 'VALIDATION',
      issues: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it('throws an ApiError without a server message when the body is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api.delete('/api/things/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Fallback')).toBe('Fallback');
  });

  it('throws a NetworkError when fetch itself fails', async () => {
    fakeApi({ 'GET /api/things': 'network-error' });
    const error = await api.get('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'Failed', 'Network error')).toBe('Network error');
  });

  it('downloads a Blob', async () => {
    const pdf = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    vi.stubGlobal('fetch', async () => pdf());
    const blob = await api.download('/api/reports/pet/1/medical-record');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('reports a 401 to listeners only when the request carried a token', async () => {
    fakeApi({ 'GET /api/pets': { status: 401, body: { success: false, message: 'No' } } });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await api.get('/api/pets').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    storeToken();
    await api.get('/api/pets').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
