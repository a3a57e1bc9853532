/** The spec model: the one reading of an API description that every build step and test uses. */
export {
  fileVersion,
  loadSpec,
  servedSpec,
  sharedSpec,
  specFiles,
  specLoadCount,
  type LoadOptions,
  type SpecSource,
} from './load';
export {buildModel, type ApiGroup, type ApiOperation, type ApiSchema, type SpecModel} from './model';
export {ProblemError, formatProblem, type Problem} from '../../shared/problems';
export {operationSlug, schemaSlug, slugify} from './slugs';
export {sunsetOf, sunsetWords} from './sunset';
export {elementKey, operationKey} from './keys';
export {
  compareVersions,
  parseReleases,
  releaseFiles,
  releaseHeading,
  releaseLinks,
  RELEASES_DIR,
  type ChangelogPage,
  type ChangelogRelease,
  type ElementHistory,
  type LifecycleIndex,
} from './releases';
export {
  getByPointer,
  isFixedMethod,
  isObject,
  pathItemOperations,
  refName,
  toPointer,
  wireMethod,
  type HttpMethod,
} from './json';
export type * from './openapi';
export {framingWords, isStreamMedia} from './streams';
export {serverUrlWithDefaults} from './servers';
export {isXmlMedia, xmlExample} from './xml';
export {requiredChoiceOf, requiredChoiceWords, withoutRequiredChoice} from './requiredChoices';
export {querystringExample, querystringText} from './querystring';
export type {Resolve} from './refs';
export {SIGNATURE_HEADERS, type OperationAuth} from './auth';
export {
  ENUM_INLINE_LIMIT,
  enumMeanings,
  isNullable,
  mergeAllOf,
  schemaParts,
  schemaRef,
  shownRef,
  schemaTypes,
  type MergedSchema,
  type SchemaLookup,
} from './schema';
export {
  exampleVariants,
  matchOption,
  differsByDirection,
  leftOutOf,
  formFields,
  mediaExample,
  mediaExamples,
  mediaValue,
  parameterExample,
  replaceAt,
  schemaExample,
  takesExample,
  valueAt,
  type BodyDirection,
  type MediaExample,
  type VariantChoice,
  type VariantExample,
  type VariantPoint,
} from './examples';
export {allowedValues, variantSet, type VariantOption, type VariantSet} from './variants';
export {
  formatLimit,
  rateLimitGroupOf,
  sandboxTestValuesOf,
  testAnswerMarkdown,
  testInputMarkdown,
  type ApiFacts,
  type LimitValue,
  type RateLimitGroup,
  type RateLimits,
  type SandboxTestValue,
} from './facts';
