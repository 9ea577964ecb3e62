import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  employees,
  erpEmpRelations,
  franchisees,
  menuResources,
  operators,
  pickupPoints,
  roleResources,
  roles,
  storeFences,
  stores,
  userStoreRoles,
  users,
} from '../db/schema';
import { idsUnder, rcadminMenu } from './menu';
import {
  areaOf,
  fenceAround,
  openStoreChannels,
  serveSchedule,
  serviceTimes,
  type ScheduleKind,
  type StoreArea,
} from './org-data';
import { seedOrgReference } from './org-reference';

// The organisation of the demo tenant (100001): twelve stores, departments and warehouses in
// Shanghai, Hangzhou and Shenzhen with every §3 column filled, their sales channels, three
// franchisees, four pickup points, two electronic fences, forty employees (every user of the
// tenant among them), two more roles with grants of their own, operators and third-party staff.
// Hand-written and derived data only: every seed of the demo is the same.

/** GB/T 2260 codes of the cities (Shanghai, a municipality, has none of its own: see areaOf). */
export const DEMO_CITIES = {
  shanghai: { province: '310000', city: undefined, name: '上海' },
  hangzhou: { province: '330000', city: '330100', name: '杭州' },
  shenzhen: { province: '440000', city: '440300', name: '深圳' },
} as const;
type City = keyof typeof DEMO_CITIES;

const area = (city: City, district: string): StoreArea =>
  areaOf(DEMO_CITIES[city].province, DEMO_CITIES[city].city, district);

interface StorePlan {
  code: string;
  name: string;
  /** 1 store, 2 department, 3 warehouse. */
  type: 1 | 2 | 3;
  city: City;
  district: string;
  address: string;
  lng: number;
  lat: number;
  /** Opening date. */
  opened: string;
  hotline: string;
  /** The employee code of the person in charge. */
  leader: string;
  operateArea: string;
  hours: [string, string];
  /** Delivery fee and the order amount from which delivery is free. */
  freight: [string, string];
  schedule: ScheduleKind;
  attrs: string[];
  bizTypeCode: string;
  bussinessType: string;
  desc: string;
  notes?: string;
  /** The franchisee's code (FRANCHISEES) when not run directly. */
  franchisee?: string;
  refStore?: string;
  storeNature?: number;
  delivery?: boolean;
  crossCustoms?: string;
}

