import { Type } from 'typebox';
import { call } from './call-spec';
import { sysParamsCalls as calls } from './sys-params-calls';
import {
  SysParamHistoryPage,
  SysParamHistoryQuery,
  SysParamResetBody,
  SysParamRow,
  SysParamSaveBody,
  SysParamSaveResult,
} from './sys-params-entities';

/** Schemas of the system parameters page's calls (sys-params-calls.ts). */
export const sysParamsApi = {
  sysParamList: call({
    ...calls.sysParamList,
    result: Type.Array(SysParamRow),
    summary:
      'Every parameter of the catalogue with its rules, its description in the caller’s language, the value in ' +
      'effect (the tenant’s, else the default), whether the tenant set it, and its last change.',
  }),
  sysParamSave: call({
    ...calls.sysParamSave,
    body: SysParamSaveBody,
    result: SysParamSaveResult,
    summary:
      'Set a parameter. The value is checked against the parameter’s type (4220, fieldErrors on `value`; an ' +
      'unknown name: 4220 on `name`). `expected` is the value the editor read (null: not set); 4009 when the ' +
      'parameter changed since. The value, its history row and an operation log record are written in one ' +
      'transaction; a value already in effect writes nothing (changed false).',
  }),
  sysParamReset: call({
    ...calls.sysParamReset,
    body: SysParamResetBody,
    result: SysParamSaveResult,
    summary:
      'Give a parameter back its default (the tenant’s value is removed; its history records the default). ' +
      '`expected` as for save (4009 when it changed since); a parameter not set writes nothing.',
  }),
  sysParamHistory: call({
    ...calls.sysParamHistory,
    query: SysParamHistoryQuery,
    result: SysParamHistoryPage,
    summary:
      'The changes of one parameter, newest first, a page at a time with the total: who, when, old and new.',
  }),
} as const;
