import { expect, test } from 'vitest';
import { checkFrameSrc, frameAllowlist, parseOrigins, setFrameOrigins } from './frame-allowlist';

test('the allowlist is the shell origin plus the tenant list, as origins', () => {
  expect(parseOrigins('http://a.example/x https://b.example:8443, javascript:alert(1) nonsense')).toEqual([
    'http://a.example',
    'https://b.example:8443',
  ]);
  setFrameOrigins('http://127.0.0.1:8081');
  expect(frameAllowlist).toMatchObject({
    origins: [window.location.origin, 'http://127.0.0.1:8081'],
    loaded: true,
  });
});

test('[ROUTE-09] only http(s) addresses from an allowlisted origin may be framed', () => {
  setFrameOrigins('http://127.0.0.1:8081');
  expect(checkFrameSrc('http://127.0.0.1:8081/index.html')).toMatchObject({ ok: true });
  expect(checkFrameSrc('http://localhost:8081/index.html')).toEqual({ ok: false, refusal: 'origin' });
  expect(checkFrameSrc('javascript:alert(1)')).toEqual({ ok: false, refusal: 'invalid' });
  expect(checkFrameSrc('data:text/html,<script>1</script>')).toEqual({ ok: false, refusal: 'invalid' });
  expect(checkFrameSrc(null)).toEqual({ ok: false, refusal: 'invalid' });
});

test('the allowlist names each origin once, however often the tenant list and its registered apps repeat it', () => {
  // The server's answer joins the tenant's list with the origins of its registered apps.
  setFrameOrigins(
    `http://127.0.0.1:8081 http://127.0.0.1:8081/app.html, http://127.0.0.1:8081/ ${window.location.origin} ${window.location.origin}/x`,
  );
  expect(frameAllowlist.origins).toEqual([window.location.origin, 'http://127.0.0.1:8081']);
});
