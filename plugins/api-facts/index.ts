/**
 * The API description's facts in the guides: the remark plugin that renders them where a guide
 * names them (`:limit[…]`, `::rate-limits`, `::sandbox-test-values`: ./remark.ts), and the
 * check that finds hand-typed copies of their numbers that disagree (./mentions.ts, run by
 * `npm run lint:docs`). There is no Docusaurus plugin: the site config adds the remark plugin.
 */
export {default as remarkApiFacts, FACT_DIRECTIVES, type RemarkApiFactsOptions} from './remark';
export {checkDocumentNumbers, checkNumbers, LIMIT_CONTEXT} from './mentions';
