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
import { call } from '../../../kit';

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
    call(kit, 'goodsGetCommodityBase').then(keep('base'), ignore);
    call(kit, 'goodsGetSysParams').then(keep('sysParams'), ignore);
    call(kit, 'goodsGetConfSetting').then(keep('conf'), ignore);
    call(kit, 'categoryTree').then(keep('categories'), ignore);
    call(kit, 'pubNavList').then(keep('navigation'), ignore);
    call(kit, 'goodsQuerySupplierList').then(keep('suppliers'), ignore);
    call(kit, 'goodsQueryStoreList', {}).then(keep('stores'), ignore);
    // Templates only help: without them the form still edits properties, so no message.
    call(kit, 'propertyTemplateList', undefined, { silent: true }).then(keep('propertyTemplates'), ignore);
    return () => {
      live = false;
    };
  }, [kit]);
  return data;
}
