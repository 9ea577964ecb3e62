/**
 * antd's Input and Input.Password from their own modules. `Input` from the package index carries
 * TextArea, Search, OTP and Group along as its statics (~6 kB gzip), which the sign-in page and
 * the top bar, both on every first load, never show.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
export type { InputRef } from 'antd/es/input/Input';
