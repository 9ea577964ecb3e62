/**
 * antd's pop-up components (Dropdown with its Menu, Popover with its Tooltip) in a chunk of their
 * own: no first load needs them, only the first hover, focus or click on something that opens one.
 */
export { Dropdown, Popover } from 'antd';
