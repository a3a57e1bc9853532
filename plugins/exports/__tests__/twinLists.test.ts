/**
 * Markdown lists in descriptions, in a twin: an error's listed causes (Twitch's, Vimeo's) each
 * under its line, and a field's list of values (Sentry's `* \`auto\``) on its one line.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, type OpenApiDocument} from '../../openapi/model';
import {twinsText} from '../../../tests/support/twins';
import {oneLine} from '../fieldTree';

const model = buildModel('channels.json', {
  openapi: '3.0.3',
  info: {title: 'Channels', version: '1'},
  paths: {
    '/channels': {
      patch: {
        operationId: 'modifyChannel',
        responses: {
          '204': {description: 'Updated.'},
          '400': {
            description:
              'The request was refused:\n\n* The _broadcaster\\_id_ query parameter is required.\n* The title may not be empty.\n* The [game](https://dev.example.com/games) is not known.',
          },
          '401': {description: '* The token is missing.'},
        },
      },
    },
  },
} as OpenApiDocument);

describe('a list in a description, in a twin', () => {
  it('gives each of an error’s listed causes a line under the error’s', () => {
    const twin = twinsText(model, 'channels.json');
    expect(twin).toContain(
      [
        '- **400 Bad Request**: The request was refused:',
        '  - The _broadcaster\\_id_ query parameter is required.',
        '  - The title may not be empty.',
        '  - The [game](https://dev.example.com/games) is not known.',
      ].join('\n'),
    );
    expect(twin).toContain('- **401 Unauthorized**\n  - The token is missing.');
  });

  it('runs a list on, on one line: sentences as sentences, values joined by semicolons', () => {
    expect(oneLine('Where the axis starts:\n* `auto`\n* `dataMin`')).toBe('Where the axis starts: `auto`; `dataMin`');
    expect(oneLine('* `auto`\n* `dataMin`')).toBe('`auto`; `dataMin`');
    expect(oneLine('* The id is required.\n* The name is too long.')).toBe('The id is required.');
  });
});
