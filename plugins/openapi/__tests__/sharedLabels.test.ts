/**
 * Operations summarised alike (Vimeo's aliases: `/me/videos/{video_id}` beside
 * `/users/{user_id}/videos/{video_id}`, both "Check if a user owns a video"): each sidebar entry
 * says its path, so the two are told apart; any other keeps its summary alone.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, type OpenApiDocument} from '../model';
import {buildSidebar, operationSidebarLabel} from '../sidebar';

const owns = {summary: 'Check if a user owns a video', responses: {'204': {description: 'Owned'}}};
const model = buildModel('videos.json', {
  openapi: '3.0.3',
  info: {title: 'Videos', version: '1'},
  tags: [{name: 'Videos'}],
  paths: {
    '/me/videos/{video_id}': {get: {...owns, operationId: 'checkOwnVideo', tags: ['Videos']}},
    '/users/{user_id}/videos/{video_id}': {get: {...owns, operationId: 'checkUserVideo', tags: ['Videos']}},
    '/videos': {get: {summary: 'List videos', operationId: 'listVideos', tags: ['Videos'], responses: {}}},
  },
} as OpenApiDocument);

describe('operations summarised alike', () => {
  it('are told apart by their paths in the sidebar; others keep their summaries', () => {
    const labels = JSON.stringify(buildSidebar(model, 'api').items);
    expect(labels).toContain('"Check if a user owns a video (/me/videos/{video_id})"');
    expect(labels).toContain('"Check if a user owns a video (/users/{user_id}/videos/{video_id})"');
    expect(labels).toContain('"List videos"');
    // Without the model, as a label alone.
    expect(operationSidebarLabel(model.operations[0])).toBe('Check if a user owns a video');
  });
});
