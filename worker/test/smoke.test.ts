import { describe, expect, it } from 'vitest';
import { call } from './support';

describe('smoke', () => {
  it('answers 401 with a JSON body for GET /api/user without a session', async () => {
    const res = await call('/api/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Please log in to continue.' });
  });
});
