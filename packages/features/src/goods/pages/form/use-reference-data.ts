import { useEffect, useState } from 'react';
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
import { categoryTree } from '../../api/category-tree';
import { goodsGetCommodityBase } from '../../api/goods-get-commodity-base';
import { goodsGetConfSetting } from '../../api/goods-get-conf-setting';
import { goodsGetSysParams } from '../../api/goods-get-sys-params';
import { goodsQueryStoreList } from '../../api/goods-query-store-list';
import { goodsQuerySupplierList } from '../../api/goods-query-supplier-list';
import { propertyTemplateList } from '../../api/property-template-list';
import { pubNavList } from '../../api/pub-nav-list';

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
 * Loads the form's reference data (getCommodityBase, getSysParams, getConfSetting.do, the category
 * tree, pubNav's tree, suppliers, stores, property templates). A list that fails stays empty: the shell
 * has shown why.
 */
export function useReferenceData(kit: HostKit): ReferenceData {
  const [data, setData] = useState<ReferenceData>(EMPTY);
  useEffect(() => {
    let live = true;
    const keep =
      <K extends keyof ReferenceData>(key: K) =>
      (value: ReferenceData[K]) => {
        if (live) setData((current) => ({ ...current, [key]: value }));
      };
    const ignore = () => undefined;
    goodsGetCommodityBase(kit).then(keep('base'), ignore);
    goodsGetSysParams(kit).then(keep('sysParams'), ignore);
    goodsGetConfSetting(kit).then(keep('conf'), ignore);
    categoryTree(kit).then(keep('categories'), ignore);
    pubNavList(kit).then(keep('navigation'), ignore);
    goodsQuerySupplierList(kit).then(keep('suppliers'), ignore);
    goodsQueryStoreList(kit, {}).then(keep('stores'), ignore);
    // Templates only help: without them the form still edits properties, so no message.
    propertyTemplateList(kit, { silent: true }).then(keep('propertyTemplates'), ignore);
    return () => {
      live = false;
    };
  }, [kit]);
  return data;
}
