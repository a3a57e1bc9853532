/** Docusaurus's generated locale data: the site is English only. */
export default {
  defaultLocale: 'en',
  locales: ['en'],
  path: 'i18n',
  currentLocale: 'en',
  localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
};
