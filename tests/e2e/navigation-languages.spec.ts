import { expect, test, type Page } from '@playwright/test';
import { signInAndLand } from './support';

/**
 * The navigation in the user's language: the sidebar, its pop-ups, the tabs, the function search
 * and the favourites name each menu entry in English or Spanish (the demo menu has both), and in
 * Chinese as before.
 */

type Language = 'en' | 'es' | 'zh';

/** The demo admin's sidebar, top to bottom: every seeded area (the favourites where the menu has them). */
const AREAS: Record<Language, string[]> = {
  en: [
    'Overview',
    'Orders',
    'Members',
    'Goods',
    'Services',
    'Cards',
    'Marketing',
    'Promotions',
    'Sales',
    'Inventory',
    'Warehouse',
    'Purchasing',
    'Finance',
    'Franchise',
    'Distribution',
    'Data',
    'Organisation',
    'Settings',
    'Favourites',
    'Mktg cloud',
    'Logistics',
    'Operations',
    'Stores',
    'Enablement',
    'Service desk',
    'Local delivery',
    'Processing',
    'Retail',
    'Supply chain',
    'SCRM',
    'Workflows',
    'Third party',
  ],
  es: [
    'Resumen',
    'Pedidos',
    'Socios',
    'Productos',
    'Servicios',
    'Tarjetas',
    'Marketing',
    'Promociones',
    'Ventas',
    'Inventario',
    'Almacén',
    'Compras',
    'Finanzas',
    'Franquicias',
    'Distribución',
    'Datos',
    'Organización',
    'Ajustes',
    'Favoritos',
    'Nube mkt',
    'Logística',
    'Operaciones',
    'Tiendas',
    'Capacitación',
    'Atención',
    'Reparto local',
    'Elaboración',
    'Minorista',
    'Suministro',
    'SCRM',
    'Flujos',
    'Terceros',
  ],
  zh: [
    '概况',
    '订单',
    '会员',
    '商品',
    '服务',
    '储值卡',
    '营销',
    '促销',
    '销售',
    '库存',
    '仓储',
    '采购',
    '财务',
    '加盟',
    '分销',
    '数据',
    '组织',
    '设置',
    '收藏夹',
    '营销云',
    '物流',
    '运营',
    '门店管理',
    '赋能',
    '客服',
    '同城配送',
    '加工',
    '零售',
    '供应链',
    'SCRM',
    '流程',
    '第三方',
  ],
};

/** The shell's own words the flows use, per language. */
const WORDS = {
  en: {
    language: 'Change language',
    search: 'Function search',
    add: 'Add to favourites',
    remove: 'Remove from favourites',
    added: 'Added to favourites',
    removed: 'Removed from favourites',
  },
  es: {
    language: 'Cambiar idioma',
    search: 'Búsqueda de funciones',
    add: 'Añadir a favoritos',
    remove: 'Quitar de favoritos',
    added: 'Añadido a favoritos',
    removed: 'Quitado de favoritos',
  },
  zh: {
    language: '切换语言',
    search: '功能搜索',
    add: '收藏',
    remove: '取消收藏',
    added: '收藏成功',
    removed: '取消收藏成功',
  },
} as const;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', zh: '中文' };

const sidebar = (page: Page) => page.getByRole('navigation', { name: /Main menu|Menú principal|主菜单/ });
const areas = (page: Page) => sidebar(page).locator('button.rc-area');
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });
const tabs = (page: Page) => page.getByRole('tab');

/** Hovers an area until its pop-up shows `entry`; answers the pop-up. */
async function openArea(page: Page, area: string, entry: string) {
  const button = submenu(page).getByRole('button', { name: entry, exact: true });
  await expect(async () => {
    await sidebar(page).getByRole('button', { name: area, exact: true }).hover();
    await expect(button).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return submenu(page);
}

async function openPage(page: Page, area: string, entry: string) {
  const popup = await openArea(page, area, entry);
  await popup.getByRole('button', { name: entry, exact: true }).click();
  // The pointer leaves the pop-up, as a person's would after choosing.
  await page.mouse.move(600, 600);
}

/** The top bar's language switch, from `from` to `to`: no page reloads. */
async function switchLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('button', { name: WORDS[from].language }).click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAMES[to] }).click();
}

/** Opens a page through the function search: types `query`, chooses the suggestion named `entry`. */
async function searchAndOpen(page: Page, language: Language, query: string, entry: string, where: string) {
  const box = page.getByRole('combobox', { name: WORDS[language].search });
  await box.click();
  await box.fill(query);
  const option = page.getByRole('option').filter({ hasText: entry }).filter({ hasText: where });
  await expect(option).toHaveCount(1);
  await option.click();
}

