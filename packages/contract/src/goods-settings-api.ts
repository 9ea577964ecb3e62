import { Type } from 'typebox';
import { call } from './call-spec';
import { CatalogueId, OptionalCatalogueId } from './goods-catalogue-entities';
import {
  BAR_PREFIX_CODE_LENGTH,
  NAV_MAX_DEPTH,
  PROPERTY_TEMPLATE_VALUES_MAX,
  UNIT_NAME_MAX,
  goodsSettingsCalls as calls,
} from './goods-settings-calls';
import {
  BarPrefixRule,
  BarPrefixRuleList,
  GoodsTaxRate,
  GoodsTaxRateList,
  GoodsUnit,
  GoodsUnitList,
  NavIconName,
  NavName,
  NavSettingNode,
  PropertyTemplate,
  Supplier,
} from './goods-settings-entities';

const Name = (max: number) => Type.String({ minLength: 1, maxLength: max });
/** A supplier code: letters, digits, '-', '_' and '.'. */
const SupplierCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_.-]+$' });
/** A percentage with at most two decimals ('13', '6.5'); 0–100 is checked by the call (4220). */
const Rate = Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$' });
/** A small whole number posted as text. */
const Digits = Type.String({ pattern: '^[0-9]{1,6}$' });

const IN_USE = '4092 while SKUs (the recycle bin too) use it, saying how many.';

