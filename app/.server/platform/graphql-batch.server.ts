// One request for the queries a page's loaders send together. A page under the members'
// shell asks for the shell's user and for its own data at the same moment; merged into one
// operation they cost one round trip to the API instead of two. Each query keeps its own
// meaning: its root fields, variables and fragments get a prefix of their own, and the
// answer is split back by that prefix.
import {
  Kind,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from "graphql";

export interface BatchedQuery {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

interface GraphQLErrorShape {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface MergedQueries {
  text: string;
  variables: Record<string, unknown>;
  /** Each query's share of the merged answer: its data under its own names, its own errors. */
  split(body: { data?: Record<string, unknown> | null; errors?: GraphQLErrorShape[] }): {
    data?: Record<string, unknown>;
    errors?: GraphQLErrorShape[];
  }[];
}

const prefixOf = (index: number) => `b${index}_`;

/** The single query operation of a document, or null when it holds anything else (a mutation, several operations). */
export function mergeableOperation(document: DocumentNode): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || operations[0].operation !== "query") return null;
  // Only plain fields at the root can be renamed with an alias.
  return operations[0].selectionSet.selections.every((s) => s.kind === Kind.FIELD) ? operations[0] : null;
}

/** The documents renamed and merged; the text is kept per combination, as they repeat page after page. */
const mergedTexts = new Map<string, string>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

function idOf(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return id;
}

export function mergeQueries(queries: BatchedQuery[]): MergedQueries {
  const key = queries.map((q) => idOf(q.document)).join(",");
  let text = mergedTexts.get(key);
  if (text === undefined) {
    text = print(mergeDocuments(queries.map((q) => q.document)));
    if (mergedTexts.size < 1000) mergedTexts.set(key, text);
  }
  const variables: Record<string, unknown> = {};
  queries.forEach((query, index) => {
    for (const [name, value] of Object.entries(query.variables)) variables[`${prefixOf(index)}${name}`] = value;
  });
  return {
    text,
    variables,
    split(body) {
      return queries.map((_query, index) => {
        const prefix = prefixOf(index);
        let data: Record<string, unknown> | undefined;
        if (body.data) {
          data = {};
          for (const [alias, value] of Object.entries(body.data)) if (alias.startsWith(prefix)) data[alias.slice(prefix.length)] = value;
        }
        const errors = (body.errors ?? [])
          .filter((error) => !error.path || String(error.path[0]).startsWith(prefix))
          .map((error) => (error.path ? { ...error, path: [String(error.path[0]).slice(prefix.length), ...error.path.slice(1)] } : error));
        return errors.length ? { data, errors } : { data };
      });
    },
  };
}

function mergeDocuments(documents: DocumentNode[]): DocumentNode {
  const variableDefinitions: VariableDefinitionNode[] = [];
  const rootFields: FieldNode[] = [];
  const fragments: DefinitionNode[] = [];
  documents.forEach((document, index) => {
    const prefix = prefixOf(index);
    const renamed = visit(document, {
      Variable: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
      FragmentDefinition: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
      FragmentSpread: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
    });
    for (const definition of renamed.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) {
        variableDefinitions.push(...(definition.variableDefinitions ?? []));
        for (const selection of definition.selectionSet.selections) {
          const field = selection as FieldNode;
          const name = field.alias?.value ?? field.name.value;
          rootFields.push({ ...field, alias: { kind: Kind.NAME, value: prefix + name } });
        }
      } else fragments.push(definition);
    }
  });
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: "query" as OperationDefinitionNode["operation"],
        name: { kind: Kind.NAME, value: "Batched" },
        variableDefinitions,
        directives: [],
        selectionSet: { kind: Kind.SELECTION_SET, selections: rootFields },
      },
      ...fragments,
    ],
  } as DocumentNode;
}