/** The demo's stores: S001-S003 from the demo seed, S004-S005 from the goods seed, S006-S012 here. */
export const DEMO_STORES: StorePlan[] = [
  {
    code: 'S001',
    name: '旗舰店 Flagship',
    type: 1,
    city: 'shanghai',
    district: '310101',
    address: '上海市黄浦区南京东路299号宏伊国际广场1-2层',
    lng: 121.479,
    lat: 31.238,
    opened: '2016-09-18',
    hotline: '021-63220001',
    leader: 'E0010',
    operateArea: '860.00',
    hours: ['08:00', '22:00'],
    freight: ['6.00', '49.00'],
    schedule: 'slots',
    attrs: ['旗舰店', '生鲜', '现制咖啡', '24小时自提柜'],
    bizTypeCode: 'SM',
    bussinessType: '精品超市',
    desc: '南京东路步行街旗舰店，生鲜、进口食品与现制咖啡。',
    notes: '周末客流高峰，配送单需提前30分钟备货。',
  },
  {
    code: 'S002',
    name: 'Downtown',
    type: 1,
    city: 'shanghai',
    district: '310106',
    address: '上海市静安区南京西路1266号恒隆广场B1层',
    lng: 121.45,
    lat: 31.229,
    opened: '2018-04-28',
    hotline: '021-62880002',
    leader: 'E0011',
    operateArea: '420.00',
    hours: ['07:30', '22:30'],
    freight: ['6.00', '49.00'],
    schedule: 'interval30',
    attrs: ['写字楼', '早餐', '现制咖啡'],
    bizTypeCode: 'CVS',
    bussinessType: '便利店',
    desc: '静安寺商圈写字楼店，早餐与午间简餐为主。',
  },
  {
    code: 'S003',
    name: 'Warehouse Outlet',
    type: 1,
    city: 'shanghai',
    district: '310115',
    address: '上海市浦东新区康桥路1100号',
    lng: 121.575,
    lat: 31.147,
    opened: '2019-11-11',
    hotline: '021-58120003',
    leader: 'E0012',
    operateArea: '1500.00',
    hours: ['09:00', '21:00'],
    freight: ['8.00', '99.00'],
    schedule: 'interval60',
    attrs: ['折扣', '整箱购', '临期特卖'],
    bizTypeCode: 'OUT',
    bussinessType: '仓储折扣店',
    desc: '仓储式折扣门店，整箱与临期商品特卖。',
  },
  {
    code: 'S004',
    name: '社区店 Community',
    type: 1,
    city: 'shanghai',
    district: '310104',
    address: '上海市徐汇区漕溪北路398号汇智大厦1层',
    lng: 121.437,
    lat: 31.188,
    opened: '2021-06-01',
    hotline: '021-64380004',
    leader: 'E0013',
    operateArea: '260.00',
    hours: ['07:00', '23:00'],
    freight: ['5.00', '39.00'],
    schedule: 'interval30',
    attrs: ['社区', '生鲜', '团购自提'],
    bizTypeCode: 'CVS',
    bussinessType: '社区生鲜店',
    desc: '徐家汇社区店，加盟经营，社区团购自提点。',
    franchisee: 'F003',
    refStore: 'S001',
  },
  {
    code: 'S005',
    name: '机场店 Airport',
    type: 1,
    city: 'shanghai',
    district: '310115',
    address: '上海市浦东新区浦东国际机场T2航站楼出发层D区',
    lng: 121.805,
    lat: 31.151,
    opened: '2020-01-15',
    hotline: '021-68340005',
    leader: 'E0014',
    operateArea: '180.00',
    hours: ['06:00', '23:30'],
    freight: ['0.00', '0.00'],
    schedule: 'interval30',
    attrs: ['机场', '伴手礼', '免税提货'],
    bizTypeCode: 'TR',
    bussinessType: '机场零售',
    desc: 'T2航站楼出发层门店，伴手礼与旅行用品，不提供外送。',
    refStore: 'S001',
    storeNature: 2,
    delivery: false,
    crossCustoms: '浦东机场海关 2233',
  },
  {
    code: 'S006',
    name: '西湖店 West Lake',
    type: 1,
    city: 'hangzhou',
    district: '330106',
    address: '浙江省杭州市西湖区文三路478号华星时代广场1层',
    lng: 120.133,
    lat: 30.278,
    opened: '2019-05-20',
    hotline: '0571-88210006',
    leader: 'E0008',
    operateArea: '520.00',
    hours: ['08:00', '22:00'],
    freight: ['5.00', '39.00'],
    schedule: 'slots',
    attrs: ['高校商圈', '生鲜', '现制咖啡'],
    bizTypeCode: 'SM',
    bussinessType: '精品超市',
    desc: '文三路高校商圈店，杭州区域标杆门店。',
    notes: '配送范围见电子围栏，西溪自提点在围栏外由门店专车配送。',
  },
  {
    code: 'S007',
    name: '滨江店 Binjiang',
    type: 1,
    city: 'hangzhou',
    district: '330108',
    address: '浙江省杭州市滨江区江南大道588号恒鑫大厦1层',
    lng: 120.212,
    lat: 30.208,
    opened: '2022-03-08',
    hotline: '0571-86690007',
    leader: 'E0015',
    operateArea: '300.00',
    hours: ['07:30', '22:30'],
    freight: ['5.00', '39.00'],
    schedule: 'interval30',
    attrs: ['写字楼', '早餐'],
    bizTypeCode: 'CVS',
    bussinessType: '便利店',
    desc: '滨江互联网园区店，加盟经营。',
    franchisee: 'F001',
    refStore: 'S006',
  },
  {
    code: 'S008',
    name: '华东运营部 East China Ops',
    type: 2,
    city: 'hangzhou',
    district: '330102',
    address: '浙江省杭州市上城区民心路100号万银国际大厦18层',
    lng: 120.21,
    lat: 30.247,
    opened: '2018-01-02',
    hotline: '0571-87000008',
    leader: 'E0016',
    operateArea: '600.00',
    hours: ['09:00', '18:00'],
    freight: ['0.00', '0.00'],
    schedule: 'wholeDay',
    attrs: ['区域管理'],
    bizTypeCode: 'DEPT',
    bussinessType: '管理部门',
    desc: '华东区域运营、人事、采购与财务。',
  },
  {
    code: 'S009',
    name: '余杭仓 Yuhang DC',
    type: 3,
    city: 'hangzhou',
    district: '330110',
    address: '浙江省杭州市余杭区良渚街道古墩路1899号物流园3号库',
    lng: 120.03,
    lat: 30.38,
    opened: '2018-06-30',
    hotline: '0571-89170009',
    leader: 'E0017',
    operateArea: '12000.00',
    hours: ['06:00', '20:00'],
    freight: ['0.00', '0.00'],
    schedule: 'wholeDay',
    attrs: ['常温', '冷链'],
    bizTypeCode: 'DC',
    bussinessType: '仓储配送',
    desc: '华东区域配送中心，常温与冷链库。',
  },
  {
    code: 'S010',
    name: '福田店 Futian',
    type: 1,
    city: 'shenzhen',
    district: '440304',
    address: '广东省深圳市福田区深南大道6008号特区报业大厦1层',
    lng: 114.056,
    lat: 22.542,
    opened: '2020-08-08',
    hotline: '0755-83510010',
    leader: 'E0018',
    operateArea: '480.00',
    hours: ['07:00', '23:00'],
    freight: ['6.00', '59.00'],
    schedule: 'slots',
    attrs: ['CBD', '现制咖啡', '生鲜'],
    bizTypeCode: 'SM',
    bussinessType: '精品超市',
    desc: '福田CBD门店，华南区域标杆店。',
  },
  {
    code: 'S011',
    name: '南山店 Nanshan',
    type: 1,
    city: 'shenzhen',
    district: '440305',
    address: '广东省深圳市南山区科苑路15号科兴科学园B座1层',
    lng: 113.953,
    lat: 22.54,
    opened: '2023-02-18',
    hotline: '0755-86660011',
    leader: 'E0019',
    operateArea: '350.00',
    hours: ['07:00', '23:00'],
    freight: ['6.00', '59.00'],
    schedule: 'interval60',
    attrs: ['科技园', '早餐', '夜宵'],
    bizTypeCode: 'CVS',
    bussinessType: '便利店',
    desc: '科技园联营门店，夜宵时段客流高。',
    franchisee: 'F002',
    refStore: 'S010',
  },
  {
    code: 'S012',
    name: '宝安仓 Bao’an DC',
    type: 3,
    city: 'shenzhen',
    district: '440306',
    address: '广东省深圳市宝安区福永街道兴围路8号物流中心2号库',
    lng: 113.83,
    lat: 22.67,
    opened: '2020-05-01',
    hotline: '0755-27350012',
    leader: 'E0020',
    operateArea: '8000.00',
    hours: ['06:00', '20:00'],
    freight: ['0.00', '0.00'],
    schedule: 'wholeDay',
    attrs: ['常温', '冷链'],
    bizTypeCode: 'DC',
    bussinessType: '仓储配送',
    desc: '华南区域配送中心。',
  },
];

