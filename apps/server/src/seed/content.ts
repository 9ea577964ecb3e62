/** Demo notices: Chinese and English, some longer than the 20 characters the popover shows. */
export const NOTICES = [
  {
    text: '系统将于本周六 02:00-04:00 进行升级维护，期间后台暂停服务，请提前做好安排',
    link: '/noticelist',
    daysAgo: 1,
    publishedPc: true,
  },
  {
    text: 'New: combined goods now support stock sharing across stores',
    link: '/goods/cindex/list',
    daysAgo: 3,
    publishedPc: true,
  },
  { text: '春季促销活动配置指南已发布', link: '/helpartlist', daysAgo: 6, publishedPc: true },
  {
    text: 'Reminder: review your store opening hours before the public holiday',
    link: '/organization/DeptIndex',
    daysAgo: 10,
    publishedPc: true,
  },
  { text: '会员积分规则调整通知', link: '', daysAgo: 15, publishedPc: true },
  {
    text: '旧版数据报表将于下月下线，请尽快迁移到新版数据中心 (dataNew)',
    link: '/dataNew/index',
    daysAgo: 30,
    publishedPc: false,
  },
];

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** Demo help centre articles (column 18), plain text paragraphs. */
export const HELP_ARTICLES = [
  {
    title: '如何创建商品档案',
    coverPath: '',
    daysAgo: 2,
    content: paragraphs(
      '进入 商品 > 商品管理 > 商品档案，点击“新建”。',
      '填写商品名称、条码、分类与品牌，设置参考售价与进价后保存。',
      '保存后可在列表中编辑、查看或删除该商品。',
    ),
  },
  {
    title: 'Getting started with rcadmin',
    coverPath: '',
    daysAgo: 4,
    content: paragraphs(
      'Sign in with your platform number, account and password.',
      'Pick your store in the top bar: the menu follows the roles you hold in that store.',
      'Star a page in the menu to keep it in your favourites.',
    ),
  },
  {
    title: '门店信息维护说明',
    coverPath: '',
    daysAgo: 5,
    content: paragraphs(
      '在 组织 > 部门/门店 中维护门店地址、营业时间与配送设置。',
      '停用门店后，其员工将无法再选择该门店。',
    ),
  },
  {
    title: 'Changing your password',
    coverPath: '',
    daysAgo: 7,
    content: paragraphs(
      'Open the user menu in the top bar and choose Change password.',
      'A password has 8 to 20 characters; in enhanced mode it mixes upper case, lower case and digits.',
      'After the change you sign in again on every device.',
    ),
  },
  {
    title: '调价单使用指南',
    coverPath: '',
    daysAgo: 9,
    content: paragraphs('调价单用于批量调整商品售价。', '新建调价单，选择商品与门店，填写新价格并提交审核。'),
  },
  {
    title: 'Importing goods in bulk',
    coverPath: '',
    daysAgo: 12,
    content: paragraphs(
      'Settings > Tools > Bulk import takes a spreadsheet of goods.',
      'Download the template first, fill one row per item and upload it.',
    ),
  },
  {
    title: '收藏夹的使用',
    coverPath: '',
    daysAgo: 14,
    content: paragraphs(
      '在菜单中点击星标即可收藏常用页面。',
      '收藏的页面显示在“收藏夹”分组中，再次点击星标取消收藏。',
    ),
  },
  {
    title: 'Embedding third-party pages',
    coverPath: '',
    daysAgo: 18,
    content: paragraphs(
      'Third-party pages open in a frame tab and talk to the admin through the rcadmin SDK.',
      'Ask your vendor to add the admin origin to their allowlist.',
    ),
  },
  {
    title: '电子围栏设置',
    coverPath: '',
    daysAgo: 21,
    content: paragraphs('在 组织 > 电子围栏 中为门店绘制配送范围。', '范围外的订单将无法选择同城配送。'),
  },
  {
    title: 'Downloading the POS client',
    coverPath: '',
    daysAgo: 25,
    content: paragraphs(
      'The download centre lists the POS client for each platform.',
      'Install it on the till and sign in with your store account.',
    ),
  },
];

/** Demo clients of the download centre; the installers live on the company's download host. */
export const CLIENT_DOWNLOADS = [
  {
    name: '零售收银 POS (Windows)',
    platform: 'windows',
    version: '3.2.0',
    url: 'https://download.rcadmin.com/pos/rcadmin-pos-3.2.0-setup.exe',
    fileSize: '86 MB',
    description: '门店收银、会员与库存，离线可用',
    daysAgo: 5,
  },
  {
    name: 'Retail Admin (Android)',
    platform: 'android',
    version: '2.8.1',
    url: 'https://download.rcadmin.com/app/rcadmin-2.8.1.apk',
    fileSize: '42 MB',
    description: 'Store orders, stock checks and notices on the phone',
    daysAgo: 12,
  },
  {
    name: 'Retail Admin (iOS)',
    platform: 'ios',
    version: '2.8.0',
    url: 'https://apps.apple.com/app/rcadmin/id0000000000',
    fileSize: '51 MB',
    description: 'Store orders, stock checks and notices on the phone',
    daysAgo: 20,
  },
];