test.describe('navigation in the user language', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[MENU-06] [I18N-01] [I18N-03] [SHELL-06] [SHELL-11] the sidebar, its pop-ups and the tabs are named in English or Spanish, change with the language without a reload, and stay Chinese in zh', async ({
    page,
  }) => {
    await signInAndLand(page);
    await expect(areas(page)).toHaveText(AREAS.en);
    await expect(tabs(page)).toHaveText(['Business overview']);
    await openPage(page, 'Goods', 'Categories');
    await expect(page).toHaveURL(/\/goods\/category\/list$/);
    await expect(tabs(page)).toHaveText(['Business overview', 'Categories']);

    // The open page stays as it is (no reload): a mark left on the window outlives the switch.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await switchLanguage(page, 'en', 'es');
    await expect(areas(page)).toHaveText(AREAS.es);
    await expect(tabs(page)).toHaveText(['Resumen del negocio', 'Categorías']);
    await openPage(page, 'Productos', 'Marcas');
    await expect(page).toHaveURL(/\/goods\/brand\/blist$/);
    await expect(tabs(page)).toHaveText(['Resumen del negocio', 'Categorías', 'Marcas']);
    // An entry without a Spanish name would show its Chinese one; the groups are named too.
    const popup = await openArea(page, 'Productos', 'Categorías');
    await expect(popup.getByText('Datos maestros de productos', { exact: true })).toBeVisible();
    await page.mouse.move(600, 600);

    await switchLanguage(page, 'es', 'zh');
    await expect(areas(page)).toHaveText(AREAS.zh);
    await expect(tabs(page)).toHaveText(['经营概况', '商品分类', '品牌']);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await openPage(page, '商品', '调价单');
    await expect(tabs(page)).toHaveText(['经营概况', '商品分类', '品牌', '调价单']);

    // Restored after a reload, in the language chosen.
    await switchLanguage(page, 'zh', 'en');
    await expect(tabs(page)).toHaveText(['Business overview', 'Categories', 'Brands', 'Price adjustments']);
    await page.reload();
    await expect(areas(page)).toHaveText(AREAS.en);
    await expect(tabs(page)).toHaveText(['Business overview', 'Categories', 'Brands', 'Price adjustments']);
  });

  test('[MENU-18] [I18N-01] the function search finds a goods page by its English or Spanish name and by its Chinese pinyin', async ({
    page,
  }) => {
    await signInAndLand(page);
    await searchAndOpen(page, 'en', 'price adj', 'Price adjustments', 'Goods / Goods master data');
    await expect(page).toHaveURL(/\/goods\/priceAdjustment\/priceAdjustmentIndex$/);
    await expect(page.getByRole('tab', { name: 'Price adjustments' })).toBeVisible();
    // The Chinese name's initials find it too, named in English.
    await searchAndOpen(page, 'en', 'spfl', 'Categories', 'Goods / Goods master data');
    await expect(page).toHaveURL(/\/goods\/category\/list$/);

    await switchLanguage(page, 'en', 'es');
    await searchAndOpen(page, 'es', 'marcas', 'Marcas', 'Productos / Datos maestros de productos');
    await expect(page).toHaveURL(/\/goods\/brand\/blist$/);
    await expect(page.getByRole('tab', { name: 'Marcas' })).toBeVisible();
    await searchAndOpen(
      page,
      'es',
      'pinpaifenlei',
      'Categorías de marca',
      'Productos / Datos maestros de productos',
    );
    await expect(page).toHaveURL(/\/goods\/brand\/brandcategorylist$/);

    await switchLanguage(page, 'es', 'zh');
    await searchAndOpen(page, 'zh', '调价', '调价单', '商品 / 商品资料');
    await expect(page).toHaveURL(/\/goods\/priceAdjustment\/priceAdjustmentIndex$/);
  });

  test('[FAV-01] [FAV-04] [FAV-06] [I18N-01] a favourite is starred and found by its name in the language', async ({
    page,
  }) => {
    await signInAndLand(page);
    let popup = await openArea(page, 'Goods', 'Brand categories');
    await popup.getByRole('button', { name: `${WORDS.en.add} Brand categories` }).click();
    await expect(page.getByText(WORDS.en.added)).toBeVisible();
    await page.mouse.move(600, 600);
    popup = await openArea(page, 'Favourites', 'Brand categories');
    // Grouped under its area, named in the language.
    await expect(popup.getByText('Goods', { exact: true })).toBeVisible();
    await page.mouse.move(600, 600);

    await switchLanguage(page, 'en', 'es');
    popup = await openArea(page, 'Favoritos', 'Categorías de marca');
    await expect(popup.getByText('Productos', { exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Categorías de marca', exact: true }).click();
    await expect(page).toHaveURL(/\/goods\/brand\/brandcategorylist$/);
    await expect(page.getByRole('tab', { name: 'Categorías de marca' })).toBeVisible();
    await page.mouse.move(600, 600);

    await switchLanguage(page, 'es', 'zh');
    popup = await openArea(page, '收藏夹', '品牌分类');
    await popup.getByRole('button', { name: `${WORDS.zh.remove} 品牌分类` }).click();
    await expect(page.getByText(WORDS.zh.removed)).toBeVisible();
    await expect(popup.getByRole('button', { name: '品牌分类', exact: true })).toHaveCount(0);
  });
});
