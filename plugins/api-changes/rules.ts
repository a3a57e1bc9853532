/**
 * GCM's published versioning policy as rules (docs/changelog.mdx, "Versioning and
 * deprecation policy"): new operations, new optional inputs, new response fields and
 * headers, new enum values and new error codes are backward compatible; removing or
 * renaming anything, a newly required input, a changed type or a narrowed input are not.
 * Rule names follow oasdiff's checks where one exists, so that a reader who knows those
 * rule sets recognises them.
 */
export interface Rule {
  breaking: boolean;
  /** What the rule finds, for the decision record and the README. */
  summary: string;
}

export const RULES = {
  // Operations
  'api-added': {breaking: false, summary: 'a new operation'},
  'api-removed': {breaking: true, summary: 'an operation removed'},
  'api-deprecated': {breaking: false, summary: 'an operation deprecated'},
  'api-reactivated': {breaking: false, summary: 'an operation no longer deprecated'},
  'api-security-added': {breaking: true, summary: 'an operation needs a scope or scheme it did not'},
  'api-security-removed': {breaking: false, summary: 'an operation no longer needs a scope or scheme'},
  // Parameters
  'new-optional-request-parameter': {breaking: false, summary: 'a new optional parameter'},
  'new-required-request-parameter': {breaking: true, summary: 'a new required parameter'},
  'request-parameter-removed': {breaking: true, summary: 'a parameter removed'},
  'request-parameter-became-required': {breaking: true, summary: 'an optional parameter made required'},
  'request-parameter-became-optional': {breaking: false, summary: 'a required parameter made optional'},
  'request-parameter-deprecated': {breaking: false, summary: 'a parameter deprecated'},
  'request-parameter-reactivated': {breaking: false, summary: 'a parameter no longer deprecated'},
  'request-parameter-type-changed': {breaking: true, summary: "a parameter's type or format changed"},
  'request-parameter-enum-value-removed': {breaking: true, summary: 'a value removed from a parameter enum'},
  'request-parameter-enum-value-added': {breaking: false, summary: 'a value added to a parameter enum'},
  'request-parameter-narrowed': {breaking: true, summary: "a parameter's limits narrowed (length, range, pattern)"},
  // Request bodies and their fields
  'request-body-became-required': {breaking: true, summary: 'an optional request body made required'},
  'request-body-added': {breaking: false, summary: 'an optional request body added'},
  'request-body-removed': {breaking: true, summary: 'a request body removed'},
  'new-optional-request-property': {breaking: false, summary: 'a new optional request field'},
  'new-required-request-property': {breaking: true, summary: 'a new required request field'},
  'request-property-removed': {breaking: true, summary: 'a request field removed'},
  'request-property-became-required': {breaking: true, summary: 'an optional request field made required'},
  'request-property-became-optional': {breaking: false, summary: 'a required request field made optional'},
  'request-property-type-changed': {breaking: true, summary: "a request field's type or format changed"},
  'request-property-enum-value-removed': {breaking: true, summary: 'a value removed from a request enum'},
  'request-property-enum-value-added': {breaking: false, summary: 'a value added to a request enum'},
  'request-property-narrowed': {breaking: true, summary: "a request field's limits narrowed (length, range, pattern)"},
  'request-property-became-not-nullable': {breaking: true, summary: 'a request field no longer accepts null'},
  // Responses and their fields
  'response-status-added': {breaking: false, summary: 'a new response status'},
  'response-success-status-removed': {breaking: true, summary: 'a success response removed'},
  'response-non-success-status-removed': {breaking: false, summary: 'an error response no longer documented'},
  'response-property-added': {breaking: false, summary: 'a new response field'},
  'response-property-removed': {breaking: true, summary: 'a response field removed'},
  'response-property-became-optional': {breaking: true, summary: 'a response field no longer always present'},
  'response-property-became-required': {breaking: false, summary: 'a response field now always present'},
  'response-property-type-changed': {breaking: true, summary: "a response field's type or format changed"},
  'response-property-became-nullable': {breaking: true, summary: 'a response field may now be null'},
  'response-property-enum-value-added': {
    breaking: false,
    summary: 'a value added to a response enum (policy: not breaking)',
  },
  'response-property-enum-value-removed': {breaking: false, summary: 'a value a response no longer returns'},
  'response-header-added': {breaking: false, summary: 'a new response header'},
  'response-header-removed': {breaking: true, summary: 'a response header removed'},
  // Fields wherever they are
  'property-deprecated': {breaking: false, summary: 'a field deprecated'},
  'property-reactivated': {breaking: false, summary: 'a field no longer deprecated'},
  // Schemas, error codes, security
  'schema-added': {breaking: false, summary: 'a new schema'},
  'schema-removed': {breaking: false, summary: 'a schema no operation uses any more'},
  'error-code-added': {breaking: false, summary: 'a new error code in the catalogue'},
  'error-code-removed': {breaking: true, summary: 'an error code removed from the catalogue'},
  'error-code-status-changed': {breaking: true, summary: "an error code's HTTP status changed"},
  'error-code-meaning-changed': {breaking: false, summary: "an error code's meaning reworded or widened"},
  'scope-added': {breaking: false, summary: 'a new OAuth scope'},
  'scope-removed': {breaking: true, summary: 'an OAuth scope removed'},
  'security-scheme-added': {breaking: false, summary: 'a new security scheme'},
  'security-scheme-removed': {breaking: true, summary: 'a security scheme removed'},
  'security-scheme-type-changed': {breaking: true, summary: "a security scheme's type changed"},
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/** The changelog's subsections, in their order: the kind of change each one lists. */
export const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The subsection a change of `rule` belongs under: `### Added`, `### Deprecated`, `### Removed`, else `### Changed`. */
export function changeKind(rule: RuleName): ChangeKind {
  if (/-added$|^new-/.test(rule)) return 'added';
  if (/-deprecated$/.test(rule)) return 'deprecated';
  if (/-removed$/.test(rule)) return 'removed';
  return 'changed';
}
