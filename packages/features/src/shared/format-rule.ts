import type { Rule } from 'antd/es/form';

/**
 * A form rule for a format written in the contract (a phone, a mobile): an empty value passes
 * (whether one is needed is a rule of its own), any other must pass `check` once trimmed.
 */
export const formatRule = (check: (value: string) => boolean, message: string): Rule => ({
  validator: (_, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text === '' || check(text) ? Promise.resolve() : Promise.reject(new Error(message));
  },
});
