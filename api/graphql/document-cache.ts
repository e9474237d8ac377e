// Parsing and validating the same query text on every request is most of GraphQL's
// overhead for the web app's small, fixed set of operations. Validation depends only on
// the schema, the document and the rules, all fixed while the process runs, so both
// results are kept: parsed documents by query text (bounded, so unique texts sent by
// a client cannot grow memory), validation results by document.
import { parse, validate, type DocumentNode, type GraphQLError } from "./graphql-js.js";

const MAX_DOCUMENTS = 500;

/** `parseDocument`: how a text not seen before is parsed (e.g. with a token limit). */
export function createDocumentCache(parseDocument: (source: string) => DocumentNode = (source) => parse(source)) {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();

  const cachedParse: typeof parse = (source, options) => {
    if (typeof source !== "string" || options) return parse(source, options);
    let document = documents.get(source);
    if (!document) {
      // A syntax error throws and is not kept.
      document = parseDocument(source);
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
      documents.set(source, document);
    }
    return document;
  };

  const cachedValidate: typeof validate = (schema, document, rules, options, typeInfo) => {
    let errors = validations.get(document);
    if (!errors) {
      errors = validate(schema, document, rules, options, typeInfo);
      validations.set(document, errors);
    }
    return errors;
  };

  return { parse: cachedParse, validate: cachedValidate };
}
