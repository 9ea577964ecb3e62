/**
 * Who the vendor's own server says is calling: the page asks the shell for a session token
 * (`host.sessionToken()`) and sends it to its server's /api/whoami, which verifies it with the
 * app's key (`verifySessionToken` of @rcadmin/sdk/server, serve.mjs) and answers its claims, or
 * 401 for a token it refuses. The page never sees the key, and the server trusts no claim of the
 * page's own.
 */
import type { ShellHost } from '@rcadmin/sdk';

export function addSessionTokenCall(host: ShellHost, whoami = '/api/whoami'): void {
  const main = document.querySelector('main');
  if (!main) return;
  const section = document.createElement('section');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Who am I (session token)';
  const outcome = document.createElement('output');
  outcome.dataset.testid = 'whoami-result';
  outcome.setAttribute('aria-live', 'polite');
  button.addEventListener('click', () => {
    outcome.textContent = 'Asking…';
    host
      .sessionToken()
      .then((token) => fetch(whoami, { headers: { Authorization: `Bearer ${token}` } }))
      .then(async (response) => {
        const answer = (await response.json()) as {
          sub?: string;
          tenant?: string;
          aud?: string;
          error?: string;
        };
        if (!response.ok) throw new Error(`HTTP ${response.status} ${answer.error ?? ''}`.trim());
        return answer;
      })
      .then(
        (claims) => (outcome.textContent = `ok: user ${claims.sub} of ${claims.tenant} for ${claims.aud}`),
        (error: unknown) =>
          (outcome.textContent = `error: ${error instanceof Error ? error.message : String(error)}`),
      );
  });
  section.append(button, ' ', outcome);
  main.append(section);
}
