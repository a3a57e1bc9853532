/**
 * The API sidebar: one category per tag (its page is the category's link; a tag that is only
 * prose, a page), holding its operations and then the tags nested under it (3.2's `parent`), under the headings of Redoc's `x-tagGroups` when the description has them,
 * untagged operations, webhooks, then schemas. Written next to the pages as sidebar.json;
 * sidebars.ts wraps it in a category that links the overview.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isFixedMethod, type ApiGroup, type ApiOperation, type SpecModel} from './model';
import {plainText} from './render/mdx';

export interface SidebarDoc {
  type: 'doc';
  id: string;
  label: string;
  className?: string;
}
export interface SidebarCategory {
  type: 'category';
  label: string;
  className?: string;
  link?: {type: 'doc'; id: string};
  collapsed?: boolean;
  collapsible?: boolean;
  items: (SidebarDoc | SidebarCategory)[];
}

export interface GeneratedSidebar {
  /** Doc id of the overview page. */
  overview: string;
  title: string;
  items: (SidebarDoc | SidebarCategory)[];
}

export const SIDEBAR_FILE = 'sidebar.json';
/**
 * Up to this many schemas, the sidebar lists each one under the schema index; past it,
 * only the index: every doc page loads the whole sidebar, so a long list would weigh on all.
 */
export const SIDEBAR_SCHEMA_LIMIT = 80;

/**
 * What a deprecated operation's label adds, so that it says so in words, not only by its
 * struck-through style: nothing when its title already does (`(Deprecated) Get categories`).
 */
export const deprecatedNote = (op: ApiOperation) =>
  op.deprecated && !/\bdeprecated\b/i.test(plainText(op.title)) ? ' (deprecated)' : '';

/** An operation of 3.2's `additionalOperations`: a method that is none of the Path Item's keys. */
const isAdditional = (op: ApiOperation) => op.kind === 'operation' && !isFixedMethod(op.method);

/** An operation's label before it is told apart from others of the same. */
const ownLabel = (op: ApiOperation) =>
  `${isAdditional(op) ? `${op.method} ` : ''}${plainText(op.title)}${deprecatedNote(op)}`;

/** Each model's labels, with how many operations have each. */
const LABEL_COUNTS = new WeakMap<SpecModel, Map<string, number>>();

/** How many operations of `model` have this label. */
function labelCount(model: SpecModel, label: string): number {
  let counts = LABEL_COUNTS.get(model);
  if (!counts) {
    counts = new Map();
    for (const op of [...model.operations, ...model.webhooks])
      counts.set(ownLabel(op), (counts.get(ownLabel(op)) ?? 0) + 1);
    LABEL_COUNTS.set(model, counts);
  }
  return counts.get(label) ?? 0;
}

/**
 * An operation's sidebar label (the item's, and its page's `sidebar_label`, which wins). With
 * `model`, one that another operation shares (Vimeo's 86 aliases, `/me/videos/{id}` beside
 * `/users/{id}/videos/{id}`, summarised alike) is told apart by its path.
 */
export function operationSidebarLabel(op: ApiOperation, model?: SpecModel): string {
  const label = ownLabel(op);
  return model && labelCount(model, label) > 1 ? `${label} (${op.path})` : label;
}

/**
 * The sidebar's class of an operation: its method's badge. The badge of a method of 3.2's
 * `additionalOperations` cannot be written in CSS ahead of time: its label starts with the
 * method instead (operationSidebarLabel), under the class `other`.
 */
export const operationSidebarClass = (op: ApiOperation) =>
  `api-method ${op.kind === 'webhook' ? 'webhook' : isAdditional(op) ? 'other' : op.method}${op.deprecated ? ' api-deprecated' : ''}`;

export function buildSidebar(model: SpecModel, docIdPrefix: string): GeneratedSidebar {
  const docId = (id: string) => `${docIdPrefix}/${id}`;
  const operationItem = (op: ApiOperation): SidebarDoc => ({
    type: 'doc',
    id: docId(op.id),
    label: operationSidebarLabel(op, model),
    className: operationSidebarClass(op),
  });
  const placed = new Set<ApiOperation>();
  const groupItem = (group: ApiGroup): SidebarDoc | SidebarCategory => {
    // Docusaurus refuses an empty label: a tag or schema named "" (or only markup) still needs one.
    const label = plainText(group.label).trim() || group.id;
    const children = group.children.map(groupItem);
    // A tag that is only a description is a page, not a category of none.
    if (group.operations.length === 0 && children.length === 0) return {type: 'doc', id: docId(group.id), label};
    return {
      type: 'category',
      label,
      link: {type: 'doc', id: docId(group.id)},
      items: [...group.operations.filter((op) => !placed.has(op) && placed.add(op)).map(operationItem), ...children],
    };
  };
  // Redoc's x-tagGroups are headings over their tags, always open; a tag in none follows them.
  const grouped = new Set(model.tagGroups.flatMap((tagGroup) => tagGroup.groups));
  // A nested tag is listed under its parent (wherever x-tagGroups puts the parent).
  const topLevel = (group: ApiGroup) => group.parent === undefined;
  const items: (SidebarDoc | SidebarCategory)[] = [
    ...model.tagGroups.map((tagGroup): SidebarCategory => ({
      type: 'category',
      label: plainText(tagGroup.name).trim() || tagGroup.groups[0].id,
      collapsible: false,
      className: 'api-tag-group',
      items: tagGroup.groups.filter(topLevel).map(groupItem),
    })),
    ...model.groups.filter((group) => !grouped.has(group) && topLevel(group)).map(groupItem),
  ];
  if (model.errorCatalogue) items.push({type: 'doc', id: docId(model.errorsId), label: 'Error codes'});
  if (model.webhooks.length > 0) {
    items.push({type: 'category', label: 'Webhooks', items: model.webhooks.map(operationItem)});
  }
  if (model.schemas.length > SIDEBAR_SCHEMA_LIMIT) {
    items.push({type: 'doc', id: docId(model.schemasIndexId), label: `Schemas (${model.schemas.length})`});
  } else if (model.schemas.length > 0) {
    items.push({
      type: 'category',
      label: 'Schemas',
      link: {type: 'doc', id: docId(model.schemasIndexId)},
      collapsed: true,
      items: model.schemas.map((schema) => ({
        type: 'doc',
        id: docId(schema.id),
        label: plainText(schema.name).trim() || schema.id,
        className: 'schema',
      })),
    });
  }
  return {overview: docId(model.infoId), title: plainText(String(model.info.title)).trim() || 'API reference', items};
}

/**
 * The API sidebar for sidebars.ts: a category named `label` whose link is the overview
 * and whose items are the generated groups. Reads what generation wrote to `outputDir`.
 */
export function apiSidebarCategory(outputDir: string, label?: string): SidebarCategory {
  const file = path.resolve(outputDir, SIDEBAR_FILE);
  let sidebar: GeneratedSidebar;
  try {
    sidebar = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(
      `${file} is missing: the API reference has not been generated (it is, by \`npm start\` and \`npm run build\`)`,
    );
  }
  return {
    type: 'category',
    label: label ?? sidebar.title,
    link: {type: 'doc', id: sidebar.overview},
    collapsible: false,
    items: sidebar.items,
  };
}
