/** Texts of the organisation's stores pages, reached as `org.stores.*`. */
const zh = {};

type Texts = typeof zh;

const en: Texts = {};

const es: Texts = {};

export const stores = { zh, en, es };