/** Warehouses that supply each city's stores. */
const SHIPPING_WAREHOUSE: Record<City, string> = { shanghai: 'S009', hangzhou: 'S009', shenzhen: 'S012' };

export const FRANCHISEES = [
  {
    code: 'F001',
    name: '杭州禾丰商贸有限公司',
    franchiseeType: 2,
    contactName: '陈国华',
    contactPhone: '13588886601',
    ...area('hangzhou', '330108'),
    address: '浙江省杭州市滨江区长河街道江汉路1786号',
    contractStart: '2022-01-01',
    contractEnd: '2027-12-31',
    remark: '滨江店加盟商，按月结算加盟费。',
  },
  {
    code: 'F002',
    name: '深圳鹏城联营零售有限公司',
    franchiseeType: 3,
    contactName: '刘志强',
    contactPhone: '13927556602',
    ...area('shenzhen', '440305'),
    address: '广东省深圳市南山区粤海街道高新南一道9号',
    contractStart: '2023-01-01',
    contractEnd: '2028-12-31',
    remark: '南山店联营方，销售额分成。',
  },
  {
    code: 'F003',
    name: '上海惠邻便利店管理有限公司',
    franchiseeType: 2,
    contactName: '孙慧',
    contactPhone: '021-64381234',
    ...area('shanghai', '310104'),
    address: '上海市徐汇区宜山路700号B1栋',
    contractStart: '2021-05-01',
    contractEnd: '2026-04-30',
    remark: '徐汇社区店加盟商。',
  },
] as const;