/** Schemas of the goods settings and store navigation calls (goods-settings-calls.ts). */
export const goodsSettingsApi = {
  // ---- units (a SKU's meaUnit)
  unitList: call({
    ...calls.unitList,
    result: GoodsUnitList,
    summary: "The tenant's units in order, or the built-in ones (builtIn) while it has none.",
  }),
  unitSave: call({
    ...calls.unitSave,
    body: Type.Object({
      /** Empty or absent: a new unit. */
      unitId: Type.Optional(OptionalCatalogueId),
      name: Name(UNIT_NAME_MAX),
    }),
    result: GoodsUnit,
    summary:
      `Add a unit (1–${UNIT_NAME_MAX} characters, unique in the tenant: 4091) or rename one; a rename carries ` +
      "over to the SKUs and pack rates that use it. A tenant's first unit copies the built-in list first.",
  }),
  unitDelete: call({
    ...calls.unitDelete,
    body: Type.Object({ unitId: CatalogueId }),
    result: Type.Boolean(),
    summary: `Delete a unit; ${IN_USE}`,
  }),

  // ---- tax rates (a SKU's inputTaxRate and outputTaxRate)
  taxRateList: call({
    ...calls.taxRateList,
    result: GoodsTaxRateList,
    summary: "The tenant's tax rates from low to high, or the built-in ones (builtIn) while it has none.",
  }),
  taxRateSave: call({
    ...calls.taxRateSave,
    body: Type.Object({ taxRateId: Type.Optional(OptionalCatalogueId), rate: Rate }),
    result: GoodsTaxRate,
    summary:
      'Add a tax rate or change an unused one: 0–100 percent with at most two decimals (4220), unique (4091); ' +
      'a rate SKUs use is not changed (4092). The first one copies the built-in list first.',
  }),
  taxRateDelete: call({
    ...calls.taxRateDelete,
    body: Type.Object({ taxRateId: CatalogueId }),
    result: Type.Boolean(),
    summary: `Delete a tax rate; ${IN_USE}`,
  }),

  // ---- suppliers (a SKU's supplierId and sendSupplierId)
  supplierList: call({
    ...calls.supplierList,
    result: Type.Array(Supplier),
    summary: "The tenant's suppliers by code.",
  }),
  supplierSave: call({
    ...calls.supplierSave,
    body: Type.Object({
      supplierId: Type.Optional(OptionalCatalogueId),
      code: SupplierCode,
      name: Name(100),
    }),
    result: Supplier,
    summary: 'Add or edit a supplier; its code is unique in the tenant (4091).',
  }),
  supplierDelete: call({
    ...calls.supplierDelete,
    body: Type.Object({ supplierId: CatalogueId }),
    result: Type.Boolean(),
    summary: `Delete a supplier; ${IN_USE}`,
  }),

  // ---- property templates (offered by the goods form's properties)
  propertyTemplateList: call({
    ...calls.propertyTemplateList,
    result: Type.Array(PropertyTemplate),
    summary: "The tenant's property templates in order, with their values and versions.",
  }),
  propertyTemplateSave: call({
    ...calls.propertyTemplateSave,
    body: Type.Object({
      templateId: Type.Optional(OptionalCatalogueId),
      name: Name(50),
      values: Type.Array(Type.String({ maxLength: 50 }), { maxItems: PROPERTY_TEMPLATE_VALUES_MAX }),
      /** The version read, when editing. */
      version: Type.Optional(Type.Integer({ minimum: 1 })),
    }),
    result: PropertyTemplate,
    summary:
      `Add or edit a property template: a name unique in the tenant (4091) and 1–${PROPERTY_TEMPLATE_VALUES_MAX} ` +
      'values, each non-empty and once (4220 naming values.N). An edit names the version it read (4009 when ' +
      'another save came first).',
  }),
  propertyTemplateDelete: call({
    ...calls.propertyTemplateDelete,
    body: Type.Object({ templateId: CatalogueId }),
    result: Type.Boolean(),
    summary: 'Delete a property template (SKUs keep the properties they were given).',
  }),

  // ---- barcode prefix rules (the goods form's barPrefixType)
  barPrefixRuleList: call({
    ...calls.barPrefixRuleList,
    result: BarPrefixRuleList,
    summary: "The tenant's barcode prefix rules by type and prefix, or the built-in ones (builtIn).",
  }),
  barPrefixRuleSave: call({
    ...calls.barPrefixRuleSave,
    body: Type.Object({
      ruleId: Type.Optional(OptionalCatalogueId),
      type: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]),
      /** Digits only, unique in the tenant (4091), shorter than the code length. */
      prefix: Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' }),
      name: Name(20),
      codeLength: Type.String({ pattern: '^[0-9]{1,2}$' }),
    }),
    result: BarPrefixRule,
    summary:
      `Add or edit a barcode prefix rule: a code length of ${BAR_PREFIX_CODE_LENGTH.min}–${BAR_PREFIX_CODE_LENGTH.max} ` +
      'digits and a prefix shorter than it (4220). The first one copies the built-in rules first.',
  }),
  barPrefixRuleDelete: call({
    ...calls.barPrefixRuleDelete,
    body: Type.Object({ ruleId: CatalogueId }),
    result: Type.Boolean(),
    summary: 'Delete a barcode prefix rule.',
  }),

  // ---- store navigation
  navTree: call({
    ...calls.navTree,
    result: Type.Array(NavSettingNode),
    summary: `The store navigation tree (${NAV_MAX_DEPTH} levels at most) with icons, order and SKU counts.`,
  }),
  navSave: call({
    ...calls.navSave,
    body: Type.Object({
      /** Set: rename that shelf or change its icon; empty or absent: a new one. */
      navId: Type.Optional(OptionalCatalogueId),
      /** For a new shelf: its parent ('' or absent = a top shelf). */
      parentId: Type.Optional(OptionalCatalogueId),
      name: NavName,
      icon: Type.Optional(NavIconName),
    }),
    result: Type.Object({ navId: Type.String() }),
    summary:
      `Add a shelf under parentId (${NAV_MAX_DEPTH} levels at most: 4220) or rename one / change its icon. ` +
      'Names are unique among siblings (4091).',
  }),
  navMove: call({
    ...calls.navMove,
    body: Type.Object({
      navId: CatalogueId,
      /** The new parent; '' = a top shelf. */
      parentId: OptionalCatalogueId,
      /** Position among the new siblings (0 = first); beyond the end = last. */
      index: Digits,
    }),
    result: Type.Boolean(),
    summary:
      'Move a shelf (with the shelves under it) under another parent and/or reorder it among its siblings. ' +
      `Refused (4220) under itself or one of its own shelves, or deeper than ${NAV_MAX_DEPTH} levels.`,
  }),
  navDelete: call({
    ...calls.navDelete,
    body: Type.Object({ navId: CatalogueId }),
    result: Type.Boolean(),
    summary:
      'Delete a shelf with the shelves under it; refused (4092) while SKUs (the recycle bin too) are listed ' +
      'under any of them, saying how many.',
  }),
} as const;
