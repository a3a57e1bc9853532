/**
 * The tests poke at open-ended JSON: made-up descriptions (some broken on purpose), mdast
 * trees and Postman collections. The build's code reads the typed model instead
 * (plugins/openapi/model/openapi.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data of any shape
export type Json = any;
