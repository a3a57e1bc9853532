/** A relative URL of a security scheme (`tokenUrl: /oauth/token`) is the first server's, as OpenAPI resolves it: on the overview and in the agent skill. */
import {describe, expect, it} from 'vitest';
import {buildModel, type OpenApiDocument} from '../model';
import {resolveAgainstServers} from '../model/servers';
import {renderSite} from './renderMdx';
import {authSection} from '../../agent-skill/auth';
import {skillLinks} from '../../agent-skill/links';

const described = (servers: OpenApiDocument['servers']) =>
  buildModel('relative.json', {
    openapi: '3.0.3',
    info: {title: 'Relative', version: '1'},
    servers,
    paths: {
      '/things': {get: {operationId: 'listThings', responses: {'200': {description: 'ok'}}}},
      '/oauth/token': {post: {operationId: 'getToken', security: [], responses: {'200': {description: 'ok'}}}},
    },
    components: {
      securitySchemes: {
        oauth: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: '/oauth/authorize',
              tokenUrl: 'oauth/token',
              refreshUrl: 'https://auth.example.com/refresh',
              scopes: {read: 'Read things'},
            },
          },
        },
        oidc: {type: 'openIdConnect', openIdConnectUrl: '/.well-known/openid-configuration'},
      },
    },
    security: [{oauth: ['read']}],
  } as OpenApiDocument);

describe('relative URLs of security schemes', () => {
  it('resolves them against the first server, its variables at their defaults, as RFC 3986 does', () => {
    const model = described([
      {url: 'https://{region}.example.com/v2/', variables: {region: {default: 'eu'}}},
      {url: 'https://us.example.com/v2/'},
    ]);
    const oauth = model.securitySchemes.get('oauth')!;
    expect(oauth.flows!.authorizationCode).toMatchObject({
      authorizationUrl: 'https://eu.example.com/oauth/authorize',
      tokenUrl: 'https://eu.example.com/v2/oauth/token',
      refreshUrl: 'https://auth.example.com/refresh',
    });
    expect(model.securitySchemes.get('oidc')!.openIdConnectUrl).toBe(
      'https://eu.example.com/.well-known/openid-configuration',
    );
  });

  it('shows the resolved URL on the overview page', async () => {
    const pages = await renderSite(described([{url: 'https://api.example.com/v2'}]));
    const overview = [...pages.values()].find((page) => page.includes('<h2>Security schemes</h2>')) ?? '';
    expect(overview).toContain('token URL <code>https://api.example.com/oauth/token</code>');
    expect(overview).toContain('authorization URL <code>https://api.example.com/oauth/authorize</code>');
  });

  it('leaves a URL as written when the server gives no absolute base', () => {
    expect(resolveAgainstServers('/oauth/token', [{url: '/api'}])).toBe('/oauth/token');
    expect(resolveAgainstServers('/oauth/token', [{url: 'https://{tenant}.example.com'}])).toBe('/oauth/token');
    expect(resolveAgainstServers('/oauth/token', undefined)).toBe('/oauth/token');
    expect(resolveAgainstServers('https://a.example/token', [{url: 'https://b.example'}])).toBe(
      'https://a.example/token',
    );
  });

  it("gives the agent skill the resolved token URL and the operation that serves it, behind the server's path", () => {
    const model = described([{url: 'https://api.example.com/v2/'}]);
    const links = skillLinks({
      siteUrl: 'https://docs.test',
      twins: true,
      pathBase: undefined,
      linkTarget: () => undefined,
    });
    const auth = authSection(model, links);
    expect(auth).toContain('token URL `https://api.example.com/v2/oauth/token`');
    expect(auth).toMatch(/Get the token with \[[^\]]*\]\([^)]*get-token[^)]*\)/);
  });
});
