import { and, eq, inArray } from 'drizzle-orm';
import { gtinCheckDigit } from '@rcadmin/contract';
import type { Db } from '../db/database';
import {
  brandCategories,
  brands,
  combItems,
  commodityLibrary,
  goodsCategories,
  mainSubItems,
  menuResources,
  priceAdjustmentItems,
  priceAdjustments,
  roleResources,
  roles,
  shopNavigations,
  skuPackRates,
  skuPriceHistory,
  skuStores,
  skus,
  stores,
  suppliers,
  userStoreRoles,
  users,
} from '../db/schema';
import { insertBatched } from './batch';
import { idsUnder, rcadminMenu } from './menu';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid EAN-13 of the Chinese range (69…) from a serial number. */
export const ean13 = (prefix: string, serial: number): string => {
  const first12 = `${prefix}${String(serial).padStart(12 - prefix.length, '0')}`;
  return first12 + gtinCheckDigit(first12);
};

/** The stores the goods are sold in: the demo's three and two more. */
export const GOODS_DEMO_STORES: [string, string][] = [
  ['S004', '社区店 Community'],
  ['S005', '机场店 Airport'],
];

/** The cashier: overview, orders and favourites only, no goods (the e2e's refused user). */
export const CASHIER_ROLE = { id: 'r-cashier', name: '收银员' };
export const CASHIER_AREAS = ['rc-overview-area', 'rc-order-area', 'rc-collect-area'];

interface Product {
  /** Brand name (one of BRANDS). */
  brand: string;
  name: string;
  /** Spec variants: spec text, unit, price in yuan. */
  specs: [string, string, number][];
  origin?: string;
}