interface EmployeePlan {
  code: string;
  name: string;
  /** The e-mail's local part. */
  pinyin: string;
  sex: 1 | 2;
  position: string;
  dept: string;
  /** The tenant's user this employee is. */
  loginName?: string;
  disabled?: true;
}

const employee = (
  n: number,
  name: string,
  pinyin: string,
  sex: 1 | 2,
  position: string,
  dept: string,
  extra: Pick<EmployeePlan, 'loginName' | 'disabled'> = {},
): EmployeePlan => ({ code: `E${String(n).padStart(4, '0')}`, name, pinyin, sex, position, dept, ...extra });

/** Forty employees; the first nine are the tenant's users (admin … cashier, manager, hr.east). */
export const DEMO_EMPLOYEES: EmployeePlan[] = [
  employee(1, '王建国', 'wang.jianguo', 1, '系统管理员', 'S008', { loginName: 'admin' }),
  employee(2, '李娜', 'li.na', 2, '店员', 'S002', { loginName: 'clerk' }),
  employee(3, '张伟', 'zhang.wei', 1, '理货员', 'S001', { loginName: 'newbie' }),
  employee(4, '刘洋', 'liu.yang', 1, '导购', 'S001', { loginName: 'expired' }),
  employee(5, '陈静', 'chen.jing', 2, '店员', 'S001', { loginName: 'soon' }),
  employee(6, '杨帆', 'yang.fan', 1, '采购专员', 'S008', { loginName: 'nostore' }),
  employee(7, '赵敏', 'zhao.min', 2, '收银员', 'S001', { loginName: 'cashier' }),
  employee(8, '黄磊', 'huang.lei', 1, '店长', 'S006', { loginName: 'manager' }),
  employee(9, '周婷', 'zhou.ting', 2, '人事专员', 'S008', { loginName: 'hr.east' }),
  employee(10, '吴昊', 'wu.hao', 1, '店长', 'S001'),
  employee(11, '徐丽', 'xu.li', 2, '店长', 'S002'),
  employee(12, '孙涛', 'sun.tao', 1, '店长', 'S003'),
  employee(13, '胡蓉', 'hu.rong', 2, '店长', 'S004'),
  employee(14, '朱明', 'zhu.ming', 1, '店长', 'S005'),
  employee(15, '高翔', 'gao.xiang', 1, '店长', 'S007'),
  employee(16, '林晓燕', 'lin.xiaoyan', 2, '区域运营经理', 'S008'),
  employee(17, '何俊', 'he.jun', 1, '仓库主管', 'S009'),
  employee(18, '郭芳', 'guo.fang', 2, '店长', 'S010'),
  employee(19, '马超', 'ma.chao', 1, '店长', 'S011'),
  employee(20, '罗佳', 'luo.jia', 2, '仓库主管', 'S012'),
  employee(21, '梁晨', 'liang.chen', 1, '收银员', 'S002'),
  employee(22, '宋雨', 'song.yu', 2, '收银员', 'S003'),
  employee(23, '郑凯', 'zheng.kai', 1, '理货员', 'S004'),
  employee(24, '谢琳', 'xie.lin', 2, '收银员', 'S005'),
  employee(25, '韩冰', 'han.bing', 2, '导购', 'S006'),
  employee(26, '唐亮', 'tang.liang', 1, '配送员', 'S006'),
  employee(27, '冯雪', 'feng.xue', 2, '收银员', 'S007'),
  employee(28, '于洋', 'yu.yang', 1, '仓管员', 'S009'),
  employee(29, '董浩', 'dong.hao', 1, '配送员', 'S009'),
  employee(30, '萧雅', 'xiao.ya', 2, '收银员', 'S010'),
  employee(31, '程龙', 'cheng.long', 1, '理货员', 'S010'),
  employee(32, '曹颖', 'cao.ying', 2, '收银员', 'S011'),
  employee(33, '袁野', 'yuan.ye', 1, '配送员', 'S011'),
  employee(34, '邓超', 'deng.chao', 1, '仓管员', 'S012'),
  employee(35, '许晴', 'xu.qing', 2, '客服专员', 'S008'),
  employee(36, '傅强', 'fu.qiang', 1, '副店长', 'S001'),
  employee(37, '沈露', 'shen.lu', 2, '财务专员', 'S008'),
  employee(38, '曾毅', 'zeng.yi', 1, '导购', 'S002', { disabled: true }),
  employee(39, '彭丹', 'peng.dan', 2, '收银员', 'S006', { disabled: true }),
  employee(40, '吕鹏', 'lv.peng', 1, '理货员', 'S005'),
];

