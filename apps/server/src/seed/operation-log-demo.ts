import type { Db } from '../db/database';
import { operationLog } from '../db/schema';
import { logTime } from '../domain/people-rules';

const HOUR_MS = 60 * 60 * 1000;

/** Who did what where, hours before the seed: what a fortnight of a small chain's back office leaves. */
const RECORDS: { hoursAgo: number; user: [string, string]; menu: [string, string]; opt: string }[] = [
  {
    hoursAgo: 2,
    user: ['admin', '系统管理员'],
    menu: ['/goods/index/list', '商品档案'],
    opt: '修改商品 可口可乐 330ml 的参考售价',
  },
  {
    hoursAgo: 3,
    user: ['admin', '系统管理员'],
    menu: ['/goods/index/list', '商品档案'],
    opt: '导出商品 120 条',
  },
  {
    hoursAgo: 5,
    user: ['hr.east', '周婷'],
    menu: ['/organization/employeeIndex', '员工管理'],
    opt: '新增员工 E0041 陈晨',
  },
  {
    hoursAgo: 6,
    user: ['hr.east', '周婷'],
    menu: ['/organization/employeeIndex', '员工管理'],
    opt: '修改员工 E0021 梁晨 的所属门店',
  },
  {
    hoursAgo: 20,
    user: ['manager', '黄磊'],
    menu: ['/goods/priceAdjustment/priceAdjustmentIndex', '调价单'],
    opt: '新增调价单 TJ20261125001',
  },
  {
    hoursAgo: 26,
    user: ['admin', '系统管理员'],
    menu: ['/organization/roleManage', '角色管理'],
    opt: '修改角色“店员”的菜单权限（共 18 项）',
  },
  {
    hoursAgo: 30,
    user: ['admin', '系统管理员'],
    menu: ['/organization/DeptIndex', '部门/门店'],
    opt: '修改门店 S003 的营业时间',
  },
  { hoursAgo: 49, user: ['manager', '黄磊'], menu: ['/goods/brand/blist', '品牌'], opt: '新增品牌 农夫山泉' },
  {
    hoursAgo: 52,
    user: ['admin', '系统管理员'],
    menu: ['/goods/category/list', '商品分类'],
    opt: '新增分类 0204 功能饮料',
  },
  {
    hoursAgo: 75,
    user: ['hr.east', '周婷'],
    menu: ['/userManagement', '账号管理'],
    opt: '重置账号 newbie 的密码',
  },
  {
    hoursAgo: 98,
    user: ['admin', '系统管理员'],
    menu: ['/organization/franchiseeIndex', '加盟商'],
    opt: '新增加盟商 FR-EAST 华东伙伴',
  },
  {
    hoursAgo: 120,
    user: ['admin', '系统管理员'],
    menu: ['/globalEnclosure/index', '电子围栏'],
    opt: '保存门店 S001 的电子围栏（2 个区域）',
  },
  {
    hoursAgo: 170,
    user: ['manager', '黄磊'],
    menu: ['/goods/index/list', '商品档案'],
    opt: '批量下架商品 6 条',
  },
  {
    hoursAgo: 240,
    user: ['admin', '系统管理员'],
    menu: ['/organization/operatorIndex', '操作员档案'],
    opt: '新增操作员 OP001',
  },
  {
    hoursAgo: 330,
    user: ['hr.east', '周婷'],
    menu: ['/organization/employeeIndex', '员工管理'],
    opt: '停用员工 E0038',
  },
];

/** The demo tenant's operation log: a fortnight of records for the viewer to show from a fresh start. */
export async function seedOperationLogDemo(
  tx: Db,
  tenantId: number,
  tenantName: string,
  now: Date,
): Promise<void> {
  await tx.insert(operationLog).values(
    RECORDS.map((record) => {
      const at = new Date(now.getTime() - record.hoursAgo * HOUR_MS);
      return {
        tenantId,
        tenantName,
        opt: record.opt,
        client: 'rcadmin',
        optUserCode: record.user[0],
        optUserName: record.user[1],
        optTime: logTime(at),
        menuCode: record.menu[0],
        menuName: record.menu[1],
        addr: '10.0.8.21',
        createdAt: at,
      };
    }),
  );
}
