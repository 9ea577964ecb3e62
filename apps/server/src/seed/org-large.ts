import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { employees, menuResources, roleResources, roles, stores, users } from '../db/schema';
import { insertBatched } from './batch';
import { areaOf, openStoreChannels, serveSchedule, serviceTimes, type ScheduleKind } from './org-data';
import { seedOrgReference } from './org-reference';

// The organisation of the large tenant (100009) for performance work: 2,000 stores, departments
// and warehouses in twelve cities, with serve schedules and sales channels, 20,000 employees spread
// over them, and a role granting half of the 5,000-page menu. Derived from indexes only.

export const LARGE_STORES = 2_000;
export const LARGE_EMPLOYEES = 20_000;
/** The role the grant tree benchmark opens: areas 1-10 of the large menu, and some pages of area 11. */
export const LARGE_ROLE = { id: 'r-area-manager', name: '区域经理', remark: '华东与华南区域报表' };

/** [province, city (none for a municipality), name, longitude, latitude, districts]. */
const CITIES: [string, string | undefined, string, number, number, [string, string][]][] = [
  [
    '310000',
    undefined,
    '上海',
    121.47,
    31.23,
    [
      ['310101', '黄浦'],
      ['310104', '徐汇'],
      ['310115', '浦东'],
    ],
  ],
  [
    '110000',
    undefined,
    '北京',
    116.4,
    39.9,
    [
      ['110101', '东城'],
      ['110105', '朝阳'],
      ['110108', '海淀'],
    ],
  ],
  [
    '330000',
    '330100',
    '杭州',
    120.15,
    30.28,
    [
      ['330106', '西湖'],
      ['330108', '滨江'],
      ['330110', '余杭'],
    ],
  ],
  [
    '330000',
    '330200',
    '宁波',
    121.55,
    29.87,
    [
      ['330203', '海曙'],
      ['330212', '鄞州'],
      ['330211', '镇海'],
    ],
  ],
  [
    '440000',
    '440300',
    '深圳',
    114.06,
    22.54,
    [
      ['440304', '福田'],
      ['440305', '南山'],
      ['440306', '宝安'],
    ],
  ],
  [
    '440000',
    '440100',
    '广州',
    113.26,
    23.13,
    [
      ['440106', '天河'],
      ['440104', '越秀'],
      ['440105', '海珠'],
    ],
  ],
  [
    '320000',
    '320100',
    '南京',
    118.8,
    32.06,
    [
      ['320102', '玄武'],
      ['320106', '鼓楼'],
      ['320104', '秦淮'],
    ],
  ],
  [
    '320000',
    '320500',
    '苏州',
    120.58,
    31.3,
    [
      ['320508', '姑苏'],
      ['320505', '虎丘'],
      ['320506', '吴中'],
    ],
  ],
  [
    '510000',
    '510100',
    '成都',
    104.07,
    30.57,
    [
      ['510104', '锦江'],
      ['510107', '武侯'],
      ['510105', '青羊'],
    ],
  ],
  [
    '420000',
    '420100',
    '武汉',
    114.31,
    30.59,
    [
      ['420106', '武昌'],
      ['420102', '江岸'],
      ['420103', '江汉'],
    ],
  ],
  [
    '610000',
    '610100',
    '西安',
    108.94,
    34.34,
    [
      ['610113', '雁塔'],
      ['610104', '莲湖'],
      ['610102', '新城'],
    ],
  ],
  [
    '430000',
    '430100',
    '长沙',
    112.94,
    28.23,
    [
      ['430104', '岳麓'],
      ['430102', '芙蓉'],
      ['430103', '天心'],
    ],
  ],
];
const ROADS = [
  '中山路',
  '人民路',
  '解放路',
  '建设路',
  '文化路',
  '和平路',
  '新华路',
  '学府路',
  '滨江路',
  '光明路',
];
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN = [
  ...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉玲燕凤建国红梅飞斌宇浩凯健俊帆晨欣怡雪琳晶颖佳悦瑶轩睿博文昊然',
];
const POSITIONS = [
  '店长',
  '副店长',
  '收银员',
  '理货员',
  '导购',
  '配送员',
  '仓管员',
  '客服专员',
  '生鲜主管',
  '防损员',
];
const MOBILE_PREFIXES = ['135', '136', '137', '150', '151', '158', '159', '186', '187', '188', '177', '199'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const largeStoreCode = (i: number) => `L${pad(i + 1, 4)}`;
const largeEmpCode = (j: number) => `LE${pad(j + 1, 6)}`;
/** Unique for every j below 10^8: 4,111 and 10^8 have no common divisor. */
const largeMobile = (j: number) =>
  `${MOBILE_PREFIXES[j % MOBILE_PREFIXES.length]}${pad((j * 4_111) % 100_000_000, 8)}`;
/** A name of two or three characters; the many employees share names, as staff of a chain do. */
const largeName = (j: number) => {
  const surname = SURNAMES[j % SURNAMES.length] as string;
  const first = GIVEN[(j * 7 + Math.floor(j / SURNAMES.length)) % GIVEN.length] as string;
  const second = j % 3 === 0 ? '' : (GIVEN[(j * 13 + 5) % GIVEN.length] as string);
  return `${surname}${first}${second}`;
};

/** Every 50 stores: one regional department and one warehouse. */
const typeOf = (i: number): 1 | 2 | 3 => (i % 50 === 24 ? 2 : i % 50 === 49 ? 3 : 1);

function largeStoreRow(tenantId: number, i: number, now: Date): typeof stores.$inferInsert {
  const [province, city, cityName, lng, lat, districts] = CITIES[i % CITIES.length]!;
  const [district, districtName] = districts[Math.floor(i / CITIES.length) % districts.length]!;
  const type = typeOf(i);
  const isStore = type === 1;
  const seq = Math.floor(i / CITIES.length) + 1;
  const hours: [string, string] = i % 4 === 0 ? ['07:00', '23:00'] : ['08:00', '22:00'];
  const schedule: ScheduleKind = !isStore
    ? 'wholeDay'
    : i % 10 === 0
      ? 'slots'
      : i % 3 === 0
        ? 'interval60'
        : 'interval30';
  // Spread over about ±0.1° around the city centre.
  const offset = (k: number) => (((i * k) % 2_000) - 1_000) / 10_000;
  const kind = isStore ? '店' : type === 2 ? '运营部' : '仓';
  return {
    tenantId,
    storeCode: largeStoreCode(i),
    storeName: `${cityName}${districtName}${kind} ${pad(seq, 3)}`,
    status: i % 97 === 96 ? 0 : 1,
    createdAt: now,
    updatedAt: now,
    type,
    accountNo: `6222${pad(40_000_000 + i, 12)}`,
    accountName: `大型零售（${cityName}）有限公司${districtName}${kind}`,
    storeDesc: `${cityName}${districtName}区域的第${seq}家${isStore ? '门店' : type === 2 ? '运营部门' : '仓库'}`,
    leaderOneNo: largeEmpCode(i),
    leaderOneName: largeName(i),
    leaderOnePhone: largeMobile(i),
    operateArea: isStore ? `${200 + (i % 30) * 20}.00` : '5000.00',
    empNum: Math.floor(LARGE_EMPLOYEES / LARGE_STORES),
    serviceHotline: `400-820-${pad(i % 10_000, 4)}`,
    ...areaOf(province, city, district),
    address: `${cityName}市${districtName}区${ROADS[i % ROADS.length]}${(i % 900) + 1}号`,
    openTimeNew: `${2015 + (i % 10)}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`,
    longitude: (lng + offset(7)).toFixed(6),
    latitude: (lat + offset(13)).toFixed(6),
    ipAddress: `10.${(i >> 8) & 255}.${i & 255}.10`,
    link: isStore ? `https://m.large-retail.cn/store/${largeStoreCode(i)}` : '',
    refStoreCode: '',
    shipWareCode: isStore ? largeStoreCode(i - (i % 50) + 49) : '',
    bizTypeCode: isStore ? (i % 5 === 0 ? 'SM' : 'CVS') : type === 2 ? 'DEPT' : 'DC',
    transferWarehouseCode: '',
    isDelivery: isStore,
    isFetch: isStore,
    isPermitPayInStore: isStore,
    isNearbyStore: isStore,
    isAllowStock: !isStore,
    allowAbout2dateSale: i % 20 === 0,
    autoInStock: !isStore,
    supportTodayPick: isStore,
    isPickedup: isStore,
    isOpenInTime: isStore,
    startTime: hours[0],
    endTime: hours[1],
    autoInStockDays: isStore ? 0 : 1,
    inTime: 10,
    ...serviceTimes(isStore, isStore),
    freight: isStore ? `${4 + (i % 5)}.00` : '0.00',
    freightThreshold: isStore ? `${29 + (i % 4) * 10}.00` : '0.00',
    ...serveSchedule(schedule, hours),
    attrList: isStore ? (i % 2 === 0 ? ['社区', '生鲜'] : ['写字楼', '早餐']) : [],
    deliveryCycle: isStore ? '每日' : type === 3 ? '每日两次' : '',
    bussinessType: isStore ? (i % 5 === 0 ? '超市' : '便利店') : type === 2 ? '管理部门' : '仓储配送',
    storeNature: 1,
  };
}

/** Stores per INSERT: some 75 columns each, within PostgreSQL's 65,535 parameters. */
const STORE_BATCH = 400;

/**
 * The large tenant's organisation (see the top of this file), in the large seed's transaction,
 * after its menu and admin. `counts` makes a smaller one for tests.
 */
export async function seedOrgLarge(
  tx: Db,
  tenantId: number,
  now: Date,
  counts: { stores: number; employees: number } = { stores: LARGE_STORES, employees: LARGE_EMPLOYEES },
): Promise<void> {
  await seedOrgReference(tx, tenantId);
  const storeIds: number[] = [];
  for (let start = 0; start < counts.stores; start += STORE_BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(counts.stores, start + STORE_BATCH); i++)
      rows.push(largeStoreRow(tenantId, i, now));
    const inserted = await tx.insert(stores).values(rows).returning({ id: stores.id });
    storeIds.push(...inserted.map((row) => row.id));
  }
  await openStoreChannels(tx, tenantId, storeIds);

  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, 'admin')));
  const employeeRows: (typeof employees.$inferInsert)[] = [];
  for (let j = 0; j < counts.employees; j++) {
    const storeIndex = j % Math.max(counts.stores, 1);
    employeeRows.push({
      tenantId,
      empCode: largeEmpCode(j),
      name: largeName(j),
      mobile: largeMobile(j),
      email: `${largeEmpCode(j).toLowerCase()}@large-retail.cn`,
      // The first employee of each store leads it (the stores' leaderOne columns).
      position:
        j < counts.stores
          ? typeOf(storeIndex) === 1
            ? '店长'
            : '主管'
          : (POSITIONS[j % POSITIONS.length] as string),
      sex: j % 2 === 0 ? 1 : 2,
      cardNo: `GK${pad(j + 1, 6)}`,
      userId: j === 0 ? (admin?.id ?? null) : null,
      deptCode: counts.stores > 0 ? largeStoreCode(storeIndex) : '',
      orgCode: `ORG-${pad((storeIndex % CITIES.length) + 1, 2)}`,
      status: j % 25 === 24 ? 0 : 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  await insertBatched(tx, employees, employeeRows);

  // A role of half the menu, for the grant tree: whole areas 1-10, and pages of area 11 only.
  await tx
    .insert(roles)
    .values({ tenantId, ...LARGE_ROLE, createdAt: now })
    .onConflictDoNothing();
  const menu = await tx
    .select({ id: menuResources.id, level: menuResources.level })
    .from(menuResources)
    .where(eq(menuResources.tenantId, tenantId));
  const granted = menu.filter((entry) => {
    const area = Number(entry.id.split('-')[1]);
    return area <= 10 || (area === 11 && entry.level === 3 && entry.id.startsWith('lg-11-1-'));
  });
  await insertBatched(
    tx,
    roleResources,
    granted.map((entry) => ({ tenantId, roleId: LARGE_ROLE.id, resourceId: entry.id })),
  );
}
