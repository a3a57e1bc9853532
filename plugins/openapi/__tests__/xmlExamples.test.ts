/** A body of an XML media type shows, and a sample sends, its example as XML written as the schema's `xml` hints say. */
import {describe, expect, it} from 'vitest';
import {buildModel, loadSpec, type MediaTypeObject, type ResponseObject} from '../model';
import {renderReference} from '../generate';
import {SITE_OPTIONS} from '../../../tests/siteReference';
import {mediaExamples} from '../model/examples';
import {isXmlMedia, xmlExample} from '../model/xml';
import {PageContext} from '../render/context';
import {buildSampleRequest} from '../render/samples/request';
import {REFERENCE_ROUTE_BASE} from '../../shared/routes';

const text = `
openapi: 3.0.3
info: {title: SMS, version: '1'}
paths:
  /sms/{format}:
    post:
      operationId: sendSms
      parameters: [{name: format, in: path, required: true, schema: {type: string}}]
      requestBody:
        content:
          application/xml:
            schema: {$ref: '#/components/schemas/Message'}
      responses:
        '200':
          description: OK
          content:
            text/xml:
              schema:
                type: object
                xml: {name: mt-submission-response}
                properties:
                  message-count: {type: integer, example: 1, xml: {attribute: true}}
                  messages:
                    type: array
                    xml: {wrapped: true}
                    items:
                      type: object
                      xml: {name: message}
                      properties:
                        to: {type: string, example: '447700900000'}
                        note: {type: string, example: 'a < b & c'}
            application/json:
              schema: {type: object, properties: {count: {type: integer, example: 1}}}
components:
  schemas:
    Message:
      type: object
      xml: {prefix: sms, namespace: 'https://example.org/sms'}
      properties:
        to: {type: string, example: '447700900000'}
        tags: {type: array, items: {type: string, example: urgent}}
`;

describe('XML examples', () => {
  it('know an XML media type', () => {
    for (const type of ['application/xml', 'text/xml', 'application/soap+xml; charset=utf-8', 'application/atom+xml'])
      expect(isXmlMedia(type), type).toBe(true);
    for (const type of ['application/json', 'text/plain', 'application/xml-dtd2'])
      expect(isXmlMedia(type), type).toBe(false);
  });

  it('write the response’s example as elements, attributes and a wrapped list, as the hints say', async () => {
    const model = await loadSpec('sms.yaml', {text});
    const [op] = model.operations;
    const content = (model.resolve(op.responses['200']) as ResponseObject).content as Record<string, MediaTypeObject>;
    expect(mediaExamples(model, content['text/xml'], 'text/xml')[0].value).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<mt-submission-response message-count="1">',
        '  <messages>',
        '    <message>',
        '      <to>447700900000</to>',
        '      <note>a &lt; b &amp; c</note>',
        '    </message>',
        '  </messages>',
        '</mt-submission-response>',
      ].join('\n'),
    );
    // JSON beside it stays JSON.
    expect(mediaExamples(model, content['application/json'], 'application/json')[0].value).toEqual({count: 1});
  });

  it('send the request body as XML, its root named by its component, with its namespace', async () => {
    const model = await loadSpec('sms.yaml', {text});
    const ctx = new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE});
    const request = buildSampleRequest(ctx, model.operations[0], 'SMS');
    expect(request.body).toEqual({
      kind: 'text',
      contentType: 'application/xml',
      text: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sms:Message xmlns:sms="https://example.org/sms">',
        '  <to>447700900000</to>',
        '  <tags>urgent</tags>',
        '</sms:Message>',
      ].join('\n'),
    });
  });
});

describe('XML bodies with variants', () => {
  const shapes = {
    oneOf: [{$ref: '#/components/schemas/Text'}, {$ref: '#/components/schemas/Binary'}],
  };
  const described = buildModel('variants.json', {
    openapi: '3.0.3',
    info: {title: 'SMS', version: '1'},
    servers: [{url: 'https://rest.example.com'}],
    paths: {
      '/sms': {
        post: {
          operationId: 'sendSms',
          requestBody: {content: {'application/xml': {schema: shapes}}},
          responses: {'200': {description: 'Sent', content: {'text/xml': {schema: shapes}}}},
        },
      },
    },
    components: {
      schemas: {
        Text: {type: 'object', xml: {name: 'text'}, properties: {body: {type: 'string', example: 'Hello'}}},
        Binary: {type: 'object', xml: {name: 'binary'}, properties: {udh: {type: 'string', example: '0500'}}},
      },
    },
  });

  it('show every variant’s body as XML, in the request’s example, its samples and the response', () => {
    const {variantFiles} = renderReference(described, SITE_OPTIONS);
    const files = [...variantFiles.values()].map(
      (file) => JSON.parse(file) as {samples: Record<string, string>; example?: string},
    );
    // Each file's code as text: highlighting's markup taken off, its escapes kept.
    const bodies = files
      .flatMap(({samples, example}) => [...Object.values(samples), example ?? ''])
      .join('\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&gt;|>/g, '>');
    // The document of the shape each variant is, named by its hint; never a JSON object.
    expect(bodies).toContain('&lt;binary>\n  &lt;udh>0500&lt;/udh>\n&lt;/binary>');
    expect(bodies).toContain('&lt;text>\n  &lt;body>Hello&lt;/body>\n&lt;/text>');
    expect(bodies).not.toMatch(/&quot;udh&quot;\s*:|"udh"\s*:/);
  });
});

describe('XML of a union', () => {
  const model = buildModel('unions.json', {
    openapi: '3.0.3',
    info: {title: 'Unions', version: '1'},
    paths: {},
    components: {
      schemas: {
        // Fields beside members that only say which of them is required.
        Contact: {
          type: 'object',
          xml: {name: 'contact'},
          properties: {
            id: {type: 'string', xml: {attribute: true}},
            email: {type: 'string'},
            external_id: {type: 'string'},
          },
          anyOf: [{required: ['email']}, {required: ['external_id']}],
        },
        // A union that holds itself.
        Node: {anyOf: [{$ref: '#/components/schemas/Node'}, {type: 'string'}]},
        Text: {type: 'object', xml: {name: 'text'}, properties: {body: {type: 'string'}}},
        Envelope: {
          type: 'object',
          xml: {name: 'envelope'},
          properties: {
            // The field's own name, written beside the reference to a union.
            content: {
              allOf: [{oneOf: [{$ref: '#/components/schemas/Text'}]}],
              xml: {name: 'payload'},
            },
          },
        },
      },
    },
  });
  const schema = (name: string) => ({$ref: `#/components/schemas/${name}`});

  it('names an object with fields beside its members by its own hints, its attributes kept', () => {
    expect(xmlExample(model, schema('Contact'), {id: 'c1', email: 'a@example.com'})).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<contact id="c1">\n  <email>a@example.com</email>\n</contact>',
    );
  });

  it('writes a union that holds itself once, without choosing it again and again', () => {
    expect(xmlExample(model, schema('Node'), {name: 'leaf'})).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Node>\n  <name>leaf</name>\n</Node>',
    );
  });

  it('keeps the name a field gives a member of its union', () => {
    expect(xmlExample(model, schema('Envelope'), {content: {body: 'Hi'}})).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<envelope>\n  <payload>\n    <body>Hi</body>\n  </payload>\n</envelope>',
    );
  });
});