const MOBILE_PREFIXES = ['135', '136', '137', '150', '151', '158', '159', '186', '187', '188', '177', '199'];

/** A mobile of an employee without a sign-in (users keep their own): fixed, never a user's. */
const employeeMobile = (n: number) =>
  `${MOBILE_PREFIXES[n % MOBILE_PREFIXES.length]}${String((n * 73_856_093) % 100_000_000).padStart(8, '0')}`;

/** The store manager and HR roles: menus of their own, written as grants (role_resources). */
export const ORG_DEMO_ROLES = [
  {
    id: 'r-manager',
    name: '店长',
    remark: '门店经营：商品、门店与员工',
    areas: ['rc-overview-area', 'rc-goods-area', 'rc-collect-area'],
    pages: ['rc-org-dept', 'rc-org-pickup', 'rc-org-employee'],
  },
  {
    id: 'r-hr',
    name: '人事',
    remark: '人事：员工与角色',
    areas: ['rc-overview-area', 'rc-collect-area'],
    pages: ['rc-org-employee', 'rc-org-role'],
  },
];

/** The two users that hold them (the demo admin's password). */
const ORG_DEMO_USERS = [
  {
    loginName: 'manager',
    name: '店长 Manager',
    mobile: '13800000008',
    introduction: 'Manager of the Hangzhou stores: goods, stores and employees',
    stores: ['S006', 'S007'],
    roleIds: ['r-manager'],
  },
  {
    loginName: 'hr.east',
    name: '人事 HR',
    mobile: '13800000009',
    introduction: 'HR of East China: employees and roles',
    stores: ['S008'],
    roleIds: ['r-hr'],
  },
];

export const PICKUP_POINTS = [
  {
    code: 'ZT001',
    name: '南京东路地铁站自提点',
    store: 'S001',
    district: '310101',
    address: '上海市黄浦区南京东路地铁站2号口旁',
    lng: 121.483,
    lat: 31.237,
    phone: '021-63220011',
    hours: ['08:00', '22:00'],
  },
  {
    code: 'ZT002',
    name: '静安寺自提柜',
    store: 'S002',
    district: '310106',
    address: '上海市静安区南京西路1686号静安寺广场B1层',
    lng: 121.446,
    lat: 31.224,
    phone: '021-62880012',
    hours: ['07:00', '23:00'],
  },
  {
    code: 'ZT003',
    name: '西溪自提点',
    store: 'S006',
    district: '330106',
    address: '浙江省杭州市西湖区天目山路518号西溪印象城1层',
    lng: 120.087,
    lat: 30.273,
    phone: '0571-88210016',
    hours: ['10:00', '21:00'],
  },
  {
    code: 'ZT004',
    name: '福田CBD自提点',
    store: 'S010',
    district: '440304',
    address: '广东省深圳市福田区福华三路88号卓越世纪中心1层',
    lng: 114.06,
    lat: 22.536,
    phone: '0755-83510020',
    hours: ['08:00', '22:00'],
  },
] as const;

/** Stores with an electronic fence: a polygon around the store and a circle (metres). */
export const FENCED_STORES = [
  { store: 'S001', span: [0.012, 0.01], radius: 1500 },
  { store: 'S006', span: [0.015, 0.012], radius: 2000 },
] as const;