/** Level 1 → level 2 → level 3 categories, each level-3 one with its products. */
const CATALOGUE: [string, [string, [string, Product[]][]][]][] = [
  [
    '食品',
    [
      [
        '休闲零食',
        [
          [
            '膨化食品',
            [
              {
                brand: '乐事',
                name: '乐事薯片原味',
                specs: [
                  ['70g', '袋', 7.5],
                  ['135g', '袋', 12.9],
                  ['40g', '袋', 4.5],
                ],
              },
              {
                brand: '旺旺',
                name: '旺旺仙贝',
                specs: [
                  ['52g', '袋', 6.5],
                  ['118g', '袋', 11.8],
                  ['400g', '袋', 29.9],
                ],
              },
              {
                brand: '三只松鼠',
                name: '三只松鼠虾条',
                specs: [
                  ['60g', '袋', 8.9],
                  ['120g', '袋', 15.9],
                ],
              },
              {
                brand: '乐事',
                name: '乐事薯片黄瓜味',
                specs: [
                  ['70g', '袋', 7.5],
                  ['135g', '袋', 12.9],
                ],
              },
            ],
          ],
          [
            '坚果炒货',
            [
              {
                brand: '三只松鼠',
                name: '三只松鼠每日坚果',
                specs: [
                  ['25g×7', '盒', 39.9],
                  ['25g×30', '箱', 139],
                ],
              },
              {
                brand: '良品铺子',
                name: '良品铺子碧根果',
                specs: [
                  ['120g', '袋', 25.9],
                  ['210g', '袋', 42.9],
                ],
              },
              {
                brand: '三只松鼠',
                name: '三只松鼠开心果',
                specs: [
                  ['100g', '袋', 22.9],
                  ['225g', '袋', 45.9],
                ],
              },
              { brand: '良品铺子', name: '良品铺子夏威夷果', specs: [['120g', '袋', 24.9]] },
            ],
          ],
          [
            '饼干糕点',
            [
              {
                brand: '奥利奥',
                name: '奥利奥夹心饼干原味',
                specs: [
                  ['97g', '袋', 6.9],
                  ['388g', '盒', 21.9],
                ],
              },
              {
                brand: '奥利奥',
                name: '奥利奥巧克力夹心饼干',
                specs: [
                  ['97g', '袋', 6.9],
                  ['194g', '盒', 12.9],
                ],
              },
              {
                brand: '旺旺',
                name: '旺旺雪饼',
                specs: [
                  ['84g', '袋', 6.5],
                  ['520g', '袋', 29.9],
                ],
              },
              {
                brand: '良品铺子',
                name: '良品铺子手撕面包',
                specs: [
                  ['500g', '箱', 19.9],
                  ['1kg', '箱', 35.9],
                ],
              },
            ],
          ],
        ],
      ],
      [
        '粮油调味',
        [
          [
            '方便速食',
            [
              {
                brand: '康师傅',
                name: '康师傅红烧牛肉面',
                specs: [
                  ['105g', '袋', 3.5],
                  ['105g×5', '包', 15.9],
                  ['桶装110g', '桶', 5],
                ],
              },
              {
                brand: '统一',
                name: '统一老坛酸菜牛肉面',
                specs: [
                  ['120g', '袋', 3.5],
                  ['120g×5', '包', 15.9],
                  ['桶装121g', '桶', 5],
                ],
              },
              {
                brand: '康师傅',
                name: '康师傅香辣牛肉面',
                specs: [
                  ['105g', '袋', 3.5],
                  ['105g×5', '包', 15.9],
                ],
              },
            ],
          ],
          [
            '调味品',
            [
              {
                brand: '海天',
                name: '海天金标生抽',
                specs: [
                  ['500ml', '瓶', 9.9],
                  ['1.28L', '瓶', 19.9],
                ],
              },
              {
                brand: '海天',
                name: '海天上等蚝油',
                specs: [
                  ['260g', '瓶', 7.9],
                  ['700g', '瓶', 15.9],
                ],
              },
              {
                brand: '海天',
                name: '海天味极鲜酱油',
                specs: [
                  ['380ml', '瓶', 8.9],
                  ['750ml', '瓶', 15.9],
                ],
              },
            ],
          ],
        ],
      ],
      [
        '糖果巧克力',
        [
          [
            '巧克力',
            [
              {
                brand: '德芙',
                name: '德芙丝滑牛奶巧克力',
                specs: [
                  ['43g', '条', 8.9],
                  ['84g', '盒', 16.9],
                  ['252g', '盒', 45.9],
                ],
              },
              {
                brand: '德芙',
                name: '德芙黑巧克力',
                specs: [
                  ['43g', '条', 8.9],
                  ['84g', '盒', 16.9],
                ],
              },
              {
                brand: '雀巢',
                name: '雀巢脆脆鲨',
                specs: [
                  ['24g×3', '包', 6.9],
                  ['24g×20', '盒', 39.9],
                ],
              },
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '饮料',
    [
      [
        '饮用水',
        [
          [
            '矿泉水',
            [
              {
                brand: '农夫山泉',
                name: '农夫山泉饮用天然水',
                specs: [
                  ['550ml', '瓶', 2],
                  ['1.5L', '瓶', 4.5],
                  ['4L', '桶', 9.9],
                  ['380ml', '瓶', 1.5],
                ],
                origin: '330100',
              },
              {
                brand: '娃哈哈',
                name: '娃哈哈纯净水',
                specs: [
                  ['596ml', '瓶', 1.5],
                  ['1.5L', '瓶', 3.5],
                ],
                origin: '330100',
              },
              {
                brand: '怡宝',
                name: '怡宝纯净水',
                specs: [
                  ['555ml', '瓶', 2],
                  ['1.555L', '瓶', 4],
                  ['4.5L', '桶', 10.9],
                ],
              },
            ],
          ],
        ],
      ],
      [
        '碳酸饮料',
        [
          [
            '可乐汽水',
            [
              {
                brand: '可口可乐',
                name: '可口可乐',
                specs: [
                  ['330ml', '罐', 3.5],
                  ['500ml', '瓶', 3.5],
                  ['2L', '瓶', 8.9],
                  ['330ml×24', '箱', 69],
                ],
              },
              {
                brand: '百事',
                name: '百事可乐',
                specs: [
                  ['330ml', '罐', 3.5],
                  ['600ml', '瓶', 4],
                  ['2L', '瓶', 8.5],
                ],
              },
              {
                brand: '可口可乐',
                name: '雪碧',
                specs: [
                  ['330ml', '罐', 3.5],
                  ['500ml', '瓶', 3.5],
                  ['2L', '瓶', 8.9],
                ],
              },
              {
                brand: '可口可乐',
                name: '芬达橙味汽水',
                specs: [
                  ['330ml', '罐', 3.5],
                  ['500ml', '瓶', 3.5],
                ],
              },
            ],
          ],
        ],
      ],
      [
        '茶饮果汁',
        [
          [
            '茶饮料',
            [
              {
                brand: '康师傅',
                name: '康师傅冰红茶',
                specs: [
                  ['500ml', '瓶', 3],
                  ['1L', '瓶', 5],
                  ['250ml×24', '箱', 48],
                ],
              },
              {
                brand: '统一',
                name: '统一绿茶',
                specs: [
                  ['500ml', '瓶', 3],
                  ['1L', '瓶', 5],
                ],
              },
              {
                brand: '农夫山泉',
                name: '东方树叶茉莉花茶',
                specs: [
                  ['500ml', '瓶', 5.5],
                  ['900ml', '瓶', 8],
                ],
              },
            ],
          ],
          [
            '果汁',
            [
              {
                brand: '农夫山泉',
                name: '农夫果园混合果蔬汁',
                specs: [
                  ['500ml', '瓶', 5.5],
                  ['1.5L', '瓶', 12.9],
                ],
              },
              {
                brand: '统一',
                name: '统一鲜橙多',
                specs: [
                  ['450ml', '瓶', 3.5],
                  ['1.5L', '瓶', 8.5],
                ],
              },
            ],
          ],
        ],
      ],
      [
        '乳品',
        [
          [
            '纯牛奶',
            [
              {
                brand: '伊利',
                name: '伊利纯牛奶',
                specs: [
                  ['250ml', '盒', 3.5],
                  ['250ml×16', '箱', 52],
                  ['250ml×24', '箱', 69],
                ],
              },
              {
                brand: '蒙牛',
                name: '蒙牛纯牛奶',
                specs: [
                  ['250ml', '盒', 3.5],
                  ['250ml×16', '箱', 49.9],
                  ['250ml×24', '箱', 66],
                ],
              },
              {
                brand: '伊利',
                name: '伊利金典有机纯牛奶',
                specs: [
                  ['250ml×12', '箱', 69.9],
                  ['250ml', '盒', 6.5],
                ],
              },
            ],
          ],
          [
            '酸奶',
            [
              {
                brand: '伊利',
                name: '伊利安慕希希腊风味酸奶',
                specs: [
                  ['205g', '盒', 5.5],
                  ['205g×12', '箱', 62],
                ],
              },
              {
                brand: '蒙牛',
                name: '蒙牛纯甄酸奶',
                specs: [
                  ['200g', '盒', 5.5],
                  ['200g×10', '箱', 52],
                ],
              },
            ],
          ],
        ],
      ],
      [
        '酒类',
        [
          [
            '啤酒',
            [
              {
                brand: '青岛啤酒',
                name: '青岛啤酒经典',
                specs: [
                  ['500ml', '罐', 5.5],
                  ['330ml×24', '箱', 89],
                  ['600ml', '瓶', 6.5],
                ],
                origin: '370200',
              },
              {
                brand: '青岛啤酒',
                name: '青岛啤酒纯生',
                specs: [
                  ['500ml', '罐', 7.5],
                  ['500ml×12', '箱', 79],
                ],
                origin: '370200',
              },
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '日用',
    [
      [
        '纸品',
        [
          [
            '抽纸',
            [
              {
                brand: '维达',
                name: '维达超韧抽纸',
                specs: [
                  ['3层130抽×6包', '提', 19.9],
                  ['3层100抽×3包', '提', 9.9],
                ],
              },
              {
                brand: '清风',
                name: '清风原木纯品抽纸',
                specs: [
                  ['2层200抽×3包', '提', 12.9],
                  ['3层120抽×6包', '提', 19.9],
                ],
              },
              { brand: '心相印', name: '心相印茶语抽纸', specs: [['3层120抽×6包', '提', 21.9]] },
            ],
          ],
          [
            '卷纸',
            [
              {
                brand: '维达',
                name: '维达蓝色经典卷纸',
                specs: [
                  ['4层140g×10卷', '提', 29.9],
                  ['4层180g×27卷', '箱', 69.9],
                ],
              },
              { brand: '清风', name: '清风卷纸', specs: [['4层120g×10卷', '提', 24.9]] },
              { brand: '心相印', name: '心相印卷纸', specs: [['3层160g×10卷', '提', 27.9]] },
            ],
          ],
        ],
      ],
      [
        '清洁用品',
        [
          [
            '洗衣液',
            [
              {
                brand: '蓝月亮',
                name: '蓝月亮深层洁净洗衣液',
                specs: [
                  ['1kg', '瓶', 25.9],
                  ['3kg', '瓶', 59.9],
                  ['500g', '袋', 12.9],
                ],
              },
              {
                brand: '立白',
                name: '立白天然亮白洗衣液',
                specs: [
                  ['2kg', '瓶', 35.9],
                  ['1kg', '袋', 19.9],
                ],
              },
              {
                brand: '汰渍',
                name: '汰渍全效洁净洗衣液',
                specs: [
                  ['2kg', '瓶', 39.9],
                  ['3kg', '瓶', 55.9],
                ],
              },
            ],
          ],
          [
            '洗洁精',
            [
              {
                brand: '立白',
                name: '立白新金桔洗洁精',
                specs: [
                  ['1kg', '瓶', 9.9],
                  ['1.5kg', '瓶', 13.9],
                ],
              },
              { brand: '蓝月亮', name: '蓝月亮洗洁精', specs: [['1kg', '瓶', 10.9]] },
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '个护',
    [
      [
        '洗发护发',
        [
          [
            '洗发水',
            [
              {
                brand: '海飞丝',
                name: '海飞丝去屑洗发露清爽型',
                specs: [
                  ['400ml', '瓶', 49.9],
                  ['750ml', '瓶', 79.9],
                  ['200ml', '瓶', 29.9],
                ],
              },
              {
                brand: '海飞丝',
                name: '海飞丝丝质柔滑洗发露',
                specs: [
                  ['400ml', '瓶', 49.9],
                  ['750ml', '瓶', 79.9],
                ],
              },
              { brand: '舒肤佳', name: '舒肤佳洗发水', specs: [['400ml', '瓶', 35.9]] },
            ],
          ],
        ],
      ],
      [
        '身体护理',
        [
          [
            '沐浴露',
            [
              {
                brand: '舒肤佳',
                name: '舒肤佳纯白清香沐浴露',
                specs: [
                  ['720ml', '瓶', 39.9],
                  ['1L', '瓶', 49.9],
                  ['400ml', '瓶', 25.9],
                ],
              },
              { brand: '舒肤佳', name: '舒肤佳柠檬清新沐浴露', specs: [['720ml', '瓶', 39.9]] },
            ],
          ],
          [
            '香皂',
            [
              {
                brand: '舒肤佳',
                name: '舒肤佳纯白香皂',
                specs: [
                  ['108g', '块', 5.5],
                  ['108g×3', '组', 14.9],
                ],
              },
              { brand: '舒肤佳', name: '舒肤佳芦荟香皂', specs: [['108g', '块', 5.5]] },
            ],
          ],
        ],
      ],
      [
        '口腔护理',
        [
          [
            '牙膏',
            [
              {
                brand: '高露洁',
                name: '高露洁全面防蛀牙膏',
                specs: [
                  ['140g', '支', 12.9],
                  ['250g', '支', 19.9],
                ],
              },
              {
                brand: '云南白药',
                name: '云南白药牙膏留兰香型',
                specs: [
                  ['120g', '支', 29.9],
                  ['180g', '支', 39.9],
                ],
                origin: '530100',
              },
              { brand: '高露洁', name: '高露洁光感白牙膏', specs: [['120g', '支', 25.9]] },
            ],
          ],
          [
            '牙刷',
            [
              {
                brand: '高露洁',
                name: '高露洁超洁纤柔牙刷',
                specs: [
                  ['单支', '支', 9.9],
                  ['3支装', '组', 19.9],
                ],
              },
              { brand: '云南白药', name: '云南白药软毛牙刷', specs: [['单支', '支', 12.9]] },
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '母婴',
    [
      [
        '奶粉',
        [
          [
            '婴幼儿奶粉',
            [
              {
                brand: '飞鹤',
                name: '飞鹤星飞帆婴儿配方奶粉1段',
                specs: [
                  ['700g', '罐', 268],
                  ['300g', '盒', 128],
                ],
              },
              { brand: '飞鹤', name: '飞鹤星飞帆较大婴儿配方奶粉2段', specs: [['700g', '罐', 258]] },
              {
                brand: '飞鹤',
                name: '飞鹤星飞帆幼儿配方奶粉3段',
                specs: [
                  ['700g', '罐', 238],
                  ['1.4kg', '罐', 438],
                ],
              },
              { brand: '雀巢', name: '雀巢能恩幼儿配方奶粉3段', specs: [['800g', '罐', 199]] },
            ],
          ],
        ],
      ],
      [
        '尿裤湿巾',
        [
          [
            '纸尿裤',
            [
              {
                brand: '帮宝适',
                name: '帮宝适超薄干爽纸尿裤',
                specs: [
                  ['S码84片', '包', 119],
                  ['M码64片', '包', 119],
                  ['L码54片', '包', 119],
                  ['XL码44片', '包', 119],
                ],
              },
              {
                brand: '好奇',
                name: '好奇心钻装纸尿裤',
                specs: [
                  ['S码70片', '包', 139],
                  ['M码50片', '包', 139],
                  ['L码40片', '包', 139],
                ],
              },
            ],
          ],
          [
            '湿巾',
            [
              {
                brand: '好奇',
                name: '好奇婴儿手口湿巾',
                specs: [
                  ['80抽', '包', 12.9],
                  ['80抽×3包', '组', 32.9],
                ],
              },
              {
                brand: '贝亲',
                name: '贝亲婴儿湿巾',
                specs: [
                  ['80抽', '包', 13.9],
                  ['80抽×6包', '组', 69],
                ],
              },
            ],
          ],
        ],
      ],
      [
        '喂养用品',
        [
          [
            '奶瓶奶嘴',
            [
              {
                brand: '贝亲',
                name: '贝亲宽口径玻璃奶瓶',
                specs: [
                  ['160ml', '个', 109],
                  ['240ml', '个', 119],
                ],
              },
              {
                brand: '贝亲',
                name: '贝亲宽口径奶嘴',
                specs: [
                  ['S号2只', '盒', 59],
                  ['M号2只', '盒', 59],
                  ['L号2只', '盒', 59],
                ],
              },
            ],
          ],
        ],
      ],
    ],
  ],
];

const BRAND_CATEGORIES = ['食品品牌', '饮料品牌', '日化品牌', '个护品牌', '母婴品牌', '进口品牌'];

/** Name, English name, brand category (index of BRAND_CATEGORIES). */
const BRANDS: [string, string, number][] = [
  ['康师傅', 'Master Kong', 0],
  ['统一', 'Uni-President', 0],
  ['旺旺', 'Want Want', 0],
  ['三只松鼠', 'Three Squirrels', 0],
  ['良品铺子', 'Bestore', 0],
  ['海天', 'Haday', 0],
  ['乐事', "Lay's", 5],
  ['奥利奥', 'Oreo', 5],
  ['德芙', 'Dove', 5],
  ['雀巢', 'Nestlé', 5],
  ['农夫山泉', 'Nongfu Spring', 1],
  ['娃哈哈', 'Wahaha', 1],
  ['怡宝', "C'estbon", 1],
  ['可口可乐', 'Coca-Cola', 1],
  ['百事', 'Pepsi', 1],
  ['伊利', 'Yili', 1],
  ['蒙牛', 'Mengniu', 1],
  ['青岛啤酒', 'Tsingtao', 1],
  ['维达', 'Vinda', 2],
  ['清风', 'Breeze', 2],
  ['心相印', 'Hearttex', 2],
  ['蓝月亮', 'Bluemoon', 2],
  ['立白', 'Liby', 2],
  ['汰渍', 'Tide', 2],
  ['舒肤佳', 'Safeguard', 3],
  ['海飞丝', 'Head & Shoulders', 3],
  ['高露洁', 'Colgate', 3],
  ['云南白药', 'Yunnan Baiyao', 3],
  ['飞鹤', 'Feihe', 4],
  ['帮宝适', 'Pampers', 4],
  ['好奇', 'Huggies', 4],
  ['贝亲', 'Pigeon', 4],
];

const SUPPLIERS: [string, string][] = [
  ['SUP001', '杭州百联商贸有限公司'],
  ['SUP002', '上海华润万家供应链有限公司'],
  ['SUP003', '广州日化批发中心'],
  ['SUP004', '北京京东物流供应链有限公司'],
  ['SUP005', '深圳母婴优选贸易有限公司'],
  ['SUP006', '成都蜀味食品经销部'],
  ['SUP007', '青岛啤酒华东销售有限公司'],
  ['SUP008', '苏州饮品配送中心'],
];

/** Store navigation: top shelves and their children. */
const NAVIGATION: [string, string[]][] = [
  ['首页推荐', ['热销爆款', '新品上架', '限时特价']],
  ['休闲零食', ['薯片膨化', '坚果炒货']],
  ['酒水饮料', ['饮用水', '碳酸饮料']],
  ['家庭清洁', []],
  ['母婴专区', []],
];

/** Entries of the platform's commodity library whose barcodes no demo SKU has. */
const LIBRARY_ONLY: [string, string, string, string, string, number][] = [
  ['旺仔牛奶', '旺旺', '乳品', '245ml', '罐', 4.5],
  ['旺旺QQ糖', '旺旺', '糖果巧克力', '70g', '袋', 4.9],
  ['康师傅茉莉清茶', '康师傅', '茶饮料', '500ml', '瓶', 3],
  ['统一阿萨姆奶茶', '统一', '茶饮料', '500ml', '瓶', 4.5],
  ['农夫山泉维他命水', '农夫山泉', '茶饮果汁', '500ml', '瓶', 5],
  ['可口可乐零度', '可口可乐', '可乐汽水', '330ml', '罐', 3.5],
  ['百事七喜', '百事', '可乐汽水', '330ml', '罐', 3.5],
  ['伊利优酸乳', '伊利', '酸奶', '250ml', '盒', 3],
  ['蒙牛特仑苏', '蒙牛', '纯牛奶', '250ml×12', '箱', 65],
  ['德芙榛仁巧克力', '德芙', '巧克力', '43g', '条', 9.9],
  ['乐事薯片番茄味', '乐事', '膨化食品', '70g', '袋', 7.5],
  ['海天零添加酱油', '海天', '调味品', '1.28L', '瓶', 22.9],
  ['维达湿厕纸', '维达', '纸品', '40片', '包', 12.9],
  ['高露洁冰爽薄荷牙膏', '高露洁', '牙膏', '120g', '支', 14.9],
  ['好奇铂金装拉拉裤', '好奇', '纸尿裤', 'L码36片', '包', 149],
];

interface SkuPlan {
  skuName: string;
  barCode: string;
  goodsNo: string;
  categoryId: number;
  categoryName: string;
  brandId: number;
  supplierId: number;
  price: number;
  unit: string;
  spec: string;
  origin: string;
}

const yuan = (value: number) => value.toFixed(2);

/**
 * The goods of the demo tenant: a 3-level category tree, brands and their categories, suppliers,
 * store navigation, about 300 SKUs sold in five stores (two stores added), combined goods, price
 * adjustment orders, main/sub pairs, the commodity library, and the cashier role and user.
 */
export async function seedGoodsDemo(tx: Db, tenantId: number, now: Date): Promise<void> {
  // Stores S004 and S005 (the demo has three).
  const existing = await tx
    .select({ storeCode: stores.storeCode })
    .from(stores)
    .where(eq(stores.tenantId, tenantId));
  const have = new Set(existing.map((row) => row.storeCode));
  const missingStores = GOODS_DEMO_STORES.filter(([code]) => !have.has(code));
  if (missingStores.length > 0) {
    await tx
      .insert(stores)
      .values(
        missingStores.map(([storeCode, storeName]) => ({ tenantId, storeCode, storeName, createdAt: now })),
      );
  }
  const storeRows = await tx
    .select({ id: stores.id, storeCode: stores.storeCode })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(stores.storeCode);
  const storeIds = storeRows.map((row) => row.id);

  // The cashier role and user.
  await seedCashier(tx, tenantId, now);

  const brandCategoryRows = await tx
    .insert(brandCategories)
    .values(BRAND_CATEGORIES.map((name, index) => ({ tenantId, name, sortOrder: index + 1, createdAt: now })))
    .returning({ id: brandCategories.id });
  const brandRows = await tx
    .insert(brands)
    .values(
      BRANDS.map(([name, englishName, category], index) => ({
        tenantId,
        name,
        englishName,
        brandCategoryId: brandCategoryRows[category]?.id ?? null,
        sortOrder: index + 1,
        createdAt: now,
      })),
    )
    .returning({ id: brands.id, name: brands.name });
  const brandIds = new Map(brandRows.map((row) => [row.name, row.id]));
  const supplierRows = await tx
    .insert(suppliers)
    .values(SUPPLIERS.map(([code, name]) => ({ tenantId, code, name, createdAt: now })))
    .returning({ id: suppliers.id });

  const navIds: number[] = [];
  for (const [index, [name, children]] of NAVIGATION.entries()) {
    const [top] = await tx
      .insert(shopNavigations)
      .values({ tenantId, name, sortOrder: index + 1 })
      .returning({ id: shopNavigations.id });
    if (!top) throw new Error('navigation was not inserted');
    navIds.push(top.id);
    if (children.length > 0) {
      const rows = await tx
        .insert(shopNavigations)
        .values(children.map((child, i) => ({ tenantId, parentId: top.id, name: child, sortOrder: i + 1 })))
        .returning({ id: shopNavigations.id });
      navIds.push(...rows.map((row) => row.id));
    }
  }

  // Categories and the SKUs of each level-3 category.
  const plans: SkuPlan[] = [];
  let serial = 0;
  const category = async (
    parentId: number | null,
    level: number,
    code: string,
    name: string,
    sortOrder: number,
  ) => {
    const [row] = await tx
      .insert(goodsCategories)
      .values({ tenantId, parentId, name, code, level, sortOrder, createdAt: now })
      .returning({ id: goodsCategories.id });
    if (!row) throw new Error('category was not inserted');
    return row.id;
  };
  for (const [i1, [name1, level2]] of CATALOGUE.entries()) {
    const code1 = String(i1 + 1).padStart(2, '0');
    const id1 = await category(null, 1, code1, name1, i1 + 1);
    for (const [i2, [name2, level3]] of level2.entries()) {
      const code2 = `${code1}${String(i2 + 1).padStart(2, '0')}`;
      const id2 = await category(id1, 2, code2, name2, i2 + 1);
      for (const [i3, [name3, products]] of level3.entries()) {
        const code3 = `${code2}${String(i3 + 1).padStart(2, '0')}`;
        const id3 = await category(id2, 3, code3, name3, i3 + 1);
        for (const product of products) {
          for (const [spec, unit, price] of product.specs) {
            serial += 1;
            plans.push({
              skuName: `${product.name} ${spec}`,
              barCode: ean13('6920', 100_000 + serial * 7),
              goodsNo: `G${code3}${String(serial).padStart(4, '0')}`,
              categoryId: id3,
              categoryName: name3,
              brandId: brandIds.get(product.brand) ?? (brandRows[0]?.id as number),
              supplierId: supplierRows[serial % supplierRows.length]?.id as number,
              price,
              unit,
              spec,
              origin: product.origin ?? '',
            });
          }
        }
      }
    }
  }
  // Up to about 300 SKUs: the same goods in promotional packs (new barcodes, names and prices).
  const base = plans.length;
  for (let i = 0; plans.length < 296; i++) {
    const source = plans[i % base] as SkuPlan;
    const round = Math.floor(i / base) + 2;
    serial += 1;
    plans.push({
      ...source,
      skuName: `${source.skuName}（${round}件装）`,
      barCode: ean13('6920', 100_000 + serial * 7),
      goodsNo: `${source.goodsNo}-${round}`,
      price: Math.round(source.price * round * 0.95 * 10) / 10,
      unit: '组',
      spec: `${source.spec}×${round}`,
    });
  }

  const skuRows = await insertSkus(
    tx,
    plans.map((plan, index) => ({
      tenantId,
      comb: 0,
      skuName: plan.skuName,
      barCode: plan.barCode,
      goodsNo: plan.goodsNo,
      shortName: plan.skuName.slice(0, 12),
      categoryId: plan.categoryId,
      brandId: plan.brandId,
      supplierId: plan.supplierId,
      skuReferPrice: yuan(plan.price),
      skuPurchPrice: yuan(Math.round(plan.price * 70) / 100),
      minPrice: index % 4 === 0 ? yuan(Math.round(plan.price * 80) / 100) : null,
      maxPrice: index % 4 === 0 ? yuan(Math.round(plan.price * 150) / 100) : null,
      inputTaxRate: '13',
      outputTaxRate: '13',
      saleState: index % 23 === 0 ? 0 : 1,
      saleMode: '1',
      meaUnit: plan.unit,
      searchNavIds: navIds.length > 0 ? [navIds[index % navIds.length] as number] : [],
      detail: {
        specModel: plan.spec,
        origin: plan.origin,
        yearS: '2',
        selfLife: plan.unit === '瓶' || plan.unit === '罐' ? '365' : '',
        barPrefixType: 1,
        currentStep: 0,
      },
      version: 1,
      createdAt: new Date(now.getTime() - (plans.length - index) * 3_600_000),
      updatedAt: new Date(now.getTime() - (plans.length - index) * 3_600_000),
    })),
  );
  const skuIds = skuRows.map((row) => row.id);

  // Sold in the five stores: every SKU in S001, most in the others.
  await insertBatched(
    tx,
    skuStores,
    skuIds.flatMap((skuId, index) =>
      storeIds
        .filter((_, storeIndex) => storeIndex === 0 || (index + storeIndex) % 5 !== 0)
        .map((storeId) => ({ tenantId, skuId, storeId })),
    ),
  );
  // Pack rates: a case of 12 or 24 for every eighth SKU.
  await insertBatched(
    tx,
    skuPackRates,
    skuIds
      .filter((_, index) => index % 8 === 0)
      .map((skuId, index) => ({
        tenantId,
        skuId,
        quantity: index % 2 === 0 ? 12 : 24,
        unit: '箱',
        barCode: ean13('6921', 500_000 + index * 11),
        sortOrder: 0,
      })),
  );
  await insertBatched(
    tx,
    skuPriceHistory,
    plans.map((plan, index) => ({
      tenantId,
      skuId: skuIds[index] as number,
      oldPrice: null,
      newPrice: yuan(plan.price),
      source: 'edit',
      changedAt: new Date(now.getTime() - (plans.length - index) * 3_600_000),
    })),
  );

  // Combined goods: parts by index into the plans.
  const combos: [string, number, [number, number][]][] = [
    [
      '早餐组合（牛奶+面包）',
      19.9,
      [
        [findPlan(plans, '伊利纯牛奶 250ml'), 2],
        [findPlan(plans, '良品铺子手撕面包 500g'), 1],
      ],
    ],
    [
      '追剧零食大礼包',
      49.9,
      [
        [findPlan(plans, '乐事薯片原味 70g'), 2],
        [findPlan(plans, '旺旺仙贝 52g'), 2],
        [findPlan(plans, '可口可乐 330ml'), 4],
      ],
    ],
    [
      '家庭洗护套装',
      99,
      [
        [findPlan(plans, '海飞丝去屑洗发露清爽型 400ml'), 1],
        [findPlan(plans, '舒肤佳纯白清香沐浴露 720ml'), 1],
        [findPlan(plans, '高露洁全面防蛀牙膏 140g'), 2],
      ],
    ],
    [
      '宝宝出行礼盒',
      159,
      [
        [findPlan(plans, '帮宝适超薄干爽纸尿裤 M码64片'), 1],
        [findPlan(plans, '好奇婴儿手口湿巾 80抽'), 2],
      ],
    ],
  ];
  for (const [index, [name, price, parts]] of combos.entries()) {
    const [comb] = await insertSkus(tx, [
      {
        tenantId,
        comb: 1,
        skuName: name,
        barCode: ean13('6922', 900_000 + index * 13),
        // On sale, so in a category: its first part's.
        categoryId: plans[parts[0]?.[0] ?? 0]?.categoryId ?? null,
        goodsNo: `C${String(index + 1).padStart(4, '0')}`,
        skuReferPrice: yuan(price),
        skuPurchPrice: yuan(Math.round(price * 70) / 100),
        meaUnit: '套',
        detail: { yearS: '2', barPrefixType: 1, currentStep: 0 },
        version: 1,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    if (!comb) throw new Error('combined good was not inserted');
    await tx.insert(combItems).values(
      parts.map(([planIndex, quantity], sortOrder) => ({
        tenantId,
        combSkuId: comb.id,
        subSkuId: skuIds[planIndex] as number,
        quantity,
        sortOrder,
      })),
    );
    await tx.insert(skuStores).values(storeIds.map((storeId) => ({ tenantId, skuId: comb.id, storeId })));
  }

  // Main/sub pairs: a case (main) and the piece (sub) it holds.
  const pairs: [string, string, number][] = [
    ['伊利纯牛奶 250ml×24', '伊利纯牛奶 250ml', 24],
    ['可口可乐 330ml×24', '可口可乐 330ml', 24],
    ['蒙牛纯牛奶 250ml×16', '蒙牛纯牛奶 250ml', 16],
  ];
  await tx.insert(mainSubItems).values(
    pairs.map(([main, sub, ratio]) => ({
      tenantId,
      mainSkuId: skuIds[findPlan(plans, main)] as number,
      subSkuId: skuIds[findPlan(plans, sub)] as number,
      ratio: String(ratio),
      createdAt: now,
    })),
  );

  // Price adjustment orders: a draft, one pending for next week, one effective since yesterday.
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, 'admin')));
  const orders = [
    {
      orderNo: 'TJ20260001',
      status: 'draft',
      effectiveAt: new Date(now.getTime() + 3 * DAY_MS),
      remark: '周末促销调价（草稿）',
    },
    {
      orderNo: 'TJ20260002',
      status: 'pending',
      effectiveAt: new Date(now.getTime() + 7 * DAY_MS),
      remark: '饮料夏季调价',
    },
    {
      orderNo: 'TJ20260003',
      status: 'effective',
      effectiveAt: new Date(now.getTime() - DAY_MS),
      remark: '纸品降价',
    },
  ];
  for (const [index, order] of orders.entries()) {
    const [row] = await tx
      .insert(priceAdjustments)
      .values({
        tenantId,
        orderNo: order.orderNo,
        status: order.status,
        allStores: index !== 1,
        storeIds: index === 1 ? storeIds.slice(0, 2) : [],
        effectiveAt: order.effectiveAt,
        remark: order.remark,
        createdBy: admin?.id ?? null,
        createdAt: new Date(now.getTime() - 2 * DAY_MS),
        appliedAt: order.status === 'effective' ? order.effectiveAt : null,
      })
      .returning({ id: priceAdjustments.id });
    if (!row) throw new Error('adjustment was not inserted');
    const chosen = plans
      .map((plan, planIndex) => ({ plan, planIndex }))
      .filter(({ plan }) => plan.skuName.includes(['薯片', '可乐', '抽纸'][index] as string))
      .slice(0, 4);
    const items = chosen.map(({ plan, planIndex }) => ({
      tenantId,
      adjustmentId: row.id,
      skuId: skuIds[planIndex] as number,
      newPrice: yuan(Math.round(plan.price * 90) / 100),
    }));
    if (items.length === 0) continue;
    await tx.insert(priceAdjustmentItems).values(items);
    if (order.status === 'effective') {
      for (const [itemIndex, item] of items.entries()) {
        const plan = chosen[itemIndex]?.plan as SkuPlan;
        await tx
          .update(skus)
          .set({ skuReferPrice: item.newPrice, minPrice: null, maxPrice: null })
          .where(eq(skus.id, item.skuId));
        await tx.insert(skuPriceHistory).values({
          tenantId,
          skuId: item.skuId,
          oldPrice: yuan(plan.price),
          newPrice: item.newPrice,
          source: 'adjustment',
          adjustmentId: row.id,
          changedAt: order.effectiveAt,
        });
      }
    }
  }

  // The commodity library: about 35 demo barcodes and 15 that no demo SKU has.
  const library = [
    ...plans
      .filter((_, index) => index % 8 === 3)
      .slice(0, 35)
      .map((plan) => ({
        barCode: plan.barCode,
        skuName: plan.skuName,
        brandName: brandRows.find((brand) => brand.id === plan.brandId)?.name ?? '',
        categoryName: plan.categoryName,
        specModel: plan.spec,
        meaUnit: plan.unit,
        origin: plan.origin,
        skuReferPrice: yuan(plan.price),
        shelfLifeDays: null,
      })),
    ...LIBRARY_ONLY.map(([name, brand, categoryName, spec, unit, price], index) => ({
      barCode: ean13('6923', 700_000 + index * 17),
      skuName: `${name} ${spec}`,
      brandName: brand,
      categoryName,
      specModel: spec,
      meaUnit: unit,
      origin: '',
      skuReferPrice: yuan(price),
      shelfLifeDays: 365,
    })),
  ];
  await tx.insert(commodityLibrary).values(library).onConflictDoNothing();
}

/** The plan index of the SKU of this name (the seed's own data: a missing one is a bug). */
function findPlan(plans: SkuPlan[], skuName: string): number {
  const index = plans.findIndex((plan) => plan.skuName === skuName);
  if (index < 0) throw new Error(`goods seed: no SKU named ${skuName}`);
  return index;
}

async function insertSkus(tx: Db, rows: (typeof skus.$inferInsert)[]) {
  const inserted: { id: number }[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    inserted.push(
      ...(await tx
        .insert(skus)
        .values(rows.slice(start, start + 500))
        .returning({ id: skus.id })),
    );
  }
  return inserted;
}

/** r-cashier (收银员) granting overview, orders and favourites, and the user `cashier` in S001. */
async function seedCashier(tx: Db, tenantId: number, now: Date): Promise<void> {
  await tx
    .insert(roles)
    .values({ tenantId, ...CASHIER_ROLE })
    .onConflictDoNothing();
  const wanted = idsUnder(rcadminMenu(), CASHIER_AREAS);
  const present = await tx
    .select({ id: menuResources.id })
    .from(menuResources)
    .where(and(eq(menuResources.tenantId, tenantId), inArray(menuResources.id, wanted)));
  if (present.length > 0) {
    await tx
      .insert(roleResources)
      .values(present.map((row) => ({ tenantId, roleId: CASHIER_ROLE.id, resourceId: row.id })))
      .onConflictDoNothing();
  }
  // Same password as the demo admin: the admin's hash (salted) serves as it is.
  const [admin] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, 'admin')));
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, 'S001')));
  if (!admin || !store) return;
  const [cashier] = await tx
    .insert(users)
    .values({
      tenantId,
      loginName: 'cashier',
      name: '收银员 Cashier',
      mobile: '13800000007',
      passwordHash: admin.passwordHash,
      initialPassword: false,
      passwordChangedAt: now,
      introduction: 'Cashier of the flagship store: no goods permission',
      roles: ['staff'],
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (cashier)
    await tx
      .insert(userStoreRoles)
      .values({ userId: cashier.id, storeId: store.id, roleIds: [CASHIER_ROLE.id] });
}
