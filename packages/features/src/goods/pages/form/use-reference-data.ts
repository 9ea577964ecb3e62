import type {
  CategoryNode,
  CommodityBase,
  GoodsConfSetting,
  NavNode,
  PropertyTemplate,
  StoreItem,
  SupplierItem,
  SysParams,
} from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { useCall } from '../../../kit';

/** What the goods form offers in its selects, loaded once per form. */
export interface ReferenceData {
  base: CommodityBase;
  sysParams: SysParams;
  conf: GoodsConfSetting;
  categories: CategoryNode[];
  navigation: NavNode[];
  suppliers: SupplierItem[];
  stores: StoreItem[];
  /** Property templates of the goods settings: the properties section adds from them. */
  propertyTemplates: PropertyTemplate[];
}

const EMPTY: ReferenceData = {
  base: {
    units: [],
    saleModes: [],
    saleStates: [],
    suitAges: [],
    suitSexes: [],
    yearSeasons: [],
    barPrefixTypes: [],
  },
  sysParams: { taxRates: [], priceDecimals: 2 },
  conf: {
    barCodeRequired: false,
    goodsNoAuto: false,
    maxPictures: 9,
    maxPictureSize: 5 * 1024 * 1024,
    maxPackRates: 20,
    maxSubSkus: 50,
  },
  categories: [],
  navigation: [],
  suppliers: [],
  stores: [],
  propertyTemplates: [],
};

/**
 * The form's reference data (getCommodityBase, getSysParams, getConfSetting.do, the category tree,
 * pubNav's tree, suppliers, stores, property templates), each through the kit's cache. A list that
 * fails stays empty: the shell has shown why.
 */
export function useReferenceData(kit: HostKit): ReferenceData {
  return {
    base: useCall(kit, 'goodsGetCommodityBase', undefined).data ?? EMPTY.base,
    sysParams: useCall(kit, 'goodsGetSysParams', undefined).data ?? EMPTY.sysParams,
    conf: useCall(kit, 'goodsGetConfSetting', undefined).data ?? EMPTY.conf,
    categories: useCall(kit, 'categoryTree', undefined).data ?? EMPTY.categories,
    navigation: useCall(kit, 'pubNavList', undefined).data ?? EMPTY.navigation,
    suppliers: useCall(kit, 'goodsQuerySupplierList', undefined).data ?? EMPTY.suppliers,
    stores: useCall(kit, 'goodsQueryStoreList', {}).data ?? EMPTY.stores,
    // Templates only help: without them the form still edits properties, so no message.
    propertyTemplates:
      useCall(kit, 'propertyTemplateList', undefined, { silent: true }).data ?? EMPTY.propertyTemplates,
  };
}
