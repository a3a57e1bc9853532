/** Redoc's x-tagGroups (model/tagGroups.ts) and the sidebar they give (sidebar.ts). */
import {describe, expect, it} from 'vitest';
import {buildModel, ProblemError} from '../model';
import {readTagGroups} from '../model/tagGroups';
import {buildSidebar} from '../sidebar';

const at = (pointer: string) => ({file: 'groups.yaml', line: pointer.split('/').length, col: 1, pointer});
const groups = [{name: 'Pets'}, {name: 'Stores'}, {name: 'Orders'}];

describe('x-tagGroups', () => {
  it('are read in order, each with the tags it lists that have a page, once', () => {
    const {tagGroups, problems} = readTagGroups(
      [
        {name: 'Shop', tags: ['Stores', 'Orders', 'Stores']},
        {name: 'Animals', tags: ['Pets']},
      ],
      groups,
      at,
    );
    expect(tagGroups.map((group) => [group.name, group.groups.map((g) => g.name)])).toEqual([
      ['Shop', ['Stores', 'Orders']],
      ['Animals', ['Pets']],
    ]);
    expect(problems).toEqual([]);
  });

  it('leave out, each with a warning at its place, what cannot be read', () => {
    const {tagGroups, problems} = readTagGroups(
      [{name: 'Shop', tags: ['Stores', 'Birds', 7]}, {tags: ['Pets']}, 'Orders', {name: 'Empty', tags: []}],
      groups,
      at,
    );
    expect(tagGroups.map((group) => group.name)).toEqual(['Shop']);
    expect(problems.map((problem) => [problem.rule, (problem as {pointer?: string}).pointer])).toEqual([
      ['x-tag-groups', '#/x-tagGroups/0/tags/1'],
      ['x-tag-groups', '#/x-tagGroups/0/tags/2'],
      ['x-tag-groups', '#/x-tagGroups/1'],
      ['x-tag-groups', '#/x-tagGroups/2'],
    ]);
    expect(readTagGroups({name: 'Shop'}, groups, at).problems[0].message).toContain('is not a list of groups');
  });

  const root = {
    openapi: '3.0.3',
    info: {title: 'Shop', version: '1'},
    tags: [{name: 'Intro', description: 'Read me.'}, {name: 'Pets'}, {name: 'Orders'}, {name: 'Misc'}],
    paths: {
      '/pets': {get: {operationId: 'listPets', tags: ['Pets'], responses: {'200': {description: 'ok'}}}},
      '/orders': {get: {operationId: 'listOrders', tags: ['Orders', 'Pets'], responses: {'200': {description: 'ok'}}}},
      '/misc': {get: {operationId: 'misc', tags: ['Misc'], responses: {'200': {description: 'ok'}}}},
    },
    'x-tagGroups': [
      {name: 'Start', tags: ['Intro']},
      {name: 'Shop', tags: ['Orders', 'Pets', 'Nowhere']},
    ],
  };

  it('are headings over their tags in the sidebar, always open, the tags in none after them', () => {
    const model = buildModel('shop.yaml', root as never, [], at, 'lenient');
    const {items} = buildSidebar(model, 'api');
    const shape = (item: (typeof items)[number]): unknown =>
      item.type === 'doc'
        ? item.label
        : {[item.label]: item.items.map(shape), ...(item.collapsible === false ? {open: true} : {})};
    expect(items.map(shape)).toEqual([
      {Start: ['Intro'], open: true},
      {Shop: [{Orders: ['listOrders']}, {Pets: ['listPets']}], open: true},
      {Misc: ['misc']},
    ]);
    expect(model.warnings.map((warning) => warning.rule)).toEqual(['x-tag-groups']);
  });

  it('refuse a group they cannot read in strict mode', () => {
    expect(() => buildModel('shop.yaml', root as never, [], at, 'strict')).toThrow(ProblemError);
  });
});
