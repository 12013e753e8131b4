import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestContext } from '../../../../tests/support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('generated avatars', () => {
  it('draws each style as an SVG that depends only on its seed', async () => {
    const get = (url: string) => request(ctx, { method: 'GET', url });
    const pictures = new Map<string, string>();
    for (const style of ['anonymous', 'initials']) {
      const first = await get(`/api/avatars/${style}/Sokha.svg`);
      pictures.set(style, first.body);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(first.headers['cache-control']).toContain('immutable');
      expect(first.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect((await get(`/api/avatars/${style}/Sokha`)).body).toBe(first.body);
      expect((await get(`/api/avatars/${style}/Dara.svg`)).body).not.toBe(first.body);
    }
    // The two styles are different pictures; initials spell the seed's first letters.
    expect(pictures.get('initials')).not.toBe(pictures.get('anonymous'));
    expect(pictures.get('initials')).toContain('>SO<');
  });

  it('refuses a style it does not have', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/avatars/bottts/Sokha.svg' });
    expect(response.statusCode).toBe(400);
  });
});
