/**
 * The bulk import's texts in Chinese, reached as `batchImport.*`: the import steps, the job's
 * result and the history of imports and exports. The typed source of the module's texts: en.ts and
 * es.ts have its shape, and the kit's textsOf checks keys against it. Buttons, states and common
 * errors are `common.*` (kit/i18n).
 */
export const zh = {
  routes: {
    batchImportl: '批量导入',
    batchImporte: '批量导入',
    batchExcel: '导入导出记录',
  },
  title: '批量导入',
  tabs: {
    importTab: '导入',
    exportTab: '导入导出记录',
  },
  types: {
    goods: '商品',
    combGoods: '组合商品',
    prices: '商品价格',
    stores: '门店',
    employees: '员工',
    categories: '商品分类',
    brands: '品牌',
    goodsExport: '商品导出',
    storeExport: '门店导出',
    storeDeliveryExport: '门店配送导出',
    operationLogExport: '操作日志导出',
  },
  step: {
    type: '1. 选择导入类型',
    template: '2. 下载模板并填写',
    mode: '3. 选择导入方式',
    file: '4. 上传文件',
  },
  noTypes: '您没有可以导入的数据类型',
  templateButton: '下载{{type}}导入模板',
  templateHint: '模板的“填写说明”表列出每一列的要求；带 * 的列必填。',
  required: '必填列：{{columns}}',
  modes: {
    valid: '导入正确的行，跳过有错误的行',
    all: '全部正确才导入（有任何错误则不导入）',
  },
  modeShort: {
    valid: '仅正确行',
    all: '全部或不导入',
    '': '—',
  },
  drop: '点击或拖拽文件到这里上传',
  dropHint: '支持 .xlsx 和 .csv（UTF-8 或 GBK），最多 {{rows}} 行、{{size}}',
  wrongFile: '只能上传 .xlsx 或 .csv 文件',
  tooLarge: '文件不能超过 {{size}}',
  uploading: '正在上传…',
  status: {
    queued: '排队中',
    running: '导入中',
    done: '已完成',
    failed: '失败',
  },
  progress: '已处理 {{processed}} / {{total}} 行',
  resultDone: '导入完成：成功 {{ok}} 行，未导入 {{errors}} 行',
  resultFailed: '导入失败',
  refused: '未导入的行',
  row: '行号',
  column: '列',
  reason: '原因',
  report: '下载错误报告',
  again: '再导入一个文件',
  history: {
    all: '全部',
    import: '导入',
    export: '导出',
    type: '类型',
    kind: '导入/导出',
    mode: '方式',
    file: '文件',
    total: '总行数',
    ok: '成功',
    errors: '失败',
    user: '操作人',
    action: '操作',
    download: '下载文件',
    report: '错误报告',
    count: '共 {{total}} 条',
    empty: '还没有导入或导出记录',
  },
  loadFailed: '加载失败',
};

export type BatchImportTexts = typeof zh;
