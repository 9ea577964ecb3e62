// The features kit: what every module uses and none copies. Data: calls typed from the contract
// table, loaded through one cache (TanStack Query); the list and form scaffolds; the typed texts.
// README.md shows a page using it.
export { call, callUrl, upload, type InputOf } from './call';
export { useExportJob, type ExportCall } from './export-job';
export { useCall, useLoad, type LoadOptions, type Loaded } from './use-call';
export { queryClient } from './query-client';
export { useDebounced } from './use-debounced';
export { shownTime } from './time';
export {
  FormFields,
  FormModal,
  FormPage,
  LoadFailed,
  Problems,
  RecordView,
  UnsavedNote,
  isStale,
  landFieldErrors,
  uploadPicture,
  useFormRecord,
  useFormSave,
  useMarkDirty,
  useRows,
  type Field,
  type FieldRow,
  type FormTexts,
  type SaveOptions,
} from './form-page';
export {
  ListFilterForm,
  ListPage,
  columnOrder,
  sortOf,
  useList,
  type ListAction,
  type ListFilter,
  type ListTexts,
  type PageAt,
  type RowOf,
  type Sort,
} from './list-page';
export { Can, mayDo, useCan } from './rights';
export { textsOf, type KeyIn, type TextKey, type TextScope, type Translate } from './i18n/texts';