export const OPERATORS = [
  { code: 'OP1001', name: '赵敏', store: 'S001', employee: 'E0007', maxDiscount: 5 },
  { code: 'OP1002', name: '傅强', store: 'S001', employee: 'E0036', maxDiscount: 20 },
  { code: 'OP2001', name: '梁晨', store: 'S002', employee: 'E0021', maxDiscount: 10 },
  { code: 'OP5001', name: '谢琳', store: 'S005', employee: 'E0024', maxDiscount: 10 },
  { code: 'OP6001', name: '彭丹', store: 'S006', employee: 'E0039', maxDiscount: 5, disabled: true },
  { code: 'OP10001', name: '临时收银', store: 'S010', maxDiscount: 0, remark: '节假日临时收银员共用' },
] as const;

export const ERP_RELATIONS = [
  { erpSystem: 'SAP', erpEmpCode: '10023', erpEmpName: 'WU HAO', employee: 'E0010' },
  { erpSystem: '金蝶K3', erpEmpCode: 'K3-0087', erpEmpName: '何俊', employee: 'E0017' },
] as const;

const byCode = <T extends { code: string }>(items: readonly T[], code: string): T => {
  const found = items.find((item) => item.code === code);
  if (!found) throw new Error(`demo organisation: no ${code}`);
  return found;
};

/** Every §3 column of a demo store; `mobileOf` answers an employee's mobile by code. */
function storeDetails(
  plan: StorePlan,
  index: number,
  franchiseeIds: ReadonlyMap<string, number>,
  mobileOf: (employeeCode: string) => string,
) {
  const leader = byCode(DEMO_EMPLOYEES, plan.leader);
  const isStore = plan.type === 1;
  const delivers = isStore && plan.delivery !== false;
  const franchisee = plan.franchisee ? byCode(FRANCHISEES, plan.franchisee) : undefined;
  const cityIndex = Object.keys(DEMO_CITIES).indexOf(plan.city);
  return {
    type: plan.type,
    accountNo: `6222${String(31_001_000 + index * 7_919).padStart(12, '0')}`,
    accountName: `示例零售（${DEMO_CITIES[plan.city].name}）有限公司${plan.name.split(' ')[0]}`,
    storeDesc: plan.desc,
    leaderOneNo: leader.code,
    leaderOneName: leader.name,
    leaderOnePhone: mobileOf(leader.code),
    operateArea: plan.operateArea,
    empNum: DEMO_EMPLOYEES.filter((e) => e.dept === plan.code && !e.disabled).length,
    serviceHotline: plan.hotline,
    ...area(plan.city, plan.district),
    address: plan.address,
    openTimeNew: plan.opened,
    longitude: plan.lng.toFixed(6),
    latitude: plan.lat.toFixed(6),
    ipAddress: `10.${cityIndex + 1}.${index + 1}.10`,
    link: isStore ? `https://m.demo-retail.cn/store/${plan.code}` : '',
    refStoreCode: plan.refStore ?? '',
    shipWareCode: isStore ? SHIPPING_WAREHOUSE[plan.city] : '',
    bizTypeCode: plan.bizTypeCode,
    transferWarehouseCode: plan.type === 3 ? (plan.code === 'S009' ? 'S012' : 'S009') : '',
    isDelivery: delivers,
    isFetch: isStore,
    isPermitPayInStore: isStore,
    isNearbyStore: isStore,
    isAllowStock: plan.type === 3 || plan.code === 'S003',
    allowAbout2dateSale: plan.code === 'S003',
    autoInStock: plan.type === 3 || plan.code === 'S001',
    supportTodayPick: isStore,
    isPickedup: isStore,
    isOpenInTime: isStore,
    startTime: plan.hours[0],
    endTime: plan.hours[1],
    autoInStockDays: plan.type === 3 ? 1 : plan.code === 'S001' ? 3 : 0,
    inTime: plan.code === 'S005' ? 5 : 10,
    ...serviceTimes(delivers, isStore),
    freight: plan.freight[0],
    freightThreshold: plan.freight[1],
    ...serveSchedule(plan.schedule, plan.hours),
    attrList: plan.attrs,
    deliveryCycle: plan.type === 3 ? '每日两次' : isStore ? '每日' : '',
    franchiseeType: franchisee?.franchiseeType ?? 1,
    franchiseeId: franchisee ? (franchiseeIds.get(franchisee.code) ?? null) : null,
    bussinessType: plan.bussinessType,
    crossService: plan.crossCustoms !== undefined,
    crossCustoms: plan.crossCustoms ?? '',
    storeNature: plan.storeNature ?? 1,
    storeNotes: plan.notes ?? '',
  };
}

