import { expect, test } from 'vitest';
import { microAppsInMenu, parseMicroApps } from './micro-apps';

test('the microApps parameter keeps only well-formed { name, url } entries with an http(s) url', () => {
  const json = JSON.stringify([
    { name: 'vendor', url: 'http://127.0.0.1:8081/wujie-app.html' },
    { name: 'vendor', url: 'http://127.0.0.1:8081/other.html' },
    { name: 'bad name', url: 'http://127.0.0.1:8081/a.html' },
    { name: 'script', url: 'javascript:alert(1)' },
    { name: 'data', url: 'data:text/html,<script>1</script>' },
    { name: 'no-url' },
    'vendor',
    null,
  ]);
  expect(parseMicroApps(json)).toEqual([{ name: 'vendor', url: 'http://127.0.0.1:8081/wujie-app.html' }]);
  expect(parseMicroApps('not json')).toEqual([]);
  expect(parseMicroApps('{"name":"vendor"}')).toEqual([]);
  expect(parseMicroApps('')).toEqual([]);
});

test('a micro-app is offered only where a menu url is /micro/{its name}', () => {
  const apps = parseMicroApps(
    JSON.stringify([
      { name: 'vendor', url: 'http://127.0.0.1:8081/wujie-app.html' },
      { name: 'legacy', url: 'http://127.0.0.1:8081/legacy.html' },
    ]),
  );
  expect(microAppsInMenu(apps, ['/overview', '/micro/vendor']).map((app) => app.name)).toEqual(['vendor']);
  expect(microAppsInMenu(apps, ['/micro/vendors', '/micro'])).toEqual([]);
});
