import type { SkuDraft, StoreForm } from '@rcadmin/contract';
import { codeValue, namesValue, type ChangeField, type ChangeValue } from './change-list';

/**
 * The fields the operation log's change lists compare (change-list.ts), per kind of record: what a
 * merchant reads in the form, by name (a category's, a store's), never by id.
 */

const percent = (rate: string) => (rate === '' ? '' : `${rate}%`);

/** A SKU as the goods form shows it (getSku's draft). */
export const SKU_CHANGE_FIELDS: readonly ChangeField<SkuDraft>[] = [
  { label: 'changeSkuName', value: (sku) => sku.skuName },
  { label: 'changeBarCode', value: (sku) => sku.barCode },
  { label: 'changeGoodsNo', value: (sku) => sku.goodsNo },
  { label: 'changeShortName', value: (sku) => sku.shortName },
  { label: 'changeCategory', value: (sku) => sku.categoryName },
  { label: 'changeBrand', value: (sku) => sku.brandName },
  { label: 'changeSupplier', value: (sku) => sku.supplierName },
  { label: 'changeSkuReferPrice', value: (sku) => sku.skuReferPrice },
  { label: 'changeSkuPurchPrice', value: (sku) => sku.skuPurchPrice },
  { label: 'changeMinPrice', value: (sku) => sku.minPrice },
  { label: 'changeMaxPrice', value: (sku) => sku.maxPrice },
  { label: 'changeInputTaxRate', value: (sku) => percent(sku.inputTaxRate) },
  { label: 'changeOutputTaxRate', value: (sku) => percent(sku.outputTaxRate) },
  { label: 'changeSaleState', value: (sku) => saleStateValue(sku.saleState) },
  { label: 'changeSaleMode', value: (sku) => saleModeValue(sku.saleMode) },
  { label: 'changeMeaUnit', value: (sku) => sku.meaUnit },
  { label: 'changeSpecModel', value: (sku) => sku.specModel },
  { label: 'changeSkuStores', value: (sku) => namesValue(sku.storeList.map((store) => store.storeName)) },
  {
    label: 'changeParts',
    value: (sku) => namesValue(sku.subSkus.map((part) => `${part.skuName} × ${part.quantity}`)),
  },
  { label: 'changeRemark', value: (sku) => sku.remark },
];

export const saleStateValue = (state: number): ChangeValue =>
  codeValue(state, { 1: 'saleStateOn', 0: 'saleStateOff' });
export const saleModeValue = (mode: string): ChangeValue =>
  codeValue(mode, { 1: 'saleModePiece', 2: 'saleModeWeight' });

const yesNo = (flag: string): ChangeValue => codeValue(flag, { 1: 'changeYes', 0: 'changeNo' });
export const storeStatusValue = (status: string | number): ChangeValue =>
  codeValue(status, { 1: 'deptStatus1', 0: 'deptStatus0' });

/** A store as its form shows it, with its franchisee's name (the form holds its id). */
export type NamedStoreForm = StoreForm & { franchiseeName: string };

export const STORE_CHANGE_FIELDS: readonly ChangeField<NamedStoreForm>[] = [
  { label: 'changeStoreCode', value: (store) => store.storeid },
  { label: 'changeStoreName', value: (store) => store.storename },
  {
    label: 'changeStoreType',
    value: (store) => codeValue(store.type, { 1: 'deptType1', 2: 'deptType2', 3: 'deptType3' }),
  },
  { label: 'changeStoreStatus', value: (store) => storeStatusValue(store.status) },
  { label: 'changeAddress', value: (store) => store.address },
  { label: 'changeLeader', value: (store) => store.leaderOneName },
  { label: 'changeLeaderPhone', value: (store) => store.leaderOnePhone },
  { label: 'changeHotline', value: (store) => store.serviceHotline },
  {
    label: 'changeBusinessHours',
    value: (store) => (store.startTime || store.endTime ? `${store.startTime}–${store.endTime}` : ''),
  },
  { label: 'changeDelivery', value: (store) => yesNo(store.isDelivery) },
  { label: 'changeFetch', value: (store) => yesNo(store.isFetch) },
  { label: 'changeFreight', value: (store) => store.freight },
  { label: 'changeFreightThreshold', value: (store) => store.freightThreshold },
  {
    label: 'changeFranchiseeType',
    value: (store) =>
      codeValue(store.franchiseeType, {
        1: 'deptFranchiseeType1',
        2: 'deptFranchiseeType2',
        3: 'deptFranchiseeType3',
      }),
  },
  { label: 'changeFranchisee', value: (store) => store.franchiseeName },
  {
    label: 'changeServeMode',
    value: (store) =>
      codeValue(store.serveTimeMode, { 1: 'deptServeMode1', 2: 'deptServeMode2', 3: 'deptServeMode3' }),
  },
];

/** An employee as its form shows it, with its store's name. */
export interface NamedEmployee {
  empCode: string;
  name: string;
  mobile: string;
  email: string;
  position: string;
  sex: number;
  remark: string;
  /** The name of its store or department (the form holds its code). */
  deptName: string;
  orgCode: string;
}

export const EMPLOYEE_CHANGE_FIELDS: readonly ChangeField<NamedEmployee>[] = [
  { label: 'changeEmpCode', value: (employee) => employee.empCode },
  { label: 'changeEmpName', value: (employee) => employee.name },
  { label: 'changeMobile', value: (employee) => employee.mobile },
  { label: 'changeEmail', value: (employee) => employee.email },
  { label: 'changePosition', value: (employee) => employee.position },
  {
    label: 'changeSex',
    value: (employee) =>
      codeValue(employee.sex, { 0: 'changeSexUnknown', 1: 'changeSexMale', 2: 'changeSexFemale' }),
  },
  { label: 'changeDept', value: (employee) => employee.deptName },
  { label: 'changeOrg', value: (employee) => employee.orgCode },
  { label: 'changeRemark', value: (employee) => employee.remark },
];

export const employeeStatusValue = (status: number): ChangeValue =>
  codeValue(status, { 1: 'changeActive', 0: 'changeDisabled' });
