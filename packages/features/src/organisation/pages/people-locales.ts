/** Texts of the organisation's people pages, reached as `org.people.*`. */
const zh = {};

type Texts = typeof zh;

const en: Texts = {};

const es: Texts = {};

export const people = { zh, en, es };
