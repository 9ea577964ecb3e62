// A browser's calls through the proxy, over real HTTP. Each client connects from a loopback address
// of its own (127.0.0.x), so the server can tell clients apart through nginx and TRUST_PROXY.
import { request as httpRequest } from 'node:http';

export const API = '/api';
export const DEMO = '100001';

/**
 * Answers refused with 503 (a server shedding load on this shared machine), and reads answered 502
 * by nginx (the server it tried had just been killed), each asked again.
 */
export const shed = { count: 0, badGateway: 0 };

/**
 * One request; answers status, headers, the body's bytes and, for JSON, the parsed body. A 503
 * (the server sheds load while the machine is busy) is asked again after a second; so is a read
 * (GET) answered 502, as the shell's polling asks again at its next turn.
 */
export async function send(base, path, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await sendOnce(base, path, options);
    const read = (options.method ?? 'GET') === 'GET';
    // A 502 lasts while nginx holds both servers failed (max_fails=1, fail_timeout=10s in
    // deploy/nginx.conf): asked again for up to 20 s.
    const limit = response.status === 502 ? 20 : 5;
    if (attempt >= limit || !(response.status === 503 || (read && response.status === 502))) return response;
    if (response.status === 503) shed.count += 1;
    else shed.badGateway += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function sendOnce(base, path, { method = 'GET', headers = {}, body, from } = {}) {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress: from, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        let json;
        if (String(res.headers['content-type'] ?? '').includes('json')) {
          try {
            json = JSON.parse(bytes.toString('utf8'));
          } catch {
            json = undefined;
          }
        }
        resolve({
          status: res.statusCode,
          headers: res.headers,
          bytes,
          json,
          servedBy: res.headers['x-served-by'],
        });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A multipart body (FormData) as bytes with its content type. */
export async function multipart(form) {
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type'),
  };
}

export class Client {
  constructor(base, from) {
    this.base = base;
    this.from = from;
    this.cookie = '';
    this.siteToken = '';
  }

  headers(extra = {}) {
    return { ...(this.cookie ? { cookie: this.cookie } : {}), 'x-site-token': this.siteToken, ...extra };
  }

  async form(path, fields, extraHeaders = {}) {
    return send(this.base, `${API}${path}`, {
      method: 'POST',
      from: this.from,
      headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders }),
      body: new URLSearchParams(fields).toString(),
    });
  }

  async json(path, value) {
    return send(this.base, `${API}${path}`, {
      method: 'POST',
      from: this.from,
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(value),
    });
  }

  async get(path, extraHeaders = {}) {
    return send(this.base, `${API}${path}`, { from: this.from, headers: this.headers(extraHeaders) });
  }

  async upload(path, form) {
    const { body, contentType } = await multipart(form);
    return send(this.base, `${API}${path}`, {
      method: 'POST',
      from: this.from,
      headers: this.headers({ 'content-type': contentType }),
      body,
    });
  }

  /** Signs in through the proxy; answers the sign-in's response. */
  async signIn(loginName, password, extraHeaders = {}) {
    const response = await this.form(
      '/sso-web/unify/site/login.do',
      { platformNum: DEMO, loginName, password },
      extraHeaders,
    );
    if (!response.json?.success) throw new Error(`sign-in failed: ${response.bytes.toString()}`);
    const setCookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('rc_session='));
    this.cookie = (setCookie ?? '').split(';')[0];
    this.siteToken = response.json.content.result.siteToken;
    return response;
  }
}