/**
 * The organisation of the demo tenant, in the demo seed's transaction, after the goods seed (its
 * stores S004 and S005 and the cashier): see the top of this file.
 */
export async function seedOrgDemo(tx: Db, tenantId: number, now: Date): Promise<void> {
  await seedOrgReference(tx, tenantId);

  // Mobiles: a user's own for the employee that is that user, else the employee's.
  const userRows = await tx
    .select({ loginName: users.loginName, mobile: users.mobile, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.tenantId, tenantId));
  const userMobiles = new Map<string, string>([
    ...userRows.map((row): [string, string] => [row.loginName, row.mobile]),
    ...ORG_DEMO_USERS.map((user): [string, string] => [user.loginName, user.mobile]),
  ]);
  const mobileOf = (employeeCode: string) => {
    const index = DEMO_EMPLOYEES.findIndex((plan) => plan.code === employeeCode);
    const login = DEMO_EMPLOYEES[index]?.loginName;
    return (login && userMobiles.get(login)) || employeeMobile(index + 1);
  };

  const franchiseeRows = await tx
    .insert(franchisees)
    .values(FRANCHISEES.map((row) => ({ tenantId, ...row, createdAt: now, updatedAt: now })))
    .returning({ id: franchisees.id, code: franchisees.code });
  const franchiseeIds = new Map(franchiseeRows.map((row) => [row.code, row.id]));

  // Stores: the five there get their details, the seven more come with theirs.
  const existing = await tx
    .select({ storeCode: stores.storeCode })
    .from(stores)
    .where(eq(stores.tenantId, tenantId));
  const have = new Set(existing.map((row) => row.storeCode));
  const added = [];
  for (const [index, plan] of DEMO_STORES.entries()) {
    const details = { ...storeDetails(plan, index, franchiseeIds, mobileOf), updatedAt: now };
    if (have.has(plan.code))
      await tx
        .update(stores)
        .set(details)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, plan.code)));
    else added.push({ tenantId, storeCode: plan.code, storeName: plan.name, createdAt: now, ...details });
  }
  if (added.length > 0) await tx.insert(stores).values(added);
  const storeRows = await tx
    .select({ id: stores.id, storeCode: stores.storeCode })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(stores.storeCode);
  const storeIds = new Map(storeRows.map((row) => [row.storeCode, row.id]));
  const storeId = (code: string) => {
    const id = storeIds.get(code);
    if (id === undefined) throw new Error(`demo organisation: no store ${code}`);
    return id;
  };
  // Sales channels: every store on two to four of them, with group codes and some sub-channels.
  await openStoreChannels(
    tx,
    tenantId,
    storeRows.map((row) => row.id),
  );

  // The store manager and HR roles, their grants from the menu, and the users that hold them.
  await tx
    .insert(roles)
    .values(ORG_DEMO_ROLES.map(({ id, name, remark }) => ({ tenantId, id, name, remark, createdAt: now })))
    .onConflictDoNothing();
  const menu = rcadminMenu();
  const wanted = ORG_DEMO_ROLES.flatMap((role) =>
    // A page's grant with its actions (all of them: these roles run their pages).
    [...idsUnder(menu, role.areas), ...idsUnder(menu, role.pages)].map((resourceId) => ({
      roleId: role.id,
      resourceId,
    })),
  );
  const present = await tx
    .select({ id: menuResources.id })
    .from(menuResources)
    .where(
      and(
        eq(menuResources.tenantId, tenantId),
        inArray(
          menuResources.id,
          wanted.map((grant) => grant.resourceId),
        ),
      ),
    );
  const inMenu = new Set(present.map((row) => row.id));
  const grants = wanted.filter((grant) => inMenu.has(grant.resourceId));
  if (grants.length > 0)
    await tx
      .insert(roleResources)
      .values(grants.map((grant) => ({ tenantId, ...grant })))
      .onConflictDoNothing();
  // Same password as the demo admin: the admin's hash (salted) serves as it is.
  const admin = userRows.find((row) => row.loginName === 'admin');
  if (admin) {
    const inserted = await tx
      .insert(users)
      .values(
        ORG_DEMO_USERS.map((user) => ({
          tenantId,
          loginName: user.loginName,
          name: user.name,
          mobile: user.mobile,
          passwordHash: admin.passwordHash,
          initialPassword: false,
          passwordChangedAt: now,
          introduction: user.introduction,
          roles: ['staff'],
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, loginName: users.loginName });
    const storeGrants = inserted.flatMap((row) => {
      const plan = ORG_DEMO_USERS.find((user) => user.loginName === row.loginName);
      return (plan?.stores ?? []).map((code) => ({
        userId: row.id,
        storeId: storeId(code),
        roleIds: plan?.roleIds ?? [],
      }));
    });
    if (storeGrants.length > 0) await tx.insert(userStoreRoles).values(storeGrants);
  }

  // Employees: each user of the tenant is one of them.
  const userIds = new Map(
    (
      await tx
        .select({ id: users.id, loginName: users.loginName })
        .from(users)
        .where(eq(users.tenantId, tenantId))
    ).map((row) => [row.loginName, row.id]),
  );
  const employeeRows = await tx
    .insert(employees)
    .values(
      DEMO_EMPLOYEES.map((plan, index) => ({
        tenantId,
        empCode: plan.code,
        name: plan.name,
        mobile: mobileOf(plan.code),
        email: `${plan.pinyin}@demo-retail.cn`,
        position: plan.position,
        remark: plan.disabled ? '已离职' : '',
        sex: plan.sex,
        cardNo: `GK${String(201_600 + index * 37).padStart(6, '0')}`,
        profies: `${plan.position}，${2 + (index % 9)}年零售行业经验。`,
        userId: (plan.loginName && userIds.get(plan.loginName)) || null,
        deptCode: plan.dept,
        orgCode: `ORG-${byCode(DEMO_STORES, plan.dept).city.slice(0, 2).toUpperCase()}`,
        status: plan.disabled ? 0 : 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: employees.id, empCode: employees.empCode });
  const employeeIds = new Map(employeeRows.map((row) => [row.empCode, row.id]));

  await tx.insert(pickupPoints).values(
    PICKUP_POINTS.map((point) => ({
      tenantId,
      code: point.code,
      name: point.name,
      storeId: storeId(point.store),
      ...area(byCode(DEMO_STORES, point.store).city, point.district),
      address: point.address,
      longitude: point.lng.toFixed(6),
      latitude: point.lat.toFixed(6),
      contactPhone: point.phone,
      openTime: point.hours[0],
      closeTime: point.hours[1],
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.insert(storeFences).values(
    FENCED_STORES.map((fence) => {
      const plan = byCode(DEMO_STORES, fence.store);
      return {
        storeId: storeId(fence.store),
        tenantId,
        geojson: fenceAround([plan.lng, plan.lat], fence.span, fence.radius, plan.name.split(' ')[0] ?? ''),
        updatedAt: now,
      };
    }),
  );

  await tx.insert(operators).values(
    OPERATORS.map((operator) => {
      const employeeCode = 'employee' in operator ? operator.employee : undefined;
      return {
        tenantId,
        code: operator.code,
        name: operator.name,
        storeId: storeId(operator.store),
        employeeId: (employeeCode && employeeIds.get(employeeCode)) || null,
        mobile: employeeCode ? mobileOf(employeeCode) : '',
        maxDiscount: operator.maxDiscount,
        status: 'disabled' in operator ? 0 : 1,
        remark: 'remark' in operator ? operator.remark : '',
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  await tx.insert(erpEmpRelations).values(
    ERP_RELATIONS.map((relation) => ({
      tenantId,
      erpSystem: relation.erpSystem,
      erpEmpCode: relation.erpEmpCode,
      erpEmpName: relation.erpEmpName,
      employeeId: employeeIds.get(relation.employee) as number,
      createdAt: now,
    })),
  );
}
