// Inlined into index.html at build (scripts/boot-html.mjs), run while the app's scripts download.
// For a signed-in page load it does what the app's first moments would do later, in parallel:
//  - shows the layout's frame (top bar, sidebar, tab strip: the boot skeleton in index.html);
//  - preloads the code of the start-up language and of the first page (CHUNKS, written in at build);
//  - starts the calls of the navigation guard (login state, stores, user, tenant, parameters, then
//    the menu of the chosen store) and leaves their answers in window.__rcEarly, where the app's
//    http client takes each one once when it makes the very same call (api/early-calls.ts).
// A call made differently by the app (another body or query) is made again by it: this script
// decides nothing, it only starts early what the app will ask for. The server's CSP names its hash.
/* global __BOOT_CHUNKS__ -- written in at build (scripts/boot-html.mjs) */
(function () {
  var CHUNKS = __BOOT_CHUNKS__;
  var LANGUAGES = ['zh', 'en', 'es'];
  var path = location.pathname;
  var early = {};
  window.__rcEarly = early;

  function cookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (parts[i].slice(0, at) !== name) continue;
      try {
        return decodeURIComponent(parts[i].slice(at + 1));
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
  function fromBase64(value) {
    try {
      var binary = atob(value);
      var bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
  function toBase64(text) {
    var binary = '';
    var bytes = new TextEncoder().encode(text);
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }
  function preload(files) {
    for (var i = 0; i < (files || []).length; i++) {
      var link = document.createElement('link');
      var css = /\.css$/.test(files[i]);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.crossOrigin = '';
      link.href = '/' + files[i];
      document.head.appendChild(link);
    }
  }

  var stored = cookie('language');
  var language = LANGUAGES.indexOf(stored) >= 0 ? stored : undefined;
  var browser = navigator.languages || [navigator.language];
  for (var l = 0; !language && l < browser.length; l++) {
    var primary = String(browser[l]).toLowerCase().split('-')[0];
    if (LANGUAGES.indexOf(primary) >= 0) language = primary;
  }
  preload(CHUNKS.languages[language || 'en']);

  var siteToken = cookie('siteToken');
  var platformNum = cookie('_platform_num');
  var signedInPage = !/^\/(login|auth-redirect|operauth|redirect|401|404)(\/|$)/.test(path);
  if (!siteToken || !platformNum || !signedInPage) return;

  var root = document.documentElement;
  root.classList.add('rc-booting');
  if (cookie('sidebarStatus') === '0') root.classList.add('rc-boot-side-closed');
  // Should the app never start (its code unreachable), the frame does not hide the page for good.
  setTimeout(function () {
    root.classList.remove('rc-booting');
  }, 15000);
  preload(CHUNKS.layout);
  if (path === '/' || path === '/overview') preload(CHUNKS.overview);

  var base = '/api';
  var startedAt = Date.now();

  /**
   * The menu's last answer in this tab (session storage) with its entity tag, for the same request:
   * a reload sends the tag (If-None-Match) and the server answers 304, without the menu, while
   * neither the menu nor the favourites changed.
   */
  var KEPT = 'rcMenuAnswer';
  function keptAnswer(query) {
    try {
      var kept = JSON.parse(sessionStorage.getItem(KEPT) || 'null');
      return kept && kept.params === query && typeof kept.etag === 'string' ? kept : null;
    } catch {
      return null;
    }
  }
  function keepAnswer(query, etag, body) {
    try {
      if (etag && body && body.success === true)
        sessionStorage.setItem(KEPT, JSON.stringify({ params: query, etag: etag, body: body }));
    } catch {
      // Storage full or refused: the next load asks for the whole menu.
    }
  }

  /**
   * One call, as the app's http client sends it; its answer (or null) under "METHOD path". `keep`:
   * the answer is kept for the next load, which asks with its tag.
   */
  function call(method, callPath, params, keep) {
    var query = new URLSearchParams(params).toString();
    var init = { method: method, credentials: 'include', headers: { accept: 'application/json' } };
    if (method === 'POST') {
      init.headers['content-type'] = 'application/x-www-form-urlencoded';
      init.headers['x-site-token'] = siteToken;
      init.body = query;
    }
    var kept = keep ? keptAnswer(query) : null;
    if (kept) init.headers['if-none-match'] = kept.etag;
    var url = base + callPath + (method === 'GET' && query ? '?' + query : '');
    var answer = fetch(url, init)
      .then(function (response) {
        if (kept && response.status === 304) return { status: 200, body: kept.body };
        if (!response.ok) return null;
        return response.json().then(function (body) {
          if (keep) keepAnswer(query, response.headers.get('etag'), body);
          return { status: response.status, body: body };
        });
      })
      .catch(function () {
        return null;
      });
    var key = method + ' ' + callPath;
    early[key] = (early[key] || []).concat([{ params: query, answer: answer, at: startedAt }]);
    return answer;
  }

  var siteUserId = fromBase64(cookie('siteUserId') || '');

  /** The calls, once /runtime-config.js has said where the API is (window.__RCADMIN__.apiBase). */
  function start(runtime) {
    base = (runtime && runtime.apiBase) || '/api';
    startedAt = Date.now();
    startCalls();
  }
  if (window.__RCADMIN__) start(window.__RCADMIN__);
  else {
    // index.html loads /runtime-config.js after the frame, so the frame paints without waiting for
    // it: the calls start the moment it sets window.__RCADMIN__ (then a plain property again).
    Object.defineProperty(window, '__RCADMIN__', {
      configurable: true,
      enumerable: true,
      get: function () {
        return undefined;
      },
      set: function (runtime) {
        Object.defineProperty(window, '__RCADMIN__', {
          configurable: true,
          enumerable: true,
          writable: true,
          value: runtime,
        });
        start(runtime);
      },
    });
  }

  function startCalls() {
    if (siteUserId !== undefined) {
      call('POST', '/sso-web/unify/site/validate.do', {
        siteToken: toBase64(siteToken),
        siteUserId: siteUserId,
        platformNum: platformNum,
      });
    }
    call('GET', '/sso-web/unify/tenant/getTenantInfo.do', { platformNum: platformNum });
    call('GET', '/sso-web/unify/site/getUserInfo.do', {});
    call('GET', '/bmc/sys/param/get.do', { paramName: 'isSpuUse' });
    call('GET', '/bmc/sys/param/get.do', { paramName: 'timeZone' });
    call('GET', '/bmc/user/getDeptRoleList.do', { _platform_num: platformNum }).then(function (found) {
      var list = found && found.body && found.body.content && found.body.content.result;
      if (!Array.isArray(list) || list.length === 0 || siteUserId === undefined) return;
      // The store the app would choose (stores/permission.ts selectDeptRole): the stored one when
      // it is still in the list, else the first.
      var kept = null;
      try {
        kept = JSON.parse(localStorage.getItem('deptRole') || 'null');
      } catch {
        kept = null;
      }
      var chosen = list[0];
      for (var i = 0; i < list.length; i++)
        if (kept && list[i].storeCode === kept.storeCode) chosen = list[i];
      var params = {
        siteToken: siteToken,
        siteUserId: siteUserId,
        appCode: 'rcadmin',
        platformNum: platformNum,
        roleList: (chosen.roleIds || []).join(','),
      };
      if (chosen.storeCode != null) params.storeCode = chosen.storeCode;
      call('POST', '/bmc/menu/getSiteMenuList.do', params, true);
    });
  }
})();
