// Organisation figures on the large tenant (100009: 2,000 stores with schedules and channels,
// 20,000 employees): the first page of the store list and of the employee list, each with a filter
// that matches, and the two store exports of every store.
import { signIn } from './api.mjs';
import { LARGE_TENANT, log, percentile } from './lib.mjs';

const API = '/api';

const get = async (baseUrl, session, path, query = {}) => {
  const url = `${baseUrl}${API}${path}?${new URLSearchParams(query)}`;
  const response = await fetch(url, { headers: { cookie: session.cookie } });
  const body = await response.json();
  if (!body.success) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.content.result;
};

/**
 * Sequential requests from one client on loopback (as goods.mjs measures queryList): the server's
 * time plus a sub-millisecond hop; 20 warm-up requests first, not counted.
 */
async function sequentialLatency(url, headers, count) {
  const times = [];
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    if (response.status !== 200 || !body.success)
      throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), samples: times.length };
}

/**
 * A keyword of the store list that matches some stores: two characters of a store's name after
 * its city ('西湖' of '杭州西湖店 012'), so the filter selects a district's stores.
 */
async function pickStoreKeyword(baseUrl, session) {
  const page = await get(baseUrl, session, '/bmc/dept/getDeptPageList.do', { pageNo: 1, pageSize: 10 });
  const name = page.list?.find((row) => /^\p{Script=Han}{4}/u.test(row.storeName))?.storeName;
  if (!name) throw new Error(`the large tenant has no stores to filter (${page.total ?? 0} stores)`);
  return [...name].slice(2, 4).join('');
}

/** Two characters of an employee's name on the first page: a name-contains filter that matches. */
async function pickEmployeeFilter(baseUrl, session) {
  const page = await get(baseUrl, session, '/bmc/employee/pageList.do', { page: 1, limit: 10 });
  const name = page.list?.find((row) => [...row.name].length >= 2)?.name;
  if (!name) throw new Error(`the large tenant has no employees to filter (${page.total ?? 0} employees)`);
  return [...name].slice(0, 2).join('');
}

/** One export of every store: the time until its last byte arrived, and its size. */
async function exportAll(baseUrl, session, path) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${API}${path}`, { headers: { cookie: session.cookie } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { ms: performance.now() - started, bytes };
}

/** Every organisation figure against one running server that has the large tenant. */
export async function orgFigures(baseUrl, { count = 200 } = {}) {
  const session = await signIn(baseUrl, LARGE_TENANT);
  const headers = { cookie: session.cookie };

  const keyword = await pickStoreKeyword(baseUrl, session);
  const storeQuery = new URLSearchParams({ pageNo: '1', pageSize: '10', keyword });
  const stores = await get(baseUrl, session, '/bmc/dept/getDeptPageList.do', Object.fromEntries(storeQuery));
  log(`getDeptPageList.do on 2,000 stores: keyword '${keyword}' (${stores.total} match), ${count} requests`);
  const storeList = {
    keyword,
    matched: stores.total,
    ...(await sequentialLatency(
      `${baseUrl}${API}/bmc/dept/getDeptPageList.do?${storeQuery}`,
      headers,
      count,
    )),
  };

  const rawInfo = await pickEmployeeFilter(baseUrl, session);
  const employeeQuery = new URLSearchParams({ rawInfo, page: '1', limit: '10' });
  const staff = await get(baseUrl, session, '/bmc/employee/pageList.do', Object.fromEntries(employeeQuery));
  log(
    `employee/pageList.do on 20,000 employees: rawInfo '${rawInfo}' (${staff.total} match), ${count} requests`,
  );
  const employeeList = {
    rawInfo,
    matched: staff.total,
    ...(await sequentialLatency(
      `${baseUrl}${API}/bmc/employee/pageList.do?${employeeQuery}`,
      headers,
      count,
    )),
  };

  log('batchExportDept.do and exportStoreDelivery.do of every store (2,000, with schedules)');
  const storeExport = await exportAll(baseUrl, session, '/bmc/dept/batchExportDept.do');
  const deliveryExport = await exportAll(baseUrl, session, '/bmc/store/exportStoreDelivery.do');
  const operationLog = await operationLogFigures(baseUrl, session, count);
  return { storeList, employeeList, storeExport, deliveryExport, operationLog };
}

/**
 * The operation log viewer on the large tenant's million records: the first page (20) of each
 * kind of filter a person uses, sequential requests as above.
 */
async function operationLogFigures(baseUrl, session, count) {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const filters = {
    user: { optUserCode: 'user042' },
    operation: { opt: '导出门店' },
    week: { from: new Date(now - 7 * day).toISOString(), to: new Date(now).toISOString() },
    'user and page in a month': {
      optUserCode: 'user117',
      menuCode: '/goods/index/list',
      from: new Date(now - 30 * day).toISOString(),
    },
  };
  const figures = {};
  for (const [name, filter] of Object.entries(filters)) {
    const query = new URLSearchParams({ pageNo: '1', pageSize: '20', ...filter });
    const page = await get(baseUrl, session, '/bmc/operationLog/pageList.do', Object.fromEntries(query));
    log(
      `operationLog/pageList.do by ${name}: ${page.total}${page.totalCapped ? '+' : ''} match, ${count} requests`,
    );
    figures[name] = {
      matched: page.total,
      capped: page.totalCapped,
      ...(await sequentialLatency(
        `${baseUrl}${API}/bmc/operationLog/pageList.do?${query}`,
        { cookie: session.cookie },
        count,
      )),
    };
  }
  return figures;
}
