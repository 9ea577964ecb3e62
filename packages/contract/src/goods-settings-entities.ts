import { Type, type Static, type TSchema } from 'typebox';
import { NAV_ICONS, NAV_NAME_MAX } from './goods-settings-calls';

// Entities of the goods settings and store navigation calls (goods-settings-calls.ts). Ids travel
// as digit strings; a list row of a built-in list has id '' (see `builtIn`).

/** A list the tenant keeps, or the built-in one the goods form offers while the tenant has none. */
const TenantList = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    /**
     * True: the tenant has no list of its own and these built-in entries (id '') are what the goods
     * form offers; the first one added makes them the tenant's own list.
     */
    builtIn: Type.Boolean(),
  });

export const GoodsUnit = Type.Object({
  unitId: Type.String(),
  name: Type.String(),
});
export type GoodsUnit = Static<typeof GoodsUnit>;
export const GoodsUnitList = TenantList(GoodsUnit);
export type GoodsUnitList = Static<typeof GoodsUnitList>;

export const GoodsTaxRate = Type.Object({
  taxRateId: Type.String(),
  /** In percent, as the goods form offers it ('13', '6.5'). */
  rate: Type.String(),
});
export type GoodsTaxRate = Static<typeof GoodsTaxRate>;
export const GoodsTaxRateList = TenantList(GoodsTaxRate);
export type GoodsTaxRateList = Static<typeof GoodsTaxRateList>;

export const Supplier = Type.Object({
  supplierId: Type.String(),
  code: Type.String(),
  name: Type.String(),
});
export type Supplier = Static<typeof Supplier>;

export const PropertyTemplate = Type.Object({
  templateId: Type.String(),
  name: Type.String(),
  values: Type.Array(Type.String()),
  /** Optimistic lock: a save names the version it edited. */
  version: Type.Integer(),
});
export type PropertyTemplate = Static<typeof PropertyTemplate>;

export const BarPrefixRule = Type.Object({
  ruleId: Type.String(),
  /** 1 standard, 2 in-store, 3 weighed (the SKU's barPrefixType). */
  type: Type.Integer({ minimum: 1, maximum: 3 }),
  /** The digits the barcodes start with. */
  prefix: Type.String(),
  name: Type.String(),
  /** How many digits the barcodes have (8–18). */
  codeLength: Type.Integer(),
});
export type BarPrefixRule = Static<typeof BarPrefixRule>;
export const BarPrefixRuleList = TenantList(BarPrefixRule);
export type BarPrefixRuleList = Static<typeof BarPrefixRuleList>;

// ---- store navigation: a tree of at most three levels
/** A shelf's icon: one of NAV_ICONS, or '' for none. */
export const NavIconName = Type.Enum(['', ...NAV_ICONS]);
/** A shelf's name: 1–20 characters. */
export const NavName = Type.String({ minLength: 1, maxLength: NAV_NAME_MAX });

const navFields = {
  navId: Type.String(),
  /** '' for a top shelf. */
  parentId: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  sortOrder: Type.Integer(),
  /** SKUs (out of the recycle bin) listed under this shelf itself. */
  skuCount: Type.Integer(),
};
const NavSettingLeaf = Type.Object({ ...navFields, children: Type.Array(Type.Never()) });
const NavSettingLevel2 = Type.Object({ ...navFields, children: Type.Array(NavSettingLeaf) });
/** A top shelf with its children and grandchildren, as the store navigation page edits them. */
export const NavSettingNode = Type.Object({ ...navFields, children: Type.Array(NavSettingLevel2) });
/** Any shelf of the tree (children empty on the third level). */
export interface NavTreeNode {
  navId: string;
  parentId: string;
  name: string;
  icon: string;
  level: number;
  sortOrder: number;
  skuCount: number;
  children: NavTreeNode[];
}
