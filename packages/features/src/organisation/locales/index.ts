import { people } from '../pages/people-locales';
import { places } from '../pages/places-locales';
import { stores } from '../pages/stores-locales';
import { common } from './common';

const build = (language: 'zh' | 'en' | 'es') => ({
  org: {
    ...common[language],
    stores: stores[language],
    people: people[language],
    places: places[language],
  },
});

/** Every text of the organisation module, under the `org` key, in zh, en and es. */
export const orgLocales = { zh: build('zh'), en: build('en'), es: build('es') };
