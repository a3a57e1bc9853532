/**
 * A union of one shape and null (`anyOf: [X, {type: 'null'}]`, how pydantic and FastAPI write
 * every optional field) is that shape, nullable: its type in words, a link when it is a named
 * schema, no picker of "shapes", and a file in a sample's form where the shape is a file.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, mergeAllOf, variantSet, type SchemaObject} from '../model';
import {samplesOf} from '../../../tests/support/samples';
import {fieldTree} from '../../exports/fieldTree';
import {renderSite} from './renderMdx';

const orNull = (schema: SchemaObject, extra: SchemaObject = {}): SchemaObject => ({
  anyOf: [schema, {type: 'null'}],
  ...extra,
});
const model = buildModel('chat.json', {
  openapi: '3.1.0',
  info: {title: 'Chat', version: '1'},
  paths: {
    '/chat': {
      post: {
        operationId: 'createChat',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['model'],
                properties: {
                  model: {type: 'string', example: 'small'},
                  temperature: orNull({type: 'number', minimum: 0}, {title: 'Temperature', description: 'How random.'}),
                  owner: orNull({$ref: '#/components/schemas/User'}),
                },
              },
            },
          },
        },
        responses: {'200': {description: 'ok'}},
      },
    },
    '/files': {
      post: {
        operationId: 'uploadFile',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {type: 'object', properties: {file: orNull({type: 'string', format: 'binary'})}},
            },
          },
        },
        responses: {'200': {description: 'ok'}},
      },
    },
  },
  components: {schemas: {User: {type: 'object', properties: {name: {type: 'string'}}}}},
});
const body = model.operationById.get('createChat')!.requestBody!.content!['application/json'].schema!;
const field = (name: string) => mergeAllOf(model, body)!.properties![name];

describe('a union of one shape and null', () => {
  it('reads as that shape, nullable, with its own title and description, and offers no choice of shapes', () => {
    expect(mergeAllOf(model, field('temperature'))).toMatchObject({
      type: 'number',
      minimum: 0,
      nullable: true,
      description: 'How random.',
    });
    expect(variantSet(model, field('temperature'))).toBeUndefined();
    expect(variantSet(model, field('owner'))).toBeUndefined();
  });

  it('is listed by its type, nullable, and a named one links to its page', async () => {
    const page = (await renderSite(model)).get('create-chat.mdx')!;
    const row = (name: string) => page.slice(page.indexOf(`id="request.${name}"`)).split('</li>')[0];
    expect(row('temperature')).toContain('<span class="api-type">number</span>');
    expect(row('temperature')).toContain('nullable');
    expect(row('owner')).toMatch(/<a href="[^"]*schemas\/user"><code>User<\/code><\/a>/);
    expect(page).not.toMatch(/any of|Option 2/);
  });

  it('names its type in the Markdown twin', () => {
    const lines = fieldTree(model, body, {
      maxDepth: 1,
      maxLines: 50,
      schemaTwin: () => ({name: 'User', href: 'user.md'}),
    });
    expect(lines).toContain('- `temperature` (number, nullable): How random. ≥ 0.');
    expect(lines).toContain('- `owner` ([`User`](user.md), nullable)');
  });

  it('is sent as a file in a form when the shape is a file', () => {
    expect(samplesOf(model, 'uploadFile').curl).toMatch(/--form 'file=@/);
  });
});
