/** Texts of the organisation's places pages, reached as `org.places.*`. */
const zh = {};

type Texts = typeof zh;

const en: Texts = {};

const es: Texts = {};

export const places = { zh, en, es };
