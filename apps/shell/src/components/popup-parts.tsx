import { Dropdown as AntdDropdown, Popover as AntdPopover } from 'antd';
import { withAntdScope } from './antd-scope';

/**
 * antd's pop-up components (Dropdown with its Menu, Popover with its Tooltip) in a chunk of their
 * own, under antd's scope (theme, size, texts): no first load needs them, only the first hover,
 * focus or click on something that opens one.
 */
export const Dropdown = withAntdScope(AntdDropdown);
export const Popover = withAntdScope(AntdPopover);
